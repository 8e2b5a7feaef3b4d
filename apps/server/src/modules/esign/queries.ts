// Envelopes of change requests, and the embedded provider's own envelopes, documents, recipients and
// signing sessions.
import type { Queryable } from '../../db/client.ts';
import type { EmbeddedStore } from '../../providers/esign.ts';

export type EnvelopeRow = {
  change_request_id: number;
  provider: string;
  status: 'creating' | 'ready';
  provider_envelope_id: string | null;
};

export async function findEnvelope(q: Queryable, requestId: number): Promise<EnvelopeRow | undefined> {
  const [row] = await q.query<EnvelopeRow>(
    `SELECT change_request_id, provider, status, provider_envelope_id
       FROM esign_envelopes WHERE change_request_id = $1`,
    [requestId],
  );
  return row;
}

/**
 * Claims the creation of a request's envelope: the first poll claims it; a claim left 'creating' for
 * `staleSeconds` (the process stopped), an envelope of another provider or one past its TTL is claimed
 * again. Answers false when someone else is creating it right now or it is ready.
 */
export async function claimEnvelope(
  q: Queryable,
  input: { requestId: number; provider: string; staleSeconds: number; ttlDays: number },
): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO esign_envelopes (change_request_id, provider, status) VALUES ($1, $2, 'creating')
     ON CONFLICT (change_request_id) DO UPDATE
        SET provider = EXCLUDED.provider, status = 'creating', provider_envelope_id = NULL,
            claimed_at = now(), ready_at = NULL
      WHERE esign_envelopes.provider <> EXCLUDED.provider
         OR (esign_envelopes.status = 'creating' AND esign_envelopes.claimed_at < now() - make_interval(secs => $3))
         OR (esign_envelopes.status = 'ready' AND esign_envelopes.ready_at < now() - make_interval(days => $4))
     RETURNING change_request_id`,
    [input.requestId, input.provider, input.staleSeconds, input.ttlDays],
  );
  return rows.length > 0;
}

export async function markEnvelopeReady(q: Queryable, requestId: number, providerEnvelopeId: string) {
  await q.query(
    `UPDATE esign_envelopes SET status = 'ready', provider_envelope_id = $2, ready_at = now()
      WHERE change_request_id = $1`,
    [requestId, providerEnvelopeId],
  );
}

/** Lets the next poll try again after a failed creation. */
export async function releaseEnvelope(q: Queryable, requestId: number) {
  await q.query(`DELETE FROM esign_envelopes WHERE change_request_id = $1 AND status = 'creating'`, [
    requestId,
  ]);
}

export async function findRequestOfEnvelope(
  q: Queryable,
  providerEnvelopeId: string,
): Promise<number | undefined> {
  const [row] = await q.query<{ change_request_id: number }>(
    `SELECT change_request_id FROM esign_envelopes WHERE provider_envelope_id = $1`,
    [providerEnvelopeId],
  );
  return row?.change_request_id;
}

// --- The embedded provider ---

export function embeddedStore(q: Queryable): EmbeddedStore {
  return {
    async insertEnvelope({ title, expiresAt, documents, recipients }) {
      const [envelope] = await q.query<{ id: string }>(
        'INSERT INTO embedded_envelopes (title, expires_at) VALUES ($1, $2) RETURNING id::text AS id',
        [title, expiresAt.toISOString()],
      );
      const id = envelope!.id;
      for (const [position, doc] of documents.entries()) {
        await q.query(
          'INSERT INTO embedded_documents (envelope_id, position, name, pdf) VALUES ($1, $2, $3, $4)',
          [id, position + 1, doc.name, doc.pdf],
        );
      }
      for (const r of recipients) {
        await q.query(
          'INSERT INTO embedded_recipients (envelope_id, recipient_id, name, email) VALUES ($1, $2, $3, $4)',
          [id, r.recipientId, r.name, r.email],
        );
      }
      return id;
    },
    async insertSession({ tokenHash, envelopeId, recipientId, returnUrl, expiresAt }) {
      const rows = await q.query(
        `INSERT INTO embedded_sessions (token_hash, envelope_id, recipient_id, return_url, expires_at)
         SELECT $1, envelope_id, recipient_id, $4, $5 FROM embedded_recipients
          WHERE envelope_id = $2::uuid AND recipient_id = $3
         RETURNING token_hash`,
        [tokenHash, envelopeId, recipientId, returnUrl, expiresAt.toISOString()],
      );
      return rows.length > 0;
    },
    async recipientStatus(envelopeId, recipientId) {
      const [row] = await q.query<{ status: 'sent' | 'completed' | 'declined' }>(
        'SELECT status FROM embedded_recipients WHERE envelope_id = $1::uuid AND recipient_id = $2',
        [envelopeId, recipientId],
      );
      return row?.status ?? null;
    },
  };
}

export type SessionRow = {
  envelope_id: string;
  recipient_id: string;
  return_url: string;
  expires_at: string;
  is_used: boolean;
  is_timed_out: boolean;
  is_envelope_expired: boolean;
  title: string;
  signer_name: string;
  recipient_status: 'sent' | 'completed' | 'declined';
};

/** An envelope past its date: its sessions report ttl_expired and record nothing. */
const ENVELOPE_PAST_EXPIRY = 'e.expires_at < now()';

export async function findSession(
  q: Queryable,
  tokenHash: string,
  options: { lock?: boolean } = {},
): Promise<SessionRow | undefined> {
  const [row] = await q.query<SessionRow>(
    `SELECT s.envelope_id::text AS envelope_id, s.recipient_id, s.return_url, s.expires_at::text AS expires_at,
            s.used_at IS NOT NULL AS is_used, s.expires_at < now() AS is_timed_out,
            ${ENVELOPE_PAST_EXPIRY} AS is_envelope_expired, e.title, r.name AS signer_name,
            r.status AS recipient_status
       FROM embedded_sessions s
       JOIN embedded_envelopes e ON e.id = s.envelope_id
       JOIN embedded_recipients r ON r.envelope_id = s.envelope_id AND r.recipient_id = s.recipient_id
      WHERE s.token_hash = $1${options.lock ? ' FOR UPDATE OF s' : ''}`,
    [tokenHash],
  );
  return row;
}

export async function useSession(q: Queryable, tokenHash: string): Promise<boolean> {
  const rows = await q.query(
    'UPDATE embedded_sessions SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL RETURNING token_hash',
    [tokenHash],
  );
  return rows.length > 0;
}

export async function listDocuments(q: Queryable, envelopeId: string) {
  return q.query<{ position: number; name: string }>(
    'SELECT position, name FROM embedded_documents WHERE envelope_id = $1::uuid ORDER BY position',
    [envelopeId],
  );
}

export async function findDocument(
  q: Queryable,
  envelopeId: string,
  position: number,
): Promise<Buffer | undefined> {
  const [row] = await q.query<{ pdf: Uint8Array }>(
    'SELECT pdf FROM embedded_documents WHERE envelope_id = $1::uuid AND position = $2',
    [envelopeId, position],
  );
  return row ? Buffer.from(row.pdf) : undefined;
}

export async function completeRecipient(
  q: Queryable,
  input: {
    envelopeId: string;
    recipientId: string;
    status: 'completed' | 'declined';
    typedName: string | null;
    ip: string | null;
    userAgent: string | null;
  },
): Promise<boolean> {
  const rows = await q.query(
    `UPDATE embedded_recipients SET status = $3, typed_name = $4, ip = $5, user_agent = $6, completed_at = now()
      WHERE envelope_id = $1::uuid AND recipient_id = $2 AND status = 'sent' RETURNING recipient_id`,
    [input.envelopeId, input.recipientId, input.status, input.typedName, input.ip, input.userAgent],
  );
  return rows.length > 0;
}

/**
 * Records the expiry of envelopes past their date that still wait for a signer (finished ones are not
 * expired). Answers how many it marked.
 */
export async function markExpiredEnvelopes(q: Queryable): Promise<number> {
  const rows = await q.query(
    `UPDATE embedded_envelopes e SET expired_at = e.expires_at
      WHERE e.expired_at IS NULL AND ${ENVELOPE_PAST_EXPIRY}
        AND EXISTS (SELECT 1 FROM embedded_recipients r WHERE r.envelope_id = e.id AND r.status = 'sent')
      RETURNING e.id`,
  );
  return rows.length;
}
