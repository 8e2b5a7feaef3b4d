// The rules of loan notes (spec 001 sections 4, 5, 7 and 8; the screens the spec does not show are
// described in docs/decisions/loan-notes.md). Reading needs membership of the account; changes are the
// primary user's. Another user's account, note, bundle or request answers 404.
import {
  compareMoney,
  formatMoney,
  interestFrequencyOf,
  isRedeemableOnRequest,
  loanNoteTexts,
  noteTypeLabel,
  type TLinkedBankAccount,
  type TLoanNote,
  type TLoanNoteAccount,
  type TLoanNoteBundle,
  type TLoanNotesAnswer,
  type TLoanNoteTransaction,
  type TNoteType,
  type TRedeemRequest,
  type ZApplyNowRequestSchema,
  type zLinkedBankAccountRequest,
  zLoanNotesForm,
  type zRedeemRequestForm,
  type zReinvestmentForm,
} from '@portal/contracts/api/loan-notes';
import type * as z from 'zod/mini';
import type { Queryable } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError, fieldError, notFound } from '../../http/errors.ts';
import { pathId } from '../../http/ids.ts';
import { parse } from '../../http/validation.ts';
import { logActorActivity } from '../../security/activity-log.ts';
import {
  type AccountRow,
  canEditDetails,
  requireMemberAccount,
  requirePrimaryAccount,
} from '../accounts/access.ts';
import type { Actor } from '../entity-details/service.ts';
import {
  confirmInstruction,
  createBundle,
  createRedeemRequest,
  findBundle,
  findHolding,
  findOpenBundleId,
  findRedeemRequest,
  type HoldingRow,
  isBankAccountOf,
  linkBankAccount,
  listBankAccounts,
  listHoldings,
  listLoanNoteAccounts,
  listNoteTypes,
  listTransactions,
  lockAccount,
  lockNote,
  type NoteInput,
  replaceBundleNotes,
  saveInstruction,
  submitRedeemRequest,
} from './queries.ts';

/** An id given in a query or a body: anything that is not one reads as a missing record. */
const idFrom = (value: string | number | undefined): number => pathId(String(value ?? ''));

/** The account a reading names (?account=); absent reads as a missing record. */
type AccountRef = string | number | undefined;

const requireLoanNoteAccount = (account: AccountRow) => {
  if (account.application_id !== 'icf') throw new AppError(400, { detail: loanNoteTexts.notLoanNoteAccount });
};

// --- Dates of a holding ---
const addMonths = (isoDate: string, months: number): string => {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
};
export const todayIso = () => new Date().toISOString().slice(0, 10);

/** Interest is paid every 3 months from the start (monthly for the 48-hour note), the last at maturity. */
export function nextInterestDate(
  row: Pick<HoldingRow, 'status' | 'start_date' | 'maturity_date' | 'note_type'>,
  today: string,
) {
  if (row.status !== 'active' || row.start_date === null) return null;
  const step = row.note_type.is_at_call ? 1 : 3;
  for (let k = 1; k < 1200; k++) {
    const date = addMonths(row.start_date, k * step);
    if (row.maturity_date !== null && date >= row.maturity_date)
      return row.maturity_date > today ? row.maturity_date : null;
    if (date > today) return date;
  }
  return null;
}

const toLoanNote = (row: HoldingRow, today: string): TLoanNote => ({
  id: row.id,
  account: row.account_id,
  note_type: row.note_type,
  face_value: row.face_value,
  interest_capitalisation: row.interest_capitalisation,
  is_automatically_created: row.is_automatically_created,
  status: row.status,
  start_date: row.start_date,
  maturity_date: row.maturity_date,
  interest_frequency: interestFrequencyOf(row.note_type.is_at_call),
  interest_paid_to_date: row.interest_paid_to_date,
  next_interest_date: nextInterestDate(row, today),
  bank_account: row.bank_account,
  reinvestment_instruction:
    row.instruction_option === null
      ? null
      : {
          option: row.instruction_option,
          note_type: row.instruction_note_type,
          status: row.instruction_status!,
          confirmed_at: row.instruction_confirmed_at,
        },
  pending_redemption: row.pending_redemption,
});

// --- Reading ---

export async function loanNoteAccounts(d: Deps, actor: Actor): Promise<TLoanNoteAccount[]> {
  return listLoanNoteAccounts(d.db, actor.actingUserId);
}

/** GET loan notes by account: the notes held and their count (0 for an account of another line). */
export async function loanNotesOf(d: Deps, actor: Actor, account: AccountRef): Promise<TLoanNotesAnswer> {
  const accountId = idFrom(account);
  await requireMemberAccount(d.db, actor.actingUserId, accountId);
  const today = todayIso();
  const results = (await listHoldings(d.db, accountId)).map((row) => toLoanNote(row, today));
  return { count: results.length, results };
}

export async function loanNote(d: Deps, actor: Actor, noteId: number): Promise<TLoanNote> {
  const row = await findHolding(d.db, noteId);
  if (!row) throw notFound();
  await requireMemberAccount(d.db, actor.actingUserId, row.account_id);
  return toLoanNote(row, todayIso());
}

/** GET loan types by account: every product, so earlier choices of a withdrawn one still read. */
export async function noteTypesFor(d: Deps, actor: Actor, account: AccountRef): Promise<TNoteType[]> {
  await requireMemberAccount(d.db, actor.actingUserId, idFrom(account));
  return listNoteTypes(d.db);
}

export async function bankAccountsFor(
  d: Deps,
  actor: Actor,
  account: AccountRef,
): Promise<TLinkedBankAccount[]> {
  const accountId = idFrom(account);
  await requireMemberAccount(d.db, actor.actingUserId, accountId);
  return listBankAccounts(d.db, accountId);
}

export async function transactionsOf(
  d: Deps,
  actor: Actor,
  account: AccountRef,
): Promise<TLoanNoteTransaction[]> {
  const accountId = idFrom(account);
  await requireMemberAccount(d.db, actor.actingUserId, accountId);
  return (await listTransactions(d.db, accountId)).map(({ note_type, ...row }) => ({
    ...row,
    product: noteTypeLabel(note_type),
  }));
}

export async function bundleOf(
  d: Deps,
  actor: Actor,
  account: AccountRef,
  bundleId: number,
): Promise<TLoanNoteBundle> {
  const { account: row } = await requireMemberAccount(d.db, actor.actingUserId, idFrom(account));
  const bundle = await findBundle(d.db, row.id, bundleId, canEditDetails(row));
  if (!bundle) throw notFound();
  return bundle;
}

// --- The product details form ---

/**
 * The form's rules on the server: the contract's (required, minimums, one 48-hour product), then the
 * products must be on offer ('Note type is not active', which the page answers with the 'Product option
 * is not available' dialog) and the bank account the account's own.
 */
async function checkedProducts(
  q: Queryable,
  accountId: number,
  body: unknown,
): Promise<{ notes: NoteInput[]; bankAccountId: number | null }> {
  const types = await listNoteTypes(q);
  const input = parse(zLoanNotesForm(types), body);
  const inactive: Record<string, string[]> = {};
  input.loan_notes.forEach((note, index) => {
    const type = types.find((t) => String(t.id) === String(note.note_type));
    if (!type?.active) inactive[`loan_notes.${index}.note_type`] = [loanNoteTexts.noteTypeNotActive];
  });
  if (Object.keys(inactive).length > 0) throw new AppError(400, inactive);
  let bankAccountId: number | null = null;
  if (input.bank_account !== null && input.bank_account !== undefined && input.bank_account !== '') {
    bankAccountId = Number(input.bank_account);
    if (!Number.isInteger(bankAccountId) || !(await isBankAccountOf(q, accountId, bankAccountId)))
      throw fieldError('bank_account', loanNoteTexts.bankAccountNotOfAccount);
  }
  const notes = input.loan_notes.map((note) => ({
    note_type_id: Number(note.note_type),
    face_value: String(note.face_value).trim(),
    interest_capitalisation: note.interest_capitalisation,
  }));
  return { notes, bankAccountId };
}

/** An application's products can change while its account's details can (the primary user's). */
async function editableLoanNoteAccount(q: Queryable, actor: Actor, account: AccountRef): Promise<AccountRow> {
  const row = await requirePrimaryAccount(q, actor.actingUserId, idFrom(account));
  requireLoanNoteAccount(row);
  if (!canEditDetails(row)) throw new AppError(400, { detail: loanNoteTexts.applicationSubmitted });
  return row;
}

/** POST apply-now (account, bank_account, loan_notes): the account's application for notes. */
export async function applyNow(
  d: Deps,
  actor: Actor,
  body: z.infer<typeof ZApplyNowRequestSchema>,
): Promise<TLoanNoteBundle> {
  const { account } = body;
  return d.db.tx(async (q) => {
    const row = await editableLoanNoteAccount(q, actor, account);
    // Serialises two submissions of the same form: the second finds the first's bundle.
    await lockAccount(q, row.id);
    if ((await findOpenBundleId(q, row.id)) !== null)
      throw new AppError(400, { detail: loanNoteTexts.alreadyApplied });
    const { notes, bankAccountId } = await checkedProducts(q, row.id, body);
    const bundleId = await createBundle(q, {
      account_id: row.id,
      bank_account_id: bankAccountId,
      created_by_user_id: actor.actingUserId,
    });
    await replaceBundleNotes(q, { id: bundleId, account_id: row.id, bank_account_id: bankAccountId }, notes);
    await logActorActivity(q, actor, 'loan_notes_applied', { account_id: row.id, bundle_id: bundleId });
    return (await findBundle(q, row.id, bundleId, true))!;
  });
}

/** PATCH loan note bundle for account and product_id: the products chosen, replaced. */
export async function updateBundle(
  d: Deps,
  actor: Actor,
  account: AccountRef,
  bundleId: number,
  body: unknown,
): Promise<TLoanNoteBundle> {
  return d.db.tx(async (q) => {
    const row = await editableLoanNoteAccount(q, actor, account);
    const bundle = await findBundle(q, row.id, bundleId, true);
    if (!bundle) throw notFound();
    if (!bundle.can_edit) throw new AppError(400, { detail: loanNoteTexts.applicationSubmitted });
    const { notes, bankAccountId } = await checkedProducts(q, row.id, body);
    await replaceBundleNotes(q, { id: bundleId, account_id: row.id, bank_account_id: bankAccountId }, notes);
    await logActorActivity(q, actor, 'loan_notes_changed', { account_id: row.id, bundle_id: bundleId });
    return (await findBundle(q, row.id, bundleId, true))!;
  });
}

// --- Holdings: instructions, redeem requests, linked bank account ---

/** The note and its account, for a change by the account's primary user. */
async function noteForChange(q: Queryable, actor: Actor, noteId: number): Promise<HoldingRow> {
  const row = await findHolding(q, noteId);
  if (!row) throw notFound();
  await requirePrimaryAccount(q, actor.actingUserId, row.account_id);
  return row;
}

const takesInstruction = (row: HoldingRow) =>
  !row.note_type.is_at_call && (row.status === 'active' || row.status === 'matured');

/** What happens at maturity: reinvest in a fixed-term product on offer, or redeem. Saved as a draft. */
export async function setInstruction(
  d: Deps,
  actor: Actor,
  noteId: number,
  input: z.infer<typeof zReinvestmentForm>,
): Promise<TLoanNote> {
  return d.db.tx(async (q) => {
    const row = await noteForChange(q, actor, noteId);
    if (!takesInstruction(row)) throw new AppError(400, { detail: loanNoteTexts.instructionNotAllowed });
    let noteTypeId: number | null = null;
    if (input.option === 'reinvest') {
      const type = (await listNoteTypes(q)).find((t) => String(t.id) === String(input.note_type));
      if (!type || type.is_at_call) throw fieldError('note_type', loanNoteTexts.reinvestIntoFixedTerm);
      if (!type.active) throw fieldError('note_type', loanNoteTexts.noteTypeNotActive);
      noteTypeId = type.id;
    }
    await saveInstruction(q, {
      loan_note_id: noteId,
      option: input.option,
      note_type_id: noteTypeId,
      updated_by_user_id: actor.actingUserId,
    });
    return toLoanNote((await findHolding(q, noteId))!, todayIso());
  });
}

export async function confirmNoteInstruction(d: Deps, actor: Actor, noteId: number): Promise<TLoanNote> {
  return d.db.tx(async (q) => {
    const row = await noteForChange(q, actor, noteId);
    if (!takesInstruction(row)) throw new AppError(400, { detail: loanNoteTexts.instructionNotAllowed });
    const instructed = row.instruction_option;
    if (instructed === null) throw new AppError(400, { detail: loanNoteTexts.noInstruction });
    // A product withdrawn between saving and confirming cannot be reinvested in.
    if (instructed === 'reinvest' && !row.instruction_note_type?.active)
      throw fieldError('note_type', loanNoteTexts.noteTypeNotActive);
    await confirmInstruction(q, noteId, actor.actingUserId);
    await logActorActivity(q, actor, 'reinvestment_instruction_confirmed', {
      loan_note_id: noteId,
      option: instructed,
    });
    return toLoanNote((await findHolding(q, noteId))!, todayIso());
  });
}

/** The balance of the at-call note not yet asked for: face value less the submitted requests. */
const availableToRedeem = (row: HoldingRow) => {
  const cents = (value: string) => {
    const [whole = '0', fraction = ''] = value.split('.');
    return BigInt(whole) * 100n + BigInt(`${fraction}00`.slice(0, 2));
  };
  const left = cents(row.face_value) - cents(row.pending_redemption);
  const text = `${left / 100n}.${String(left % 100n).padStart(2, '0')}`;
  return left < 0n ? '0.00' : text;
};

async function checkRedeemable(q: Queryable, noteId: number, amount: string): Promise<void> {
  await lockNote(q, noteId);
  const row = (await findHolding(q, noteId))!;
  if (!isRedeemableOnRequest(row)) throw new AppError(400, { detail: loanNoteTexts.redeemOnlyAtCall });
  const available = availableToRedeem(row);
  if (compareMoney(amount, available) > 0)
    throw fieldError('amount', loanNoteTexts.redeemMoreThanBalance(formatMoney(available)));
}

/** A redeem request of the 48-hour at-call note, as a draft the investor then confirms. */
export async function createRedeem(
  d: Deps,
  actor: Actor,
  noteId: number,
  { amount }: z.infer<typeof zRedeemRequestForm>,
): Promise<TRedeemRequest> {
  return d.db.tx(async (q) => {
    await noteForChange(q, actor, noteId);
    await checkRedeemable(q, noteId, amount);
    return createRedeemRequest(q, { loan_note_id: noteId, amount, created_by_user_id: actor.actingUserId });
  });
}

async function redeemRequestFor(q: Queryable, actor: Actor, id: number, change: boolean) {
  const request = await findRedeemRequest(q, id);
  if (!request) throw notFound();
  const note = await findHolding(q, request.loan_note);
  if (change) await requirePrimaryAccount(q, actor.actingUserId, note!.account_id);
  else await requireMemberAccount(q, actor.actingUserId, note!.account_id);
  return request;
}

export async function redeemRequest(d: Deps, actor: Actor, id: number): Promise<TRedeemRequest> {
  return redeemRequestFor(d.db, actor, id, false);
}

/** Confirming sends the request: the balance is checked again, against requests sent meanwhile. */
export async function confirmRedeem(d: Deps, actor: Actor, id: number): Promise<TRedeemRequest> {
  return d.db.tx(async (q) => {
    const request = await redeemRequestFor(q, actor, id, true);
    if (request.status !== 'draft') throw new AppError(400, { detail: loanNoteTexts.redeemAlreadySubmitted });
    await checkRedeemable(q, request.loan_note, request.amount);
    const sent = await submitRedeemRequest(q, id);
    if (!sent) throw new AppError(400, { detail: loanNoteTexts.redeemAlreadySubmitted });
    await logActorActivity(q, actor, 'redeem_request_submitted', {
      redeem_request_id: id,
      amount: sent.amount,
    });
    return sent;
  });
}

/** The bank account a product's notes of the account pay interest and redemptions to. */
export async function updateLinkedBankAccount(
  d: Deps,
  actor: Actor,
  input: z.infer<typeof zLinkedBankAccountRequest>,
): Promise<{ updated: number }> {
  return d.db.tx(async (q) => {
    const row = await requirePrimaryAccount(q, actor.actingUserId, idFrom(input.account));
    requireLoanNoteAccount(row);
    const bankAccountId = Number(input.bank_account);
    if (!Number.isInteger(bankAccountId) || !(await isBankAccountOf(q, row.id, bankAccountId)))
      throw fieldError('bank_account', loanNoteTexts.bankAccountNotOfAccount);
    const updated = await linkBankAccount(q, {
      accountId: row.id,
      atCall: input.product_type === 'at-call',
      bankAccountId,
    });
    if (updated === 0) throw fieldError('product_type', loanNoteTexts.noNotesForProductType);
    await logActorActivity(q, actor, 'linked_bank_account_changed', {
      account_id: row.id,
      product_type: input.product_type,
      bank_account_id: bankAccountId,
    });
    return { updated };
  });
}
