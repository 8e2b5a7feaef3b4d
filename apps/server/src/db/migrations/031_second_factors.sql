-- Second factors beside the spec's SMS code (issue 19): an authenticator app (TOTP), backup codes and
-- passkeys; and what a session keeps about the device that opened it, for new-device alerts and the
-- activity page's list of sessions.

-- One authenticator app per user. The secret is encrypted like the TFN (security/secret-cipher.ts); the
-- row exists unconfirmed while the user enrols and counts as a factor only once a first code confirmed it.
-- last_time_step: the newest RFC 6238 time step accepted, so a code is never accepted twice.
CREATE TABLE totp_authenticators (
  user_id int PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  secret_ciphertext text NOT NULL,
  confirmed_at timestamptz,
  last_time_step bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Ten single-use codes, hashed like passwords; a new set replaces the old one.
CREATE TABLE backup_codes (
  id serial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX backup_codes_user ON backup_codes (user_id) WHERE used_at IS NULL;

-- WebAuthn credentials. passwordless: the user chose to sign in with this passkey alone.
CREATE TABLE passkeys (
  id serial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  credential_id text NOT NULL UNIQUE,
  public_key bytea NOT NULL,
  sign_count bigint NOT NULL DEFAULT 0,
  transports text[] NOT NULL DEFAULT '{}',
  name text NOT NULL,
  passwordless boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX passkeys_user ON passkeys (user_id);

-- A WebAuthn challenge, single use and short-lived, bound to the session that asked for it (none for a
-- passwordless sign-in, which has no session yet).
CREATE TABLE webauthn_challenges (
  id serial PRIMARY KEY,
  session_id int REFERENCES sessions(id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('register', 'second_factor', 'passwordless')),
  challenge text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- What the activity page shows of a session, and the hash of the key of the e-mailed link that ends it.
ALTER TABLE sessions ADD COLUMN ip text;
ALTER TABLE sessions ADD COLUMN user_agent text;
ALTER TABLE sessions ADD COLUMN end_key_hash text UNIQUE;
-- A second factor changes who may sign in: other instances forget the user at once.
CREATE TRIGGER totp_authenticators_auth_change AFTER INSERT OR UPDATE OR DELETE ON totp_authenticators
  FOR EACH ROW EXECUTE FUNCTION notify_user_part_change();
CREATE TRIGGER passkeys_auth_change AFTER INSERT OR DELETE ON passkeys
  FOR EACH ROW EXECUTE FUNCTION notify_user_part_change();
