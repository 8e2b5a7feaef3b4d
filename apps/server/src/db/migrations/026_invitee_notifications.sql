-- The index and the triggers below were added to 012_onboarding.sql after that file had been applied,
-- so databases made before the edit lack them. Written to run on both kinds of database: those that
-- have them already (made from the edited 012) and those that do not.

-- The profile looks up the user's invitations under way on every load.
CREATE INDEX IF NOT EXISTS invitations_open_of_user ON invitations (user_id)
  WHERE completed_at IS NULL AND revoked_at IS NULL;

-- The profile names the invitation still under way (registration_invite_uuid and
-- force_activate_secondary_user_invite_token): a change of an invitation or of a person's decision
-- announces the user, so the profile held in memory follows.
CREATE OR REPLACE FUNCTION notify_invitee_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.user_id IS NOT NULL THEN
    PERFORM pg_notify('auth_change', OLD.user_id::text);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.user_id IS NOT NULL THEN
    PERFORM pg_notify('auth_change', NEW.user_id::text);
  END IF;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS invitations_auth_change ON invitations;
CREATE TRIGGER invitations_auth_change AFTER INSERT OR UPDATE OR DELETE ON invitations
  FOR EACH ROW EXECUTE FUNCTION notify_invitee_change();

DROP TRIGGER IF EXISTS account_people_auth_change ON account_people;
CREATE TRIGGER account_people_auth_change AFTER INSERT OR UPDATE OR DELETE ON account_people
  FOR EACH ROW EXECUTE FUNCTION notify_invitee_change();
