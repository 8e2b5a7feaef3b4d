-- Messages leave through a transactional outbox: a request inserts the message in its own transaction,
-- and a background deliverer sends it after commit. A row is pending until a deliverer claims it
-- (sending, locked_at, attempts + 1); it ends delivered, or pending again with a later next_attempt_at,
-- or dead after the last attempt. A row a killed server left sending is claimed again after a lease.

-- Rows written before this migration were sent (or shown) at the time: they are delivered.
ALTER TABLE outbox
  ADD COLUMN status text NOT NULL DEFAULT 'delivered'
    CHECK (status IN ('pending', 'sending', 'delivered', 'dead')),
  ADD COLUMN attempts int NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN last_error text,
  ADD COLUMN delivered_at timestamptz,
  ADD COLUMN locked_at timestamptz,
  ADD COLUMN provider_message_id text;
ALTER TABLE outbox ALTER COLUMN status SET DEFAULT 'pending';
UPDATE outbox SET delivered_at = created_at;

-- The deliverer's due rows and the staff list of undelivered messages; delivered rows (nearly all) stay out.
CREATE INDEX outbox_undelivered ON outbox (next_attempt_at, id) WHERE status <> 'delivered';
