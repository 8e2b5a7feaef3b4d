-- Read-only access for an accountant (issue 20, part 4): an investor grants a person, by e-mail, the
-- right to view chosen accounts (dashboard, documents and reports). The grant is also its invitation:
-- the e-mailed link carries a random token stored here only as its SHA-256, valid until expires_at.
-- viewer_user_id and accepted_at are set once the person signs up (or, already a user, signs in) from the
-- link; revoked_at ends the grant, invited or accepted, at once.
CREATE TABLE account_viewer_grants (
  id serial PRIMARY KEY,
  investor_user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  email text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  viewer_user_id int REFERENCES users(id) ON DELETE CASCADE,
  accepted_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT account_viewer_grants_accepted_by_viewer CHECK ((accepted_at IS NULL) = (viewer_user_id IS NULL))
);
-- One live grant per investor and e-mail: inviting the same person again changes nothing until revoked.
CREATE UNIQUE INDEX account_viewer_grants_live_email
  ON account_viewer_grants (investor_user_id, lower(email)) WHERE revoked_at IS NULL;
-- Every request of a viewer looks up their live grant for the investor they act for.
CREATE INDEX account_viewer_grants_viewer
  ON account_viewer_grants (viewer_user_id, investor_user_id) WHERE revoked_at IS NULL;

-- The accounts a grant covers (only accounts the investor holds when granting).
CREATE TABLE account_viewer_grant_accounts (
  grant_id int NOT NULL REFERENCES account_viewer_grants(id) ON DELETE CASCADE,
  account_id int NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  PRIMARY KEY (grant_id, account_id)
);
