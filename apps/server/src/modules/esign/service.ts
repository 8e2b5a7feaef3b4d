// Signing through the configured provider: the envelope of a change request (created once, by the first
// poll of its sign URL), signing URLs per signer, and the embedded provider's signing session (the
// product's own signing page), which records the signature and answers the callback event.

import { changeRequestTexts, type TSignUrlResponse } from '@portal/contracts/api/change-requests';
import { SIGNED_DOCUMENT_CATEGORY } from '@portal/contracts/api/documents';
import {
  esignTexts,
  signCallbackPath,
  type TSigningActionResponse,
  type TSigningEvent,
  type TSigningSession,
  ZSignRequestSchema,
} from '@portal/contracts/api/esign';
import { todayIso } from '@portal/contracts/dates';
import type { Queryable } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError, fieldError, notFound } from '../../http/errors.ts';
import { parse } from '../../http/validation.ts';
import type { ESignProvider } from '../../providers/esign.ts';
import { sha256Hex, withSignatures } from '../../providers/signed-pdf.ts';
import { sha256 } from '../../security/tokens.ts';
import { changeRequestKind } from '../change-requests/registry.ts';
import {
  type Actor,
  findChangeRequest,
  findSigner,
  listSigners,
  recordDecline,
  recordSignature,
  requirePendingSigner,
  requireVisibleRequest,
  type SignatureEvidence,
} from '../change-requests/service.ts';
import { createDocument } from '../documents/service.ts';
import { providerOf } from './outcome.ts';
import {
  claimEnvelope,
  completeRecipient,
  findDocument,
  findEnvelope,
  findRequestOfEnvelope,
  findSession,
  listDocuments,
  listEnvelopesDueSignedDocuments,
  listSignatures,
  listViews,
  markEnvelopeReady,
  markSignedDocumentsPublished,
  recordView,
  releaseEnvelope,
  useSession,
} from './queries.ts';

/** A claim to create an envelope older than this is taken over (its process stopped). */
const STALE_CLAIM_SECONDS = 120;

/**
 * GET sign URL (polled): the envelope is created by the poll that claims it; while another poll creates
 * it the answer is 202 with sign_url null. Once ready, each call answers a fresh URL for the caller.
 */
export async function signUrlFor(
  d: Deps,
  actor: Actor,
  requestId: number,
): Promise<{ status: 200 | 202; body: TSignUrlResponse }> {
  const request = await requireVisibleRequest(d.db, actor.actingUserId, requestId);
  const signer = await requirePendingSigner(d.db, request, actor.actingUserId);
  if (!signer.email) throw new AppError(400, { detail: changeRequestTexts.notRegisteredYet });
  const provider = providerOf(d);
  let envelope = await findEnvelope(d.db, requestId);
  const claimed = await claimEnvelope(d.db, {
    requestId,
    provider: provider.name,
    staleSeconds: STALE_CLAIM_SECONDS,
    ttlDays: d.config.esignEnvelopeTtlDays,
  });
  if (claimed) {
    await createEnvelope(d, provider, requestId);
    envelope = await findEnvelope(d.db, requestId);
  }
  if (envelope?.status !== 'ready' || !envelope.provider_envelope_id)
    return { status: 202, body: { sign_url: null } };
  const url = await provider.signingUrl({
    envelopeId: envelope.provider_envelope_id,
    signer: {
      recipientId: String(signer.id),
      name: `${signer.first_name} ${signer.last_name}`.trim(),
      email: signer.email,
    },
    returnUrl: `${d.config.publicUrl}${signCallbackPath(requestId)}`,
  });
  return { status: 200, body: { sign_url: url } };
}

async function createEnvelope(d: Deps, provider: ESignProvider, requestId: number): Promise<void> {
  try {
    const request = await findChangeRequest(d.db, requestId);
    if (!request) throw notFound();
    const kind = changeRequestKind(request.kind);
    const signers = await listSigners(d.db, requestId);
    const { envelopeId } = await provider.createEnvelope({
      title: kind.title(request),
      documents: await kind.renderDocuments(d.db, request),
      signers: signers.map((s) => ({
        recipientId: String(s.id),
        name: `${s.first_name} ${s.last_name}`.trim(),
        email: s.email,
      })),
    });
    await markEnvelopeReady(d.db, requestId, envelopeId);
  } catch (error) {
    await releaseEnvelope(d.db, requestId);
    throw error;
  }
}

// --- The embedded provider's signing session (the token is the only credential, like a provider's URL) ---

const linkInvalid = () => new AppError(404, { detail: esignTexts.linkInvalid });
const linkUsed = () => new AppError(410, { detail: esignTexts.linkUsed });

export async function openSession(d: Deps, token: string): Promise<TSigningSession> {
  const session = await findSession(d.db, sha256(token));
  if (!session) throw linkInvalid();
  if (session.is_used) throw linkUsed();
  return {
    title: session.title,
    signer_name: session.signer_name,
    documents: await listDocuments(d.db, session.envelope_id),
    recipient_status: session.recipient_status,
    expires_at: new Date(session.expires_at).toISOString(),
  };
}

/**
 * One document as the session's signer is shown it: with the signatures made so far stamped on it. What
 * was served is recorded (its SHA-256) while they may still sign: their signing certificate names it.
 */
export async function sessionDocument(d: Deps, token: string, position: number): Promise<Buffer> {
  const session = await findSession(d.db, sha256(token));
  if (!session) throw linkInvalid();
  if (session.is_used) throw linkUsed();
  const pdf = await shownDocument(d.db, session.envelope_id, position);
  if (!pdf) throw notFound();
  if (session.recipient_status === 'sent')
    await recordView(d.db, {
      envelope_id: session.envelope_id,
      recipient_id: session.recipient_id,
      position,
      sha256: sha256Hex(pdf),
    });
  return pdf;
}

/** The document at `position` with the envelope's signatures so far stamped on it. */
async function shownDocument(q: Queryable, envelopeId: string, position: number): Promise<Buffer | null> {
  const pdf = await findDocument(q, envelopeId, position);
  if (!pdf) return null;
  const signatures = (await listSignatures(q, envelopeId)).map((s) => ({
    typedName: s.typed_name ?? s.name,
    signedAt: new Date(s.completed_at!),
  }));
  return withSignatures(pdf, signatures);
}

/**
 * A signature is given only to documents the signer was shown: every document of the envelope must have
 * been fetched by them (viewed or downloaded on the signing page) before they sign, as DocuSign requires
 * each to be reviewed. A client that signs without fetching one is refused and nothing changes.
 */
async function requireEveryDocumentFetched(q: Queryable, envelopeId: string, recipientId: string) {
  const fetched = new Set(
    (await listViews(q, envelopeId)).filter((v) => v.recipient_id === recipientId).map((v) => v.position),
  );
  const unfetched = (await listDocuments(q, envelopeId)).filter((doc) => !fetched.has(doc.position));
  if (unfetched.length > 0)
    throw new AppError(400, { detail: esignTexts.stillToOpen(unfetched.map((doc) => doc.name)) });
}

/** The signed-documents job's name; the signing route wakes it after a signature. */
export const PUBLISH_SIGNED_DOCUMENTS = 'publish-signed-documents';

/**
 * Publishes the signed PDFs of every request whose signatures are all in to its account's documents
 * (docs/decisions.md, "Signed documents"): the provider supplies them (the embedded one stamps and
 * certifies them); a provider that supplies none is left alone. Each document is published once (its
 * source names the request and position), so a run that failed half-way is simply run again; a request
 * that fails is retried by the next run and does not hold up the others.
 */
export async function publishSignedDocuments(
  d: Deps,
  onError: (error: unknown, requestId: number) => void = () => {},
): Promise<number> {
  const provider = providerOf(d);
  const { signedDocuments } = provider;
  if (!signedDocuments) return 0;
  let published = 0;
  for (const due of await listEnvelopesDueSignedDocuments(d.db, [provider.name])) {
    try {
      const documents = await signedDocuments(due.provider_envelope_id!);
      for (const [index, document] of documents.entries())
        await createDocument(d, {
          accountId: due.account_id,
          category: SIGNED_DOCUMENT_CATEGORY,
          company: document.name.replace(/\.pdf$/i, ''),
          dateOf: todayIso(),
          fileName: document.name,
          bytes: document.pdf,
          keepSha256: true,
          source: `change-request:${due.change_request_id}:${index + 1}`,
        });
      await markSignedDocumentsPublished(d.db, due.change_request_id);
      published++;
    } catch (error) {
      onError(error, due.change_request_id);
    }
  }
  return published;
}

export type SessionAction = 'sign' | 'decline' | 'finish-later' | 'timeout' | 'close';

/** The event a chosen action reports, before the session's and envelope's time limits are applied. */
const EVENT_OF: Record<SessionAction, TSigningEvent> = {
  sign: 'signing_complete',
  decline: 'decline',
  'finish-later': 'cancel',
  timeout: 'session_timeout',
  close: 'viewing_complete',
};

/** Whether a typed name is the signer's name (case, spacing and accents aside). */
export function isSameName(typed: string, name: string): boolean {
  const normal = (value: string) =>
    value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
  return normal(typed) === normal(name);
}

/**
 * One action on the signing page; the session is used up by it. Signing or declining after the session
 * timed out or the envelope expired records nothing and reports session_timeout or ttl_expired.
 */
export async function actOnSession(
  d: Deps,
  token: string,
  action: SessionAction,
  body: unknown,
  evidence: Omit<SignatureEvidence, 'typed_name'>,
): Promise<TSigningActionResponse> {
  const tokenHash = sha256(token);
  return d.db.tx(async (q) => {
    const session = await findSession(q, tokenHash, { lock: true });
    if (!session) throw linkInvalid();
    if (session.is_used) throw linkUsed();
    let event = EVENT_OF[action];
    if (session.is_envelope_expired) event = 'ttl_expired';
    else if (session.is_timed_out && (action === 'sign' || action === 'decline')) event = 'session_timeout';
    else if (session.recipient_status !== 'sent' && (action === 'sign' || action === 'decline'))
      event = 'viewing_complete';
    let typedName: string | null = null;
    if (event === 'signing_complete') {
      typedName = parse(ZSignRequestSchema, body).full_name;
      // A mismatch keeps the session open: the signer corrects the name.
      if (!isSameName(typedName, session.signer_name))
        throw fieldError('full_name', esignTexts.typedNameMismatch(session.signer_name));
      await requireEveryDocumentFetched(q, session.envelope_id, session.recipient_id);
    }
    await useSession(q, tokenHash);
    if (event === 'signing_complete' || event === 'decline') {
      const status = event === 'signing_complete' ? 'completed' : 'declined';
      const signed = { typed_name: typedName, ...evidence };
      await completeRecipient(q, {
        envelope_id: session.envelope_id,
        recipient_id: session.recipient_id,
        status,
        ...signed,
      });
      await applyToChangeRequest(d, q, session.envelope_id, Number(session.recipient_id), status, signed);
    }
    return { event, redirect_url: `${session.return_url}?event=${event}` };
  });
}

/** The provider's report applied to the change request at once (nothing waits for the callback page). */
async function applyToChangeRequest(
  d: Deps,
  q: Queryable,
  envelopeId: string,
  signerId: number,
  status: 'completed' | 'declined',
  evidence: SignatureEvidence,
): Promise<void> {
  const requestId = await findRequestOfEnvelope(q, envelopeId);
  if (requestId === undefined) return;
  const request = await findChangeRequest(q, requestId, { lock: true });
  const signer = await findSigner(q, signerId);
  if (!request || !signer || request.status !== 'pending' || signer.status !== 'pending') return;
  if (status === 'completed') await recordSignature(d, q, request, signer, evidence);
  else await recordDecline(d, q, request, signer, evidence);
}
