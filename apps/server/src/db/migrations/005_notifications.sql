-- In-app notifications, the e-mail preference they honour, unsubscribe links, and the short-lived tokens
-- that open a real-time socket. New notifications are announced on the channel `realtime`, which every
-- server instance listens to, so a socket on any instance hears them.

CREATE TABLE notifications (
  id bigserial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  application_id text REFERENCES applications(id),
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'read')),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  labels text[] NOT NULL DEFAULT '{}',
  redirect_url text,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Set when the user has seen it in the bell (or read it): the badge counts the rest.
  viewed_at timestamptz,
  read_at timestamptz
);
CREATE INDEX notifications_user ON notifications (user_id, created_at DESC, id DESC);
CREATE INDEX notifications_unseen ON notifications (user_id) WHERE viewed_at IS NULL;

-- Whether notifications are also sent by e-mail; an unsubscribe link turns it off.
CREATE TABLE notification_email_preferences (
  user_id int PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  send_email boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One random token per e-mail sent, stored hashed; it can only turn that user's e-mails off.
CREATE TABLE notification_unsubscribe_tokens (
  token_hash text PRIMARY KEY,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Single-use tokens that open a WebSocket; bound to the session that asked for them.
CREATE TABLE realtime_tokens (
  token_hash text PRIMARY KEY,
  session_id int NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
