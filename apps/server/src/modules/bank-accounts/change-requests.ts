// Bank account changes the members sign (spec 001 sections 3, 4 and 6). On an active account with
// several members, where money is paid is everyone's business: adding, changing or deleting a bank
// account opens a change request (kinds bank_account_add, bank_account_edit, bank_account_delete) that
// the members sign as the signing authority says; it is applied by applyBankAccountChange once approved.
// A decline or the initiator's cancel leaves the bank accounts as they are.
import {
  bankChangeRequestPagePath,
  bankChangeTexts,
  isBankChangeKind,
  type TBankAccount,
  type TBankChangeKind,
  type TBankChangeOpened,
  type TBankChangeRequest,
} from '@portal/contracts/api/bank-accounts';
import type { Queryable } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { logActorActivity } from '../../security/activity-log.ts';
import { type AccountRow, requireMemberAccount } from '../accounts/access.ts';
import { registerChangeRequestKind } from '../change-requests/registry.ts';
import {
  type ChangeRequestRow,
  decideRequest,
  findChangeRequest,
  listAccountMembers,
  listSigners,
  openChangeRequest,
  viewOf,
} from '../change-requests/service.ts';
import { createNotification } from '../notifications/service.ts';
import { applyBankAccountChange, type BankAccountChange, type BankActor } from './apply-change.ts';
import { renderBankChangePdf } from './bank-change-pdf.ts';
import {
  accountTypeOf,
  accountUserIds,
  type BankAccountValues,
  findBankAccount,
  lockAccountForBankChange,
  pendingBankChangeIds,
  reserveBankAccountId,
} from './queries.ts';

/** What a bank change request keeps in new_data. */
type BankChangeData = {
  bank_account_id: number;
  /** add, edit: the checked values the change writes. */
  bank_account?: BankAccountValues;
  /** edit, delete: the bank account as it was when the request was made (for the members and the PDF). */
  previous?: BankDetails;
};

type BankDetails = Pick<BankAccountValues, 'name' | 'bsb' | 'number' | 'bank' | 'branch'>;

const KIND_OF = {
  add: 'bank_account_add',
  edit: 'bank_account_edit',
  delete: 'bank_account_delete',
} as const satisfies Record<BankAccountChange['kind'], TBankChangeKind>;

const dataOf = (request: ChangeRequestRow) => request.new_data as unknown as BankChangeData;

const details = (values: BankDetails): BankDetails => ({
  name: values.name,
  bsb: values.bsb,
  number: values.number,
  bank: values.bank,
  branch: values.branch,
});

/**
 * Whether a change of this account's bank accounts needs the members' signatures: the account is
 * active (money moves) and has more than one member. Applications in progress and single-member
 * accounts change at once.
 */
export async function changeNeedsSignatures(q: Queryable, account: AccountRow): Promise<boolean> {
  if (account.status !== 'active') return false;
  return (await listAccountMembers(q, account.id)).length > 1;
}

/**
 * Opens the request for a checked change, inside the caller's transaction (which holds
 * lockAccountForBankChange), and tells the other registered members it awaits them.
 */
export async function openBankChangeRequest(
  deps: Deps,
  q: Queryable,
  change: BankAccountChange,
  actor: BankActor,
): Promise<TBankChangeOpened> {
  const pending = await pendingBankChangeIds(q, change.accountId);
  let data: BankChangeData;
  if (change.kind === 'add') {
    data = { bank_account_id: await reserveBankAccountId(q), bank_account: change.values };
  } else {
    const { bankAccountId } = change;
    if (pending.some((p) => p.bank_account_id === bankAccountId))
      throw new AppError(400, { detail: bankChangeTexts.alreadyPending });
    const current = await findBankAccount(q, change.accountId, bankAccountId);
    if (!current) throw notFound();
    data = {
      bank_account_id: bankAccountId,
      previous: details(current),
      ...(change.kind === 'edit' ? { bank_account: change.values } : {}),
    };
  }
  const kind = KIND_OF[change.kind];
  const id = await openChangeRequest(q, {
    kind,
    accountId: change.accountId,
    initiatorUserId: actor.actingUserId,
    newData: data,
  });
  await logActorActivity(q, actor, 'bank_change_requested', {
    account_id: change.accountId,
    change_request_id: id,
    kind,
  });
  const request = (await findChangeRequest(q, id))!;
  const initiator = `${request.initiator_first_name} ${request.initiator_last_name}`.trim();
  const page = bankChangeRequestPagePath(kind, change.accountId, data.bank_account_id, id);
  for (const userId of await accountUserIds(q, change.accountId)) {
    if (userId === actor.actingUserId) continue;
    await createNotification(deps, q, {
      user_id: userId,
      application_id: request.application_id,
      title: bankChangeTexts.askedNotice.title,
      description: bankChangeTexts.askedNotice.description(initiator, request.account_name),
      redirect_url: page,
      email: true,
    });
  }
  return {
    detail: bankChangeTexts.opened,
    change_request: await bankChangeView(q, request, actor.actingUserId),
  };
}

/** The request as the viewer sees it (the Bank change request entity). */
export async function bankChangeView(
  q: Queryable,
  request: ChangeRequestRow,
  viewerUserId: number,
): Promise<TBankChangeRequest> {
  const view = await viewOf(q, request, viewerUserId);
  const data = dataOf(request);
  const signers = await listSigners(q, request.id);
  return {
    id: view.id,
    kind: request.kind as TBankChangeKind,
    title: view.title,
    status: view.status,
    account: { ...view.account, type: await accountTypeOf(q, request.account_id) },
    bank_account_id: data.bank_account_id,
    initiator: view.initiator,
    can_sign: view.can_sign,
    is_sign_url_available: view.is_sign_url_available,
    new_data: {
      bank_account_id: data.bank_account_id,
      ...(data.bank_account ? { bank_account: details(data.bank_account) } : {}),
      ...(data.previous ? { previous: details(data.previous) } : {}),
    },
    is_viewed: view.is_viewed,
    approvers: signers.map((s) => ({
      first_name: s.first_name,
      last_name: s.last_name,
      is_admin: s.is_admin,
      status: s.status,
    })),
    signatures: view.signatures,
    created: view.created,
  };
}

/** A bank change request of the account, for any of its members; anything else is 404. */
async function requireBankChange(q: Queryable, userId: number, accountId: number, requestId: number) {
  await requireMemberAccount(q, userId, accountId);
  const request = await findChangeRequest(q, requestId);
  if (!request || request.account_id !== accountId || !isBankChangeKind(request.kind)) throw notFound();
  return request;
}

/** GET /api/accounts/{id}/bank-change-requests/{requestId}/ */
export async function getBankChangeRequest(
  deps: Deps,
  actor: BankActor,
  accountId: number,
  requestId: number,
): Promise<TBankChangeRequest> {
  const request = await requireBankChange(deps.db, actor.actingUserId, accountId, requestId);
  return bankChangeView(deps.db, request, actor.actingUserId);
}

/** POST .../cancel/: the initiator withdraws a pending request (spec section 6: Submit or Cancel). */
export async function cancelBankChangeRequest(
  deps: Deps,
  actor: BankActor,
  accountId: number,
  requestId: number,
): Promise<{ detail: string; change_request: TBankChangeRequest }> {
  const request = await requireBankChange(deps.db, actor.actingUserId, accountId, requestId);
  if (request.initiator_user_id !== actor.actingUserId)
    throw new AppError(403, { detail: bankChangeTexts.onlyInitiatorCancels });
  await deps.db.tx(async (q) => {
    await lockAccountForBankChange(q, accountId);
    if (!(await decideRequest(q, requestId, 'cancelled')))
      throw new AppError(400, { detail: bankChangeTexts.notPending });
    await logActorActivity(q, actor, 'bank_change_cancelled', {
      account_id: accountId,
      change_request_id: requestId,
    });
  });
  const cancelled = (await findChangeRequest(deps.db, requestId))!;
  return {
    detail: bankChangeTexts.cancelled,
    change_request: await bankChangeView(deps.db, cancelled, actor.actingUserId),
  };
}

/** The pending requests on each bank account of the account, as the bank account answer carries them. */
export async function withChangeRequests(
  q: Queryable,
  accountId: number,
  viewerUserId: number,
  bankAccounts: TBankAccount[],
): Promise<TBankAccount[]> {
  const pending = await pendingBankChangeIds(q, accountId);
  if (pending.length === 0) return bankAccounts;
  const views: TBankChangeRequest[] = [];
  for (const p of pending) {
    const request = await findChangeRequest(q, p.id);
    if (request) views.push(await bankChangeView(q, request, viewerUserId));
  }
  const of = (bankAccountId: number, kind: TBankChangeKind) =>
    views.find((v) => v.bank_account_id === bankAccountId && v.kind === kind) ?? null;
  return bankAccounts.map((bank) => ({
    ...bank,
    delete_change_request: of(bank.id, 'bank_account_delete'),
    edit_change_request: of(bank.id, 'bank_account_edit'),
    verify_change_request: of(bank.id, 'bank_account_add'),
  }));
}

/**
 * A bank account still to be verified: the one a pending add request will create, answered from the
 * request (with its verify_change_request) so the members can review it before it exists.
 */
export async function pendingAddition(
  q: Queryable,
  accountId: number,
  bankAccountId: number,
  viewerUserId: number,
): Promise<TBankAccount | undefined> {
  const match = (await pendingBankChangeIds(q, accountId)).find((p) => p.bank_account_id === bankAccountId);
  const request = match ? await findChangeRequest(q, match.id) : undefined;
  if (request?.kind !== 'bank_account_add') return undefined;
  const values = dataOf(request).bank_account!;
  return {
    id: bankAccountId,
    uuid: '',
    account: accountId,
    ...details(values),
    bsb_was_found: values.bsb_was_found,
    document_file: null,
    created: request.created_at,
    updated: request.created_at,
    delete_change_request: null,
    edit_change_request: null,
    verify_change_request: await bankChangeView(q, request, viewerUserId),
  };
}

// --- The kinds ---

const previousOrCurrent = async (q: Queryable, request: ChangeRequestRow) => {
  const data = dataOf(request);
  if (data.previous) return details(data.previous);
  const current = await findBankAccount(q, request.account_id, data.bank_account_id);
  return current ? details(current) : null;
};

/** The change the request asks for, to apply once approved. */
function changeOf(request: ChangeRequestRow): BankAccountChange {
  const data = dataOf(request);
  const accountId = request.account_id;
  // An added bank account takes the id its request's pages named it by.
  if (request.kind === 'bank_account_add')
    return { kind: 'add', accountId, values: data.bank_account!, reservedId: data.bank_account_id };
  if (request.kind === 'bank_account_edit')
    return { kind: 'edit', accountId, bankAccountId: data.bank_account_id, values: data.bank_account! };
  return { kind: 'delete', accountId, bankAccountId: data.bank_account_id };
}

for (const kind of ['bank_account_add', 'bank_account_edit', 'bank_account_delete'] as const) {
  registerChangeRequestKind({
    kind,
    title: (request) => bankChangeTexts.titles[kind](request.account_name),
    pagePath: (request) =>
      bankChangeRequestPagePath(kind, request.account_id, dataOf(request).bank_account_id, request.id),
    async renderDocuments(q, request) {
      const data = dataOf(request);
      const signers = await listSigners(q, request.id);
      const pdf = await renderBankChangePdf({
        title: bankChangeTexts.titles[kind](request.account_name),
        accountName: request.account_name,
        initiatorName: `${request.initiator_first_name} ${request.initiator_last_name}`.trim(),
        current: kind === 'bank_account_add' ? null : await previousOrCurrent(q, request),
        currentHeading:
          kind === 'bank_account_delete'
            ? bankChangeTexts.bankAccountToDelete
            : bankChangeTexts.currentBankAccount,
        proposed: data.bank_account ? details(data.bank_account) : null,
        proposedHeading:
          kind === 'bank_account_add' ? bankChangeTexts.newBankAccount : bankChangeTexts.changedTo,
        signers: signers.map((s) => ({ name: `${s.first_name} ${s.last_name}`.trim() })),
        date: new Date(request.created_at),
      });
      return [{ name: 'Bank account change.pdf', pdf }];
    },
    async onApproved(d, q, request) {
      // Runs once: the core moves the request to approved_by_users only from pending.
      await lockAccountForBankChange(q, request.account_id);
      const change = changeOf(request);
      // The bank account a change names may have gone meanwhile (removed by an earlier request).
      if (change.kind !== 'add' && !(await findBankAccount(q, request.account_id, change.bankAccountId)))
        return;
      const by = request.initiator_user_id ?? request.primary_user_id;
      if (by === null) return;
      await applyBankAccountChange(d, q, change, { actingUserId: by, user: { id: by } });
    },
    async onDeclined() {
      // Nothing was applied: the bank accounts stay as they are.
    },
  });
}
