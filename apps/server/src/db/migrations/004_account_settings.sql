-- The account area: pending e-mail and phone changes, and notification settings.

-- A change of e-mail waits here until the link sent to the new address is opened.
CREATE TABLE email_change_requests (
  id serial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  new_email text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_change_requests_user ON email_change_requests (user_id, created_at DESC);

-- A change of mobile number waits here until the code sent to the new number is confirmed. The code
-- itself is a verification_codes row (purpose phone_change) bound to the same session.
CREATE TABLE phone_change_requests (
  user_id int PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  session_id int NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  new_phone_number text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- What a user can be notified about, per area; defaults apply until the user saves their own choice.
CREATE TABLE notification_kinds (
  id serial PRIMARY KEY,
  area text NOT NULL CHECK (area IN ('portal', 'finance', 'investment_view', 'private_portfolios')),
  key text NOT NULL UNIQUE,
  title text NOT NULL,
  is_required boolean NOT NULL DEFAULT false,
  default_email boolean NOT NULL DEFAULT true,
  default_sms boolean NOT NULL DEFAULT false,
  sort_order int NOT NULL DEFAULT 0,
  -- A required notification always goes out by at least one channel.
  CHECK (NOT is_required OR default_email OR default_sms)
);

CREATE TABLE user_notification_settings (
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind_id int NOT NULL REFERENCES notification_kinds(id) ON DELETE CASCADE,
  send_email boolean NOT NULL,
  send_sms boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind_id)
);

INSERT INTO notification_kinds (area, key, title, is_required, default_email, default_sms, sort_order) VALUES
  ('portal', 'security_alerts', 'Security alerts', true, true, true, 1),
  ('portal', 'new_documents', 'New documents', false, true, false, 2),
  ('portal', 'news_and_offers', 'News and offers', false, false, false, 3),
  ('finance', 'statements', 'Statements', true, true, false, 1),
  ('finance', 'transactions', 'Transactions', false, true, false, 2),
  ('finance', 'interest_payments', 'Interest payments', false, true, false, 3),
  ('investment_view', 'valuations', 'Portfolio valuations', false, true, false, 1),
  ('investment_view', 'reports_ready', 'Reports ready', false, true, false, 2),
  ('private_portfolios', 'rebalance_proposals', 'Rebalance proposals', true, true, true, 1),
  ('private_portfolios', 'ips_changes', 'Investment policy statement changes', true, true, false, 2),
  ('private_portfolios', 'trade_confirmations', 'Trade confirmations', false, true, false, 3);
