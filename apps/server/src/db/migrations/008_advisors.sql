-- The advisor page (spec 002): the private portfolio managers of each account, the booking team's
-- contacts per application, and what clients send them (kept, whatever the e-mail provider does).

CREATE TABLE advisors (
  id serial PRIMARY KEY,
  first_name text NOT NULL,
  last_name text NOT NULL,
  role text NOT NULL DEFAULT '',
  -- A URL path of the photo (served with the web app, or by a CDN), null when there is none.
  photo text,
  email text NOT NULL,
  phone_number text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX advisors_email_key ON advisors (lower(email));

-- Which advisors look after which account; a user sees the advisors of the accounts they are a member of.
CREATE TABLE account_advisors (
  account_id int NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  advisor_id int NOT NULL REFERENCES advisors(id) ON DELETE CASCADE,
  PRIMARY KEY (account_id, advisor_id)
);
CREATE INDEX account_advisors_advisor ON account_advisors (advisor_id);

-- The booking team of each application (one row per application; a missing row means not configured).
CREATE TABLE advisor_configuration (
  application_id text PRIMARY KEY REFERENCES applications(id) ON DELETE CASCADE,
  booking_team_email text,
  booking_team_additional_email text,
  booking_team_phone_number text
);

CREATE TABLE advisor_messages (
  id serial PRIMARY KEY,
  advisor_id int NOT NULL REFERENCES advisors(id) ON DELETE CASCADE,
  user_id int REFERENCES users(id) ON DELETE SET NULL,
  -- The user's selected account when the message was sent (null when they had none).
  account_id int REFERENCES accounts(id) ON DELETE SET NULL,
  application_id text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX advisor_messages_user ON advisor_messages (user_id, created_at);

CREATE TABLE meeting_requests (
  id serial PRIMARY KEY,
  user_id int REFERENCES users(id) ON DELETE SET NULL,
  account_id int NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  application_id text NOT NULL,
  preferred_date date NOT NULL,
  preferred_time text CHECK (preferred_time IN ('morning', 'afternoon')),
  comment text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX meeting_requests_account ON meeting_requests (account_id, created_at);
