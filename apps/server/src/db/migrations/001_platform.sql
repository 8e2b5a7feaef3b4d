-- The platform: applications, users, sessions, one-time codes and links, throttling, outbox, support.

CREATE TABLE applications (
  id text PRIMARY KEY,
  name text NOT NULL,
  logo text NOT NULL,
  favicon text NOT NULL,
  color_primary text NOT NULL,
  color_secondary text NOT NULL,
  support_email text NOT NULL,
  sort_order int NOT NULL DEFAULT 0
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  email text NOT NULL,
  password_hash text NOT NULL,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  phone_number text,
  is_staff boolean NOT NULL DEFAULT false,
  email_verified boolean NOT NULL DEFAULT false,
  force_password_change boolean NOT NULL DEFAULT false,
  force_filling_missing_personal_details boolean NOT NULL DEFAULT false,
  requires_secondary_document boolean NOT NULL DEFAULT false,
  verified_status text NOT NULL DEFAULT 'not_verified',
  marketing_opt_out boolean NOT NULL DEFAULT false,
  login_two_factor_auth_enabled boolean NOT NULL DEFAULT false,
  -- Set by a password reset: the next sign-in must pass a code even when login two-factor is off.
  two_factor_after_reset boolean NOT NULL DEFAULT false,
  blocked_status text CHECK (blocked_status IN ('temporary_blocked', 'permanent_blocked')),
  onboardings jsonb NOT NULL DEFAULT '{}',
  registration_invite_uuid text,
  selected_account_id int,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE user_applications (
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  application_id text NOT NULL REFERENCES applications(id),
  modules text[] NOT NULL DEFAULT '{}',
  PRIMARY KEY (user_id, application_id)
);

CREATE TABLE accounts (
  id serial PRIMARY KEY,
  name text NOT NULL,
  account_type text NOT NULL CHECK (account_type IN ('individual', 'joint', 'smsf', 'trust', 'company')),
  application_id text NOT NULL REFERENCES applications(id),
  is_active boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE account_members (
  account_id int NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role text NOT NULL DEFAULT 'primary',
  PRIMARY KEY (account_id, user_id)
);
CREATE INDEX account_members_user ON account_members (user_id);

CREATE TABLE sessions (
  id serial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  -- null when signed in; otherwise the 403 code the session answers until a code is confirmed.
  pending_two_factor text CHECK (pending_two_factor IN ('login_2fa_required', 'permission_denied')),
  action_confirmed_until timestamptz,
  extra_permissions jsonb NOT NULL DEFAULT '{}',
  managed_user_id int REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_activity_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX sessions_user ON sessions (user_id) WHERE revoked_at IS NULL;

CREATE TABLE verification_codes (
  id serial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- The sign-in or action the code was issued for; a code proves nothing elsewhere.
  session_id int REFERENCES sessions(id) ON DELETE CASCADE,
  purpose text NOT NULL,
  code_hash text NOT NULL,
  wrong_attempts int NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verification_codes_lookup ON verification_codes (user_id, purpose, created_at DESC);

CREATE TABLE one_time_links (
  id serial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('password_reset', 'email_verify')),
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Fixed-window counters held in the database, so limits hold across server instances.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  window_started_at timestamptz NOT NULL,
  hits int NOT NULL
);

CREATE TABLE used_advisor_tokens (
  jti text PRIMARY KEY,
  used_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE outbox (
  id serial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient text NOT NULL,
  subject text NOT NULL DEFAULT '',
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE support_messages (
  id serial PRIMARY KEY,
  user_id int REFERENCES users(id) ON DELETE SET NULL,
  application_id text NOT NULL,
  email text NOT NULL,
  description text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE flat_pages (
  slug text PRIMARY KEY,
  title text NOT NULL,
  content text NOT NULL,
  targets text[] NOT NULL DEFAULT '{}',
  sort_order int NOT NULL DEFAULT 0
);

-- Security events and changes, in UTC; both identities are kept in managed-user mode.
CREATE TABLE activity_log (
  id bigserial PRIMARY KEY,
  user_id int REFERENCES users(id) ON DELETE CASCADE,
  actor_user_id int REFERENCES users(id) ON DELETE SET NULL,
  action text NOT NULL,
  ip text,
  detail jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX activity_log_user ON activity_log (user_id, created_at DESC)
