import { type ExpressionBuilder, type Selectable, sql } from 'kysely';
import type { Queryable } from '../../db/client.ts';
import { type Database, exec, run, runMaybeOne, runOne, sqlBuilder } from '../../db/typed-sql.ts';
import type { EmbeddedStore, SignedEnvelope } from '../../providers/esign.ts';

export function findEnvelope(q: Queryable, requestId: number) {
  return runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('esign_envelopes')
      .select(['change_request_id', 'provider', 'status', 'provider_envelope_id'])
      .where('change_request_id', '=', requestId),
  );
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
  const rows = await run(
    q,
    sqlBuilder
      .insertInto('esign_envelopes')
      .values({ change_request_id: input.requestId, provider: input.provider, status: 'creating' })
      .onConflict((oc) =>
        oc
          .column('change_request_id')
          .doUpdateSet({
            provider: (eb) => eb.ref('excluded.provider'),
            status: 'creating',
            provider_envelope_id: null,
            claimed_at: sql`now()`,
            ready_at: null,
          })
          .where((eb) =>
            eb.or([
              eb('esign_envelopes.provider', '<>', eb.ref('excluded.provider')),
              eb.and([
                eb('esign_envelopes.status', '=', 'creating'),
                eb(
                  'esign_envelopes.claimed_at',
                  '<',
                  sql<Date>`now() - make_interval(secs => ${input.staleSeconds})`,
                ),
              ]),
              eb.and([
                eb('esign_envelopes.status', '=', 'ready'),
                eb(
                  'esign_envelopes.ready_at',
                  '<',
                  sql<Date>`now() - make_interval(days => ${input.ttlDays})`,
                ),
              ]),
            ]),
          ),
      )
      .returning('change_request_id'),
  );
  return rows.length > 0;
}

export async function markEnvelopeReady(q: Queryable, requestId: number, providerEnvelopeId: string) {
  await exec(
    q,
    sqlBuilder
      .updateTable('esign_envelopes')
      .set({ status: 'ready', provider_envelope_id: providerEnvelopeId, ready_at: sql`now()` })
      .where('change_request_id', '=', requestId),
  );
}

/** Lets the next poll try again after a failed creation. */
export async function releaseEnvelope(q: Queryable, requestId: number) {
  await exec(
    q,
    sqlBuilder
      .deleteFrom('esign_envelopes')
      .where('change_request_id', '=', requestId)
      .where('status', '=', 'creating'),
  );
}

export async function findRequestOfEnvelope(
  q: Queryable,
  providerEnvelopeId: string,
): Promise<number | undefined> {
  const row = await runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('esign_envelopes')
      .select('change_request_id')
      .where('provider_envelope_id', '=', providerEnvelopeId),
  );
  return row?.change_request_id;
}

// --- The embedded provider ---

export function embeddedStore(q: Queryable): EmbeddedStore {
  return {
    async insertEnvelope({ title, expiresAt, documents, recipients }) {
      const { id } = await runOne(
        q,
        sqlBuilder
          .insertInto('embedded_envelopes')
          .values({ title, expires_at: expiresAt.toISOString() })
          .returning(sql<string>`id::text`.as('id')),
      );
      if (documents.length > 0)
        await exec(
          q,
          sqlBuilder.insertInto('embedded_documents').values(
            documents.map((doc, index) => ({
              envelope_id: id,
              position: index + 1,
              name: doc.name,
              pdf: doc.pdf,
            })),
          ),
        );
      if (recipients.length > 0)
        await exec(
          q,
          sqlBuilder.insertInto('embedded_recipients').values(
            recipients.map((r) => ({
              envelope_id: id,
              recipient_id: r.recipientId,
              name: r.name,
              email: r.email,
            })),
          ),
        );
      return id;
    },
    async insertSession({ tokenHash, envelopeId, recipientId, returnUrl, expiresAt }) {
      const rows = await run(
        q,
        sqlBuilder
          .insertInto('embedded_sessions')
          .columns(['token_hash', 'envelope_id', 'recipient_id', 'return_url', 'expires_at'])
          .expression((eb) =>
            eb
              .selectFrom('embedded_recipients')
              .select((eb) => [
                eb.val(tokenHash).as('token_hash'),
                'envelope_id',
                'recipient_id',
                eb.val(returnUrl).as('return_url'),
                eb.val(expiresAt.toISOString()).as('expires_at'),
              ])
              .where('envelope_id', '=', sql<string>`${envelopeId}::uuid`)
              .where('recipient_id', '=', recipientId),
          )
          .returning('token_hash'),
      );
      return rows.length > 0;
    },
    async recipientStatus(envelopeId, recipientId) {
      const row = await runMaybeOne(
        q,
        sqlBuilder
          .selectFrom('embedded_recipients')
          .select('status')
          .where('envelope_id', '=', sql<string>`${envelopeId}::uuid`)
          .where('recipient_id', '=', recipientId),
      );
      return row ? row.status : null;
    },
    async signedEnvelope(envelopeId) {
      const envelope = await runMaybeOne(
        q,
        sqlBuilder
          .selectFrom('embedded_envelopes')
          .select('title')
          .where('id', '=', sql<string>`${envelopeId}::uuid`),
      );
      if (!envelope) return null;
      const documents = await listDocumentFiles(q, envelopeId);
      const views = await listViews(q, envelopeId);
      const signers: SignedEnvelope['signers'] = (await listSignatures(q, envelopeId)).map((s) => ({
        name: s.name,
        email: s.email,
        typedName: s.typed_name ?? s.name,
        signedAt: new Date(s.completed_at!),
        ip: s.ip,
        shown: new Map(
          views.filter((v) => v.recipient_id === s.recipient_id).map((v) => [v.position, v.sha256]),
        ),
      }));
      return { title: envelope.title, documents, signers };
    },
  };
}

/** An envelope past its date: its sessions report ttl_expired and record nothing. */
const envelopePastExpiry = (eb: ExpressionBuilder<Database, 'embedded_envelopes'>) =>
  eb('embedded_envelopes.expires_at', '<', sql<Date>`now()`);

export async function findSession(q: Queryable, tokenHash: string, options: { lock?: boolean } = {}) {
  const row = await runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('embedded_sessions as s')
      .innerJoin('embedded_envelopes', 'embedded_envelopes.id', 's.envelope_id')
      .innerJoin('embedded_recipients as r', (join) =>
        join.onRef('r.envelope_id', '=', 's.envelope_id').onRef('r.recipient_id', '=', 's.recipient_id'),
      )
      .select((eb) => [
        sql<string>`s.envelope_id::text`.as('envelope_id'),
        's.recipient_id',
        's.return_url',
        sql<string>`s.expires_at::text`.as('expires_at'),
        eb('s.used_at', 'is not', null).as('is_used'),
        eb('s.expires_at', '<', sql<Date>`now()`).as('is_timed_out'),
        envelopePastExpiry(eb).as('is_envelope_expired'),
        'embedded_envelopes.title',
        'r.name as signer_name',
        'r.status as recipient_status',
      ])
      .where('s.token_hash', '=', tokenHash)
      .$if(options.lock === true, (query) => query.forUpdate('s')),
  );
  return row;
}

export async function useSession(q: Queryable, tokenHash: string): Promise<boolean> {
  const rows = await run(
    q,
    sqlBuilder
      .updateTable('embedded_sessions')
      .set({ used_at: sql`now()` })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .returning('token_hash'),
  );
  return rows.length > 0;
}

export function listDocuments(q: Queryable, envelopeId: string) {
  return run(
    q,
    sqlBuilder
      .selectFrom('embedded_documents')
      .select(['position', 'name'])
      .where('envelope_id', '=', sql<string>`${envelopeId}::uuid`)
      .orderBy('position'),
  );
}

export async function findDocument(
  q: Queryable,
  envelopeId: string,
  position: number,
): Promise<Buffer | undefined> {
  const row = await runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('embedded_documents')
      .select('pdf')
      .where('envelope_id', '=', sql<string>`${envelopeId}::uuid`)
      .where('position', '=', position),
  );
  return row ? Buffer.from(row.pdf) : undefined;
}

/** Every document of the envelope with its PDF, in order. */
export async function listDocumentFiles(q: Queryable, envelopeId: string) {
  const rows = await run(
    q,
    sqlBuilder
      .selectFrom('embedded_documents')
      .select(['position', 'name', 'pdf'])
      .where('envelope_id', '=', sql<string>`${envelopeId}::uuid`)
      .orderBy('position'),
  );
  return rows.map((row) => ({ ...row, pdf: Buffer.from(row.pdf) }));
}

/** The signatures made on the envelope, in the order they were made. */
export function listSignatures(q: Queryable, envelopeId: string) {
  return run(
    q,
    sqlBuilder
      .selectFrom('embedded_recipients')
      .select(['recipient_id', 'name', 'email', 'typed_name', 'ip', 'completed_at'])
      .where('envelope_id', '=', sql<string>`${envelopeId}::uuid`)
      .where('status', '=', 'completed')
      .orderBy('completed_at')
      .orderBy('recipient_id'),
  );
}

type View = Selectable<Database['embedded_views']>;

export function listViews(q: Queryable, envelopeId: string) {
  return run(
    q,
    sqlBuilder
      .selectFrom('embedded_views')
      .select(['recipient_id', 'position', 'sha256'])
      .where('envelope_id', '=', sql<string>`${envelopeId}::uuid`),
  );
}

/**
 * What a signer was served of a document: the latest fetch counts while they may still sign, and once
 * they sign the views stay as they were (the signature requires one per document).
 */
export async function recordView(
  q: Queryable,
  view: Pick<View, 'envelope_id' | 'recipient_id' | 'position' | 'sha256'>,
): Promise<void> {
  await exec(
    q,
    sqlBuilder
      .insertInto('embedded_views')
      .values({ ...view, envelope_id: sql<string>`${view.envelope_id}::uuid` })
      .onConflict((oc) =>
        oc
          .columns(['envelope_id', 'recipient_id', 'position'])
          .doUpdateSet({ sha256: (eb) => eb.ref('excluded.sha256'), viewed_at: sql`now()` }),
      ),
  );
}

// --- Signed documents, published to the account once a request's signatures are in ---

/** Envelopes of `providers` whose request has every signature and whose signed PDFs are not published. */
export function listEnvelopesDueSignedDocuments(q: Queryable, providers: string[]) {
  return run(
    q,
    sqlBuilder
      .selectFrom('esign_envelopes as e')
      .innerJoin('change_requests as cr', 'cr.id', 'e.change_request_id')
      .select(['e.change_request_id', 'e.provider', 'e.provider_envelope_id', 'cr.account_id'])
      .where('e.status', '=', 'ready')
      .where('e.signed_documents_at', 'is', null)
      .where((eb) => eb('e.provider', '=', eb.fn.any(eb.val(providers))))
      .where('cr.status', '=', 'approved_by_users')
      .orderBy('e.change_request_id'),
  );
}

export async function markSignedDocumentsPublished(q: Queryable, requestId: number): Promise<void> {
  await exec(
    q,
    sqlBuilder
      .updateTable('esign_envelopes')
      .set({ signed_documents_at: sql`now()` })
      .where('change_request_id', '=', requestId),
  );
}

type Recipient = Selectable<Database['embedded_recipients']>;

/** What a signer did, recorded once: answers false when the recipient had already finished. */
export async function completeRecipient(
  q: Queryable,
  input: Pick<Recipient, 'envelope_id' | 'recipient_id' | 'typed_name' | 'ip' | 'user_agent'> & {
    status: Exclude<Recipient['status'], 'sent'>;
  },
): Promise<boolean> {
  const rows = await run(
    q,
    sqlBuilder
      .updateTable('embedded_recipients')
      .set({
        status: input.status,
        typed_name: input.typed_name,
        ip: input.ip,
        user_agent: input.user_agent,
        completed_at: sql`now()`,
      })
      .where('envelope_id', '=', sql<string>`${input.envelope_id}::uuid`)
      .where('recipient_id', '=', input.recipient_id)
      .where('status', '=', 'sent')
      .returning('recipient_id'),
  );
  return rows.length > 0;
}

/**
 * Records the expiry of envelopes past their date that still wait for a signer (finished ones are not
 * expired). Answers how many it marked.
 */
export async function markExpiredEnvelopes(q: Queryable): Promise<number> {
  const rows = await run(
    q,
    sqlBuilder
      .updateTable('embedded_envelopes')
      .set((eb) => ({ expired_at: eb.ref('embedded_envelopes.expires_at') }))
      .where('embedded_envelopes.expired_at', 'is', null)
      .where(envelopePastExpiry)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('embedded_recipients as r')
            .select(sql.lit(1).as('one'))
            .whereRef('r.envelope_id', '=', 'embedded_envelopes.id')
            .where('r.status', '=', 'sent'),
        ),
      )
      .returning('embedded_envelopes.id'),
  );
  return rows.length;
}
