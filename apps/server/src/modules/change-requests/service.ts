// The rules of change requests: who must sign (the account's signing authority), what each member may
// do (confirm by signing, decline, mark viewed; once each), and when a request is decided.
import {
  changeRequestTexts,
  type TChangeRequest,
  type TChangeRequestActionResponse,
} from '@portal/contracts/api/change-requests';
import type { Queryable } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { requireMemberAccount } from '../accounts/access.ts';
import { recipientOutcomeFor } from '../esign/outcome.ts';
import { createNotification } from '../notifications/service.ts';
import { signingAuthorityOf } from '../signing-authority/service.ts';
import {
  type AccountMember,
  type ChangeRequestRow,
  cancelPendingOfKind,
  decideRequest,
  findChangeRequest,
  insertChangeRequest,
  insertSigners,
  listAccountAdvisorEmails,
  listAccountChangeRequests,
  listAccountMembers,
  listSigners,
  markDeclined,
  markSigned,
  markViewed,
  type SignatureEvidence,
  type SignerRow,
} from './queries.ts';
import { changeRequestKind } from './registry.ts';

export type Actor = { actingUserId: number };
export type { AccountMember, ChangeRequestRow, SignatureEvidence, SignerRow } from './queries.ts';

// What other modules read and do to change requests goes through here, never through the query file.
export {
  cancelPendingOfKind,
  decideRequest,
  findChangeRequest,
  findOpenRequestOfKind,
  findSigner,
  listAccountChangeRequests,
  listAccountMembers,
  listSigners,
} from './queries.ts';

/**
 * Who signs for the account, from its signing authority (spec sections 3 and 4): any applicant is one
 * signature of any member, all applicants every member, the advanced minimum that many signatures of any
 * member, and selected members the signature of each of them. An account without an authority (one
 * member) is signed by all its members, which is its primary user.
 */
export async function requiredSignersOf(
  q: Queryable,
  accountId: number,
): Promise<{ signers: AccountMember[]; required: number }> {
  const members = await listAccountMembers(q, accountId);
  const authority = await signingAuthorityOf(q, accountId);
  const everyone = { signers: members, required: members.length };
  if (!authority || members.length <= 1) return everyone;
  switch (authority.signing_authority_option) {
    case 'any_applicant_to_sign':
      return { signers: members, required: 1 };
    case 'all_applicants_to_sign':
      return everyone;
    case 'advanced_settings': {
      if (authority.advanced_settings_option === 'min_number_of_signatories') {
        const min = authority.min_number_of_signatories ?? members.length;
        return { signers: members, required: Math.min(Math.max(min, 1), members.length) };
      }
      const selected = members.filter((m) => authority.selected_signatories.includes(m.member_id));
      return selected.length > 0 ? { signers: selected, required: selected.length } : everyone;
    }
  }
}

/** Opens a request of `kind` for the account, with its signers as the signing authority says now. */
export async function openChangeRequest(
  q: Queryable,
  input: {
    kind: string;
    accountId: number;
    initiatorUserId: number;
    newData?: Record<string, unknown> | null;
  },
): Promise<number> {
  changeRequestKind(input.kind);
  const { signers, required } = await requiredSignersOf(q, input.accountId);
  const id = await insertChangeRequest(q, {
    kind: input.kind,
    account_id: input.accountId,
    initiator_user_id: input.initiatorUserId,
    new_data: input.newData ?? null,
    required_signatures: required,
  });
  await insertSigners(
    q,
    id,
    signers.map((m) => ({
      person_id: m.person_id,
      user_id: m.person_id === null ? m.user_id : null,
      first_name: m.first_name,
      last_name: m.last_name,
      email: m.email,
    })),
  );
  return id;
}

/** The request as a member of its account may see it; anyone else gets 404 (ids cannot be probed). */
export async function requireVisibleRequest(
  q: Queryable,
  userId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<ChangeRequestRow> {
  const request = await findChangeRequest(q, id, options);
  if (!request) throw notFound();
  await requireMemberAccount(q, userId, request.account_id);
  return request;
}

export const signerOf = (signers: SignerRow[], userId: number) => signers.find((s) => s.user_id === userId);

/** The viewer's signer row, when they may act on the request now; otherwise the reason, as an error. */
export async function requirePendingSigner(
  q: Queryable,
  request: ChangeRequestRow,
  userId: number,
  purpose: 'sign' | 'decline' = 'sign',
): Promise<SignerRow> {
  const signer = signerOf(await listSigners(q, request.id), userId);
  if (!signer) throw new AppError(403, { detail: changeRequestTexts.notASigner });
  if (signer.status === 'signed') throw new AppError(400, { detail: changeRequestTexts.alreadySigned });
  if (signer.status === 'declined') throw new AppError(400, { detail: changeRequestTexts.alreadyDeclined });
  if (request.status !== 'pending') throw new AppError(400, { detail: changeRequestTexts.notPending });
  // Declining needs nothing first; signing may (the member's own steps).
  const blocker =
    purpose === 'sign' ? await changeRequestKind(request.kind).signingBlocker?.(q, request, userId) : null;
  if (blocker) throw new AppError(400, { detail: blocker });
  return signer;
}

export async function viewOf(
  q: Queryable,
  request: ChangeRequestRow,
  viewerUserId: number,
): Promise<TChangeRequest> {
  const signers = await listSigners(q, request.id);
  const own = signerOf(signers, viewerUserId);
  const blocked =
    own?.status === 'pending' && request.status === 'pending'
      ? await changeRequestKind(request.kind).signingBlocker?.(q, request, viewerUserId)
      : null;
  const canSign = own?.status === 'pending' && request.status === 'pending' && !blocked;
  return {
    id: request.id,
    kind: request.kind,
    title: changeRequestKind(request.kind).title(request),
    status: request.status,
    account: { id: request.account_id, name: request.account_name, status: request.account_status },
    initiator: {
      first_name: request.initiator_first_name,
      last_name: request.initiator_last_name,
      is_current_user: request.initiator_user_id === viewerUserId,
    },
    is_primary_user: request.primary_user_id === viewerUserId,
    can_sign: canSign,
    is_sign_url_available: canSign,
    my_status: own?.status ?? null,
    is_viewed: own?.viewed_at != null,
    new_data: request.new_data,
    signatures: {
      required: request.required_signatures,
      signed: signers.filter((s) => s.status === 'signed').length,
    },
    approvers: signers
      .filter((s) => !s.is_admin)
      .map((s) => ({ first_name: s.first_name, last_name: s.last_name, status: s.status })),
    created: new Date(request.created_at).toISOString(),
  };
}

export async function getChangeRequest(d: Deps, actor: Actor, id: number): Promise<TChangeRequest> {
  const request = await requireVisibleRequest(d.db, actor.actingUserId, id);
  return viewOf(d.db, request, actor.actingUserId);
}

export async function listChangeRequests(
  d: Deps,
  actor: Actor,
  accountId: number,
): Promise<TChangeRequest[]> {
  await requireMemberAccount(d.db, actor.actingUserId, accountId);
  const rows = await listAccountChangeRequests(d.db, accountId);
  const views: TChangeRequest[] = [];
  for (const row of rows) views.push(await viewOf(d.db, row, actor.actingUserId));
  return views;
}

/**
 * Records one member's signature (once) and decides the request when the required number is in. Runs in
 * the caller's transaction, with the request row locked.
 */
export async function recordSignature(
  d: Deps,
  q: Queryable,
  request: ChangeRequestRow,
  signer: SignerRow,
  evidence: SignatureEvidence,
): Promise<void> {
  if (!(await markSigned(q, signer.id, evidence))) return;
  const kind = changeRequestKind(request.kind);
  const signed = (await listSigners(q, request.id)).filter((s) => s.status === 'signed').length;
  if (signed < request.required_signatures) await kind.onSignature?.(d, q, request, signer);
  else if (await decideRequest(q, request.id, 'approved_by_users'))
    await kind.onApproved(d, q, { ...request, status: 'approved_by_users' });
}

const DECLINED_NOTICE = {
  title: 'A member declined to sign',
  description: (member: string, title: string, account: string) =>
    `${member} declined to sign "${title}" for ${account}.`,
};

/**
 * Records a member's decline (once): the request is declined, its kind moves the data back, and the other
 * members and the account's portfolio managers are told (spec section 4: decline confirmations say so).
 */
export async function recordDecline(
  d: Deps,
  q: Queryable,
  request: ChangeRequestRow,
  signer: SignerRow,
  evidence: SignatureEvidence,
): Promise<void> {
  if (!(await markDeclined(q, signer.id, evidence))) return;
  if (!(await decideRequest(q, request.id, 'declined'))) return;
  const declined = { ...request, status: 'declined' as const };
  const kind = changeRequestKind(request.kind);
  await kind.onDeclined(d, q, declined, signer);
  const title = kind.title(declined);
  const member = `${signer.first_name} ${signer.last_name}`.trim();
  const description = DECLINED_NOTICE.description(member, title, request.account_name);
  const others = new Set<number>();
  for (const m of await listAccountMembers(q, request.account_id))
    if (m.user_id !== null && m.user_id !== signer.user_id) others.add(m.user_id);
  for (const userId of others) {
    await createNotification(d, q, {
      user_id: userId,
      application_id: request.application_id,
      title: DECLINED_NOTICE.title,
      description,
      redirect_url: `/accounts/${request.account_id}/`,
      email: true,
    });
  }
  for (const to of await listAccountAdvisorEmails(q, request.account_id))
    await d.messenger.sendEmail(q, { to, subject: DECLINED_NOTICE.title, text: description });
}

/**
 * POST confirm: the member's signature as the signing provider reports it (the product never takes the
 * browser's word). Confirming again after signing answers the same outcome.
 */
export async function confirmChangeRequest(
  d: Deps,
  actor: Actor,
  id: number,
  evidence: SignatureEvidence,
): Promise<TChangeRequestActionResponse> {
  await d.db.tx(async (q) => {
    const request = await requireVisibleRequest(q, actor.actingUserId, id, { lock: true });
    const own = signerOf(await listSigners(q, id), actor.actingUserId);
    // Signed already (by the provider's report or an earlier confirm): nothing more to record.
    if (own?.status === 'signed') return;
    const signer = await requirePendingSigner(q, request, actor.actingUserId);
    const outcome = await recipientOutcomeFor(d, q, request.id, signer.id);
    if (outcome === 'declined') return recordDecline(d, q, request, signer, evidence);
    if (outcome !== 'signed') throw new AppError(400, { detail: changeRequestTexts.notSignedYet });
    await recordSignature(d, q, request, signer, evidence);
  });
  return actionAnswer(d, actor, id, changeRequestTexts.signed);
}

/** POST decline: the member declines (once); declining again answers the same outcome. */
export async function declineChangeRequest(
  d: Deps,
  actor: Actor,
  id: number,
  evidence: SignatureEvidence,
): Promise<TChangeRequestActionResponse> {
  await declineWithin(d, actor, id, evidence);
  return actionAnswer(d, actor, id, changeRequestTexts.declined);
}

/** The decline, for callers that already hold a transaction (the secondary summary's Decline). */
export async function declineWithin(
  d: Deps,
  actor: Actor,
  id: number,
  evidence: SignatureEvidence,
  tx?: Queryable,
): Promise<void> {
  const run = async (q: Queryable) => {
    const request = await requireVisibleRequest(q, actor.actingUserId, id, { lock: true });
    const own = signerOf(await listSigners(q, id), actor.actingUserId);
    if (own?.status === 'declined') return;
    const signer = await requirePendingSigner(q, request, actor.actingUserId, 'decline');
    await recordDecline(d, q, request, signer, evidence);
  };
  if (tx) await run(tx);
  else await d.db.tx(run);
}

/** POST mark-as-viewed: the member has seen the request (the first time counts). */
export async function markChangeRequestViewed(
  d: Deps,
  actor: Actor,
  id: number,
): Promise<TChangeRequestActionResponse> {
  const request = await requireVisibleRequest(d.db, actor.actingUserId, id);
  const own = signerOf(await listSigners(d.db, id), actor.actingUserId);
  if (!own) throw new AppError(403, { detail: changeRequestTexts.notASigner });
  await markViewed(d.db, own.id);
  return {
    detail: changeRequestTexts.viewed,
    change_request: await viewOf(d.db, request, actor.actingUserId),
  };
}

async function actionAnswer(
  d: Deps,
  actor: Actor,
  id: number,
  detail: string,
): Promise<TChangeRequestActionResponse> {
  const request = await requireVisibleRequest(d.db, actor.actingUserId, id);
  return { detail, change_request: await viewOf(d.db, request, actor.actingUserId) };
}

/** Cancels the account's pending requests of `kind`, in the caller's transaction (an application sent back). */
export async function cancelPendingRequests(q: Queryable, accountId: number, kind: string): Promise<void> {
  await cancelPendingOfKind(q, accountId, kind);
}
