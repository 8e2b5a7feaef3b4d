import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openPglite } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { completeRecipient, embeddedStore } from '../modules/esign/queries.ts';
import { sha256 } from '../security/tokens.ts';
import { createEmbeddedProvider, type ESignProvider } from './esign.ts';

let db: Db;
let provider: ESignProvider;
const NOW = new Date('2026-03-01T10:00:00Z');
const pdf = Buffer.from('%PDF-1.4 test');
const signers = [
  { recipientId: '11', name: 'Ada Signer', email: 'ada@example.com' },
  { recipientId: '12', name: 'Bo Signer', email: 'bo@example.com' },
];

beforeAll(async () => {
  db = await openPglite(undefined);
  await migrate(db);
  provider = createEmbeddedProvider(
    embeddedStore(db),
    { sessionTimeoutSeconds: 600, envelopeTtlDays: 30 },
    () => NOW,
  );
});
afterAll(async () => {
  await db?.close();
});

describe('the embedded e-signature provider', () => {
  it('keeps the envelope with its documents and signers, expiring after the TTL', async () => {
    const { envelopeId } = await provider.createEnvelope({
      title: 'Agreement',
      documents: [{ name: 'a.pdf', pdf }],
      signers,
    });
    const [envelope] = await db.query<{ title: string; expires_at: Date }>(
      'SELECT title, expires_at FROM embedded_envelopes WHERE id = $1',
      [envelopeId],
    );
    expect(envelope!.title).toBe('Agreement');
    expect(new Date(envelope!.expires_at).toISOString()).toBe('2026-03-31T10:00:00.000Z');
    const [doc] = await db.query<{ pdf: Uint8Array }>(
      'SELECT pdf FROM embedded_documents WHERE envelope_id = $1',
      [envelopeId],
    );
    expect(Buffer.from(doc!.pdf).toString()).toBe('%PDF-1.4 test');
    await expect(provider.createEnvelope({ title: 'Empty', documents: [], signers })).rejects.toThrow();
  });

  it('answers a single-signer URL on the product whose token only its hash is kept of', async () => {
    const { envelopeId } = await provider.createEnvelope({
      title: 'Agreement',
      documents: [{ name: 'a.pdf', pdf }],
      signers,
    });
    const url = await provider.signingUrl({
      envelopeId,
      signer: signers[1]!,
      returnUrl: 'https://portal.example/change-requests/sign-callback/7/',
    });
    const token = url.match(/^\/esign\/sign\/([A-Za-z0-9_-]{43})\/$/)?.[1];
    expect(token).toBeDefined();
    const [session] = await db.query<{ recipient_id: string; return_url: string; expires_at: Date }>(
      'SELECT recipient_id, return_url, expires_at FROM embedded_sessions WHERE token_hash = $1',
      [sha256(token!)],
    );
    expect(session).toMatchObject({ recipient_id: '12', return_url: '/change-requests/sign-callback/7/' });
    expect(new Date(session!.expires_at).toISOString()).toBe('2026-03-01T10:10:00.000Z');
    // Two URLs are two different sessions; an unknown signer has none.
    expect(await provider.signingUrl({ envelopeId, signer: signers[1]!, returnUrl: '/x/' })).not.toBe(url);
    await expect(
      provider.signingUrl({ envelopeId, signer: { ...signers[0]!, recipientId: '99' }, returnUrl: '/x/' }),
    ).rejects.toThrow('Unknown envelope or recipient');
  });

  it('reports what each signer did', async () => {
    const { envelopeId } = await provider.createEnvelope({
      title: 'Agreement',
      documents: [{ name: 'a.pdf', pdf }],
      signers,
    });
    expect(await provider.recipientOutcome(envelopeId, '11')).toBe('pending');
    const evidence = { typed_name: 'Ada Signer', ip: '10.0.0.1', user_agent: 'UA' };
    await completeRecipient(db, {
      envelope_id: envelopeId,
      recipient_id: '11',
      status: 'completed',
      ...evidence,
    });
    await completeRecipient(db, {
      envelope_id: envelopeId,
      recipient_id: '12',
      status: 'declined',
      ...evidence,
    });
    expect(await provider.recipientOutcome(envelopeId, '11')).toBe('signed');
    expect(await provider.recipientOutcome(envelopeId, '12')).toBe('declined');
    // Recorded once: a later report does not change it.
    expect(
      await completeRecipient(db, {
        envelope_id: envelopeId,
        recipient_id: '11',
        status: 'declined',
        ...evidence,
      }),
    ).toBe(false);
    expect(await provider.recipientOutcome(envelopeId, '11')).toBe('signed');
  });
});
