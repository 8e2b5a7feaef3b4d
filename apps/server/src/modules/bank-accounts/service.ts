// Bank accounts of an investment account: where its money is paid. Members read them; the primary user
// changes them, with the current password once the account has a bank account and with a two-factor
// code while the account is active or the user has login two-factor on. Each change is applied by one
// function (applyBankAccountChange, apply-change.ts), which signed change requests of shared accounts will call too.

import type { Readable } from 'node:stream';
import {
  bankAccountTexts,
  compactBsb,
  type TBankAccount,
  type TBankAccountDocument,
  type TBankAccountOptions,
  type TBankChangeOpened,
  type TBsbDetails,
  zBankAccountForm,
  zDeleteBankAccountForm,
} from '@portal/contracts/api/bank-accounts';
import { UPLOAD_MAX_BYTES } from '@portal/contracts/constants';
import { isValidBsb } from '@portal/contracts/formats';
import { messages } from '@portal/contracts/messages';
import type { Queryable } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError, fieldError, forbidden, notFound } from '../../http/errors.ts';
import {
  CONTENT_TYPES,
  fileTooLarge,
  nameForContent,
  openStoredFile,
  sniffUpload,
  type Upload,
} from '../../http/uploads.ts';
import { parse } from '../../http/validation.ts';
import type { BsbDirectory } from '../../providers/bsb-directory.ts';
import { logActorActivity } from '../../security/activity-log.ts';
import { throttle } from '../../security/rate-limit.ts';
import { type AccountRow, requireMemberAccount } from '../accounts/access.ts';
import { AUTH_MESSAGES, requireCurrentPassword, twoFactorRequiredForWrite } from '../auth/service.ts';
import { applyBankAccountChange, type BankAccountChange, type BankActor } from './apply-change.ts';
import {
  changeNeedsSignatures,
  openBankChangeRequest,
  pendingAddition,
  withChangeRequests,
} from './change-requests.ts';
import {
  type BankAccountValues,
  deleteUnnamedDocument,
  findBankAccount,
  findDocument,
  hasBankAccount,
  insertDocument,
  listBankAccounts,
  lockAccountForBankChange,
} from './queries.ts';

export type BankAccountsDeps = Deps & { bsbDirectory: BsbDirectory };

const UPLOADS_PER_HOUR = 60;
/** Accounts whose bank accounts no longer change (closed). */
const CLOSED_STATUSES = ['inactive'];

// --- BSB ---

/** GET /api/utils/bsb/{bsb}/: the bank and branch of a BSB; 404 when no institution uses it. */
export function lookupBsb(directory: BsbDirectory, raw: string): TBsbDetails {
  if (!isValidBsb(raw)) throw new AppError(400, { detail: messages.formatNotValid('BSB') });
  const found = directory.lookup(compactBsb(raw));
  if (!found) throw notFound();
  return found;
}

// --- Reading ---

/** The bank accounts in use, each with the pending change requests on it, as `viewerUserId` sees them. */
export async function bankAccountsOf(q: Queryable, accountId: number, viewerUserId: number) {
  return withChangeRequests(q, accountId, viewerUserId, await listBankAccounts(q, accountId));
}

export async function listAccountBankAccounts(deps: Deps, actor: BankActor, accountId: number) {
  await requireMemberAccount(deps.db, actor.actingUserId, accountId);
  return bankAccountsOf(deps.db, accountId, actor.actingUserId);
}

/** One bank account in use, or one still to be verified (a pending add request names it). */
export async function getBankAccount(deps: Deps, actor: BankActor, accountId: number, id: number) {
  await requireMemberAccount(deps.db, actor.actingUserId, accountId);
  const bankAccount = await findBankAccount(deps.db, accountId, id);
  if (bankAccount) {
    const [withRequests] = await withChangeRequests(deps.db, accountId, actor.actingUserId, [bankAccount]);
    return withRequests!;
  }
  const toVerify = await pendingAddition(deps.db, accountId, id, actor.actingUserId);
  if (!toVerify) throw notFound();
  return toVerify;
}

// --- Who may change, and what a change needs ---

/** The password confirms a change once money has somewhere to go: the account has a bank account. */
const passwordRequired = (q: Queryable, accountId: number) => hasBankAccount(q, accountId);

/** The two-factor schema of bank changes (see docs/decisions/bank-accounts.md). */
function securitySchema(actor: BankActor, account: AccountRow): TBankAccountOptions['security_schema'] {
  const confirmedUntil = actor.session.action_confirmed_until;
  return {
    system_2fa_required: account.status === 'active' && actor.user.phone_number !== null,
    account_2fa_required: twoFactorRequiredForWrite(actor.user),
    confirmed: confirmedUntil !== null && confirmedUntil.getTime() > Date.now(),
  };
}

const mayChange = (actor: BankActor, account: AccountRow, isPrimary: boolean) =>
  isPrimary && !actor.managed && !CLOSED_STATUSES.includes(account.status);

/** OPTIONS /api/accounts/{id}/bank-accounts/: what a change of this account's bank accounts needs. */
export async function bankAccountOptions(
  deps: Deps,
  actor: BankActor,
  accountId: number,
): Promise<TBankAccountOptions> {
  const { account, isPrimary } = await requireMemberAccount(deps.db, actor.actingUserId, accountId);
  return {
    is_password_required: await passwordRequired(deps.db, accountId),
    can_change: mayChange(actor, account, isPrimary),
    security_schema: securitySchema(actor, account),
  };
}

/** The account when the actor may change its bank accounts now; 404 for strangers, 403 otherwise. */
async function requireChangeableAccount(deps: Deps, actor: BankActor, accountId: number) {
  const { account, isPrimary } = await requireMemberAccount(deps.db, actor.actingUserId, accountId);
  if (!isPrimary) throw forbidden();
  if (actor.managed) throw forbidden(bankAccountTexts.staffCannotChange);
  if (CLOSED_STATUSES.includes(account.status)) throw forbidden(bankAccountTexts.notChangeable);
  return account;
}

/** A change needs a confirmed code first when the schema asks one (403 action_confirmation_required). */
function requireConfirmedCode(actor: BankActor, account: AccountRow): void {
  const schema = securitySchema(actor, account);
  if ((schema.system_2fa_required || schema.account_2fa_required) && !schema.confirmed) {
    throw new AppError(403, {
      code: 'action_confirmation_required',
      detail: AUTH_MESSAGES.confirmActionFirst,
    });
  }
}

/** Checks the password when it is required; a wrong one is a field error on `password`. */
async function checkPassword(deps: Deps, actor: BankActor, required: boolean, password: string | undefined) {
  if (!required) return;
  await requireCurrentPassword(deps, actor.user, password ?? '', 'password', AUTH_MESSAGES.wrongPassword);
}

/** The form's values as stored: the directory's bank (and branch, when it lists it) win over typed ones. */
async function checkedValues(
  deps: BankAccountsDeps,
  accountId: number,
  form: FormValues,
  bankAccountId: number | null,
): Promise<BankAccountValues> {
  const bsb = compactBsb(form.bsb);
  const found = deps.bsbDirectory.lookup(bsb);
  if (!found) throw fieldError('bsb', bankAccountTexts.bsbNotValid);
  const document = await findDocument(deps.db, accountId, form.document_file);
  if (!document || (document.named_by !== null && document.named_by !== bankAccountId))
    throw fieldError('document_file', bankAccountTexts.documentNotFound);
  return {
    name: form.name,
    bsb,
    number: form.number,
    bank: found.bank,
    branch: found.bsb_was_found ? found.branch_name : form.branch,
    bsb_was_found: found.bsb_was_found,
    document_id: form.document_file,
  };
}

type FormValues = {
  bsb: string;
  bank: string;
  branch: string;
  number: string;
  name: string;
  document_file: number;
  password?: string | undefined;
};

// --- Changes by the primary user (applied at once; see applyBankAccountChange) ---

async function checkedChange(
  deps: BankAccountsDeps,
  actor: BankActor,
  accountId: number,
  body: unknown,
  bankAccountId: number | null,
) {
  const account = await requireChangeableAccount(deps, actor, accountId);
  if (bankAccountId !== null && !(await findBankAccount(deps.db, accountId, bankAccountId))) throw notFound();
  requireConfirmedCode(actor, account);
  const required = await passwordRequired(deps.db, accountId);
  const form = parse(zBankAccountForm({ passwordRequired: required }), body) as FormValues;
  await checkPassword(deps, actor, required, form.password);
  const values = await checkedValues(deps, accountId, form, bankAccountId);
  return { account, values, passwordChecked: required };
}

/** Inside the change's transaction: a password that became required since the check is asked for. */
async function recheckPassword(q: Queryable, accountId: number, passwordChecked: boolean) {
  if (!passwordChecked && (await passwordRequired(q, accountId)))
    throw fieldError('password', messages.required);
}

/**
 * A checked change, inside its transaction: applied at once, or opened as a change request when the
 * account's members must sign it (see change-requests.ts).
 */
async function applyOrRequest(
  deps: Deps,
  q: Queryable,
  account: AccountRow,
  change: BankAccountChange,
  actor: BankActor,
): Promise<TBankAccount | null | TBankChangeOpened> {
  if (await changeNeedsSignatures(q, account)) return openBankChangeRequest(deps, q, change, actor);
  return applyBankAccountChange(deps, q, change, actor);
}

export async function createBankAccount(
  deps: BankAccountsDeps,
  actor: BankActor,
  accountId: number,
  body: unknown,
): Promise<TBankAccount | TBankChangeOpened> {
  const { account, values, passwordChecked } = await checkedChange(deps, actor, accountId, body, null);
  const created = await deps.db.tx(async (q) => {
    await lockAccountForBankChange(q, accountId);
    await recheckPassword(q, accountId, passwordChecked);
    return applyOrRequest(deps, q, account, { kind: 'add', accountId, values }, actor);
  });
  return created!;
}

export async function editBankAccount(
  deps: BankAccountsDeps,
  actor: BankActor,
  accountId: number,
  bankAccountId: number,
  body: unknown,
): Promise<TBankAccount | TBankChangeOpened> {
  const { account, values } = await checkedChange(deps, actor, accountId, body, bankAccountId);
  const updated = await deps.db.tx(async (q) => {
    await lockAccountForBankChange(q, accountId);
    return applyOrRequest(deps, q, account, { kind: 'edit', accountId, bankAccountId, values }, actor);
  });
  return updated!;
}

export async function deleteBankAccount(
  deps: BankAccountsDeps,
  actor: BankActor,
  accountId: number,
  bankAccountId: number,
  body: unknown,
): Promise<{ detail: string } | TBankChangeOpened> {
  const account = await requireChangeableAccount(deps, actor, accountId);
  if (!(await findBankAccount(deps.db, accountId, bankAccountId))) throw notFound();
  requireConfirmedCode(actor, account);
  // A bank account exists, so the password is always asked for here.
  const form = parse(zDeleteBankAccountForm({ passwordRequired: true }), body);
  await checkPassword(deps, actor, true, form.password);
  const answer = await deps.db.tx(async (q) => {
    await lockAccountForBankChange(q, accountId);
    return applyOrRequest(deps, q, account, { kind: 'delete', accountId, bankAccountId }, actor);
  });
  return answer && 'change_request' in answer ? answer : { detail: bankAccountTexts.deleted };
}

// --- Bank statements ---

/**
 * Stores a bank statement for a bank account about to be saved. The file is written first, then its
 * row; when the row cannot be written the file is removed (SECURITY.md item 16).
 */
export async function uploadBankStatement(
  deps: BankAccountsDeps,
  actor: BankActor,
  accountId: number,
  upload: Upload,
): Promise<TBankAccountDocument> {
  await requireChangeableAccount(deps, actor, accountId);
  await throttle(deps.db, `bank-statement:${actor.actingUserId}`, {
    max: UPLOADS_PER_HOUR,
    windowSeconds: 3600,
  });
  if (upload.bytes.length > UPLOAD_MAX_BYTES) throw fileTooLarge();
  const type = sniffUpload(upload.bytes);
  const key = await deps.files.put(upload.bytes, type);
  try {
    return await deps.db.tx(async (q) => {
      const document = await insertDocument(q, {
        account_id: accountId,
        storage_key: key,
        file_name: nameForContent(upload.fileName, type),
        size_bytes: upload.bytes.length,
        uploaded_by_user_id: actor.actingUserId,
      });
      await logActorActivity(q, actor, 'bank_statement_uploaded', {
        account_id: accountId,
        bank_account_document_id: document.id,
      });
      return document;
    });
  } catch (error) {
    await deps.files.remove(key);
    throw error;
  }
}

/** Deletes a statement no bank account names (one picked by mistake); a named one is kept. */
export async function deleteBankStatement(
  deps: BankAccountsDeps,
  actor: BankActor,
  accountId: number,
  documentId: number,
): Promise<{ detail: string }> {
  await requireChangeableAccount(deps, actor, accountId);
  const document = await findDocument(deps.db, accountId, documentId);
  if (!document) throw notFound();
  if (document.named_by !== null) throw new AppError(400, { detail: bankAccountTexts.documentInUse });
  const deleted = await deps.db.tx(async (q) => {
    if (!(await deleteUnnamedDocument(q, accountId, documentId))) return false;
    await logActorActivity(q, actor, 'bank_statement_deleted', {
      account_id: accountId,
      bank_account_document_id: documentId,
    });
    return true;
  });
  if (!deleted) throw new AppError(400, { detail: bankAccountTexts.documentInUse });
  // The row is gone first: a file left behind by a failed removal is unreachable, never a broken link.
  await deps.files.remove(document.storage_key);
  return { detail: bankAccountTexts.documentDeleted };
}

/** The statement for any member of the account; another user's reads as not found. */
export async function openBankStatement(
  deps: BankAccountsDeps,
  actor: BankActor,
  accountId: number,
  documentId: number,
): Promise<{ stream: Readable; fileName: string; contentType: string; size: number }> {
  await requireMemberAccount(deps.db, actor.actingUserId, accountId);
  const document = await findDocument(deps.db, accountId, documentId);
  if (!document) throw notFound();
  const extension = document.storage_key.split('.').pop() ?? '';
  return {
    stream: await openStoredFile(deps.files, document.storage_key),
    fileName: document.file_name,
    contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
    size: document.size_bytes,
  };
}
