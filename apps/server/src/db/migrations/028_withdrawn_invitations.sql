-- A person removed from an account keeps their invitation, withdrawn: its link then says so instead of
-- answering "Page not found". The invitation outlives the person row (person_id set null); the removal
-- sets revoked_at (modules/invitations withdrawInvitationsOf).
ALTER TABLE invitations DROP CONSTRAINT invitations_person_id_fkey;
ALTER TABLE invitations
  ADD CONSTRAINT invitations_person_id_fkey FOREIGN KEY (person_id) REFERENCES account_people(id) ON DELETE SET NULL;
