-- Change requests and their e-signature (spec 001 sections 3, 4 and 7): a change to an account that its
-- members approve by signing (the account application; later bank account changes and the IPS), the
-- members who sign it, and the envelopes of the signing provider.

CREATE TABLE change_requests (
  id serial PRIMARY KEY,
  -- What is changed: a kind registered by the module that owns it ('application', ...).
  kind text NOT NULL,
  account_id int NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  initiator_user_id int REFERENCES users(id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved_by_users', 'declined', 'cancelled')),
  -- The change itself, as its kind describes it (null when the kind needs none).
  new_data jsonb,
  -- How many signatures approve it, from the account's signing authority when it was made.
  required_signatures int NOT NULL CHECK (required_signatures >= 1),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz
);
CREATE INDEX change_requests_account ON change_requests (account_id, status);
-- An application is signed once at a time: a second submission cannot open a second request.
CREATE UNIQUE INDEX change_requests_one_open_application ON change_requests (account_id)
  WHERE kind = 'application' AND status = 'pending';

-- The members who may sign a request. The primary user is named by user_id; other members by their
-- account_people row (person_id), whose user is known once they have registered.
CREATE TABLE change_request_signers (
  id serial PRIMARY KEY,
  change_request_id int NOT NULL REFERENCES change_requests(id) ON DELETE CASCADE,
  person_id int REFERENCES account_people(id) ON DELETE CASCADE,
  user_id int REFERENCES users(id) ON DELETE SET NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  -- Staff approvers are kept but hidden from the approver list (spec section 6).
  is_admin boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'signed', 'declined')),
  viewed_at timestamptz,
  signed_at timestamptz,
  declined_at timestamptz,
  -- The evidence of the signature: the full name typed, and where it came from.
  typed_name text,
  ip text,
  user_agent text,
  CHECK (person_id IS NOT NULL OR user_id IS NOT NULL)
);
CREATE INDEX change_request_signers_request ON change_request_signers (change_request_id);
CREATE INDEX change_request_signers_user ON change_request_signers (user_id);

-- The provider's envelope of a request: created once (claimed by the first poll, so concurrent polls do
-- not create two), then asked for signing URLs.
CREATE TABLE esign_envelopes (
  change_request_id int PRIMARY KEY REFERENCES change_requests(id) ON DELETE CASCADE,
  provider text NOT NULL,
  status text NOT NULL CHECK (status IN ('creating', 'ready')),
  provider_envelope_id text,
  claimed_at timestamptz NOT NULL DEFAULT now(),
  ready_at timestamptz
);

-- The embedded provider (the product's own signing pages): its envelopes, documents, recipients and
-- single-use signing sessions. Session tokens are stored hashed.
CREATE TABLE embedded_envelopes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE TABLE embedded_documents (
  envelope_id uuid NOT NULL REFERENCES embedded_envelopes(id) ON DELETE CASCADE,
  position int NOT NULL,
  name text NOT NULL,
  pdf bytea NOT NULL,
  PRIMARY KEY (envelope_id, position)
);
CREATE TABLE embedded_recipients (
  envelope_id uuid NOT NULL REFERENCES embedded_envelopes(id) ON DELETE CASCADE,
  recipient_id text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  status text NOT NULL DEFAULT 'sent' CHECK (status IN ('sent', 'completed', 'declined')),
  typed_name text,
  ip text,
  user_agent text,
  completed_at timestamptz,
  PRIMARY KEY (envelope_id, recipient_id)
);
CREATE TABLE embedded_sessions (
  token_hash text PRIMARY KEY,
  envelope_id uuid NOT NULL REFERENCES embedded_envelopes(id) ON DELETE CASCADE,
  recipient_id text NOT NULL,
  return_url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX embedded_sessions_envelope ON embedded_sessions (envelope_id);
