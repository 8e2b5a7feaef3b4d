-- Signed documents are final and provable (docs/decisions.md, "Signed documents").

-- What the embedded provider served each signer of each document (its SHA-256, the signatures so far
-- stamped on it): kept while the signer may still sign, frozen once they have, and printed on the
-- signing certificate.
CREATE TABLE embedded_views (
  envelope_id uuid NOT NULL,
  recipient_id text NOT NULL,
  position int NOT NULL,
  sha256 text NOT NULL,
  viewed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (envelope_id, recipient_id, position),
  FOREIGN KEY (envelope_id, recipient_id) REFERENCES embedded_recipients (envelope_id, recipient_id)
    ON DELETE CASCADE
);

-- When the signed PDFs of a request's envelope were published to the account's documents; null while
-- they are due (the signatures are in) or the request is not finished.
ALTER TABLE esign_envelopes ADD COLUMN signed_documents_at timestamptz;
CREATE INDEX esign_envelopes_signed_documents_due ON esign_envelopes (change_request_id)
  WHERE signed_documents_at IS NULL AND status = 'ready';

-- The SHA-256 (hex) of a document's file, shown with it so anyone can check a copy; and what produced a
-- generated document, once (a retried job does not publish it twice).
ALTER TABLE documents ADD COLUMN sha256 text CHECK (sha256 ~ '^[0-9a-f]{64}$');
ALTER TABLE documents ADD COLUMN source text UNIQUE;
