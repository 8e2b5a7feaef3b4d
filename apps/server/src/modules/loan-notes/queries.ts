// The SQL of loan notes. Money and rates leave the database as text (::text), dates as 'YYYY-MM-DD'.
import type {
  TLinkedBankAccount,
  TLoanNoteAccount,
  TLoanNoteBundle,
  TLoanNoteStatus,
  TNoteType,
  TRedeemRequest,
  TTransactionKind,
} from '@portal/contracts/api/loan-notes';
import type { Queryable } from '../../db/client.ts';

const NOTE_TYPE_COLUMNS = `t.id, t.term, t.is_at_call, t.interest_type, t.interest_rate::text AS interest_rate, t.active`;

/** Every product, offered or withdrawn (a withdrawn one still names the notes that were issued of it). */
export function listNoteTypes(q: Queryable): Promise<TNoteType[]> {
  return q.query<TNoteType>(`SELECT ${NOTE_TYPE_COLUMNS} FROM note_types t ORDER BY t.sort_order, t.id`);
}

// --- Bank accounts of an account (read here, so the forms do not wait for the bank-account calls) ---

const BANK_ACCOUNT_COLUMNS = `b.id, b.name, b.bsb, right(b.number, 3) AS number_ending`;

export function listBankAccounts(q: Queryable, accountId: number): Promise<TLinkedBankAccount[]> {
  return q.query<TLinkedBankAccount>(
    `SELECT ${BANK_ACCOUNT_COLUMNS} FROM bank_accounts b
      WHERE b.account_id = $1 AND b.deleted_at IS NULL ORDER BY b.id`,
    [accountId],
  );
}

export async function isBankAccountOf(q: Queryable, accountId: number, bankAccountId: number) {
  const rows = await q.query(
    'SELECT 1 FROM bank_accounts WHERE id = $1 AND account_id = $2 AND deleted_at IS NULL',
    [bankAccountId, accountId],
  );
  return rows.length > 0;
}

// --- Bundles: an application for notes ---

type BundleRow = { id: number; account_id: number; bank_account_id: number | null; issued: boolean };

export async function findOpenBundleId(q: Queryable, accountId: number): Promise<number | null> {
  const [row] = await q.query<{ id: number }>(
    'SELECT id FROM loan_note_bundles WHERE account_id = $1 AND issued_at IS NULL',
    [accountId],
  );
  return row?.id ?? null;
}

/** The bundle when it is the account's; null otherwise (another account's bundle reads as missing). */
export async function findBundle(
  q: Queryable,
  accountId: number,
  bundleId: number,
  canEditAccount: boolean,
): Promise<TLoanNoteBundle | null> {
  // A bundle that names no bank account pays to the bank account given in the bank account step.
  const [bundle] = await q.query<BundleRow>(
    `SELECT b.id, b.account_id, b.issued_at IS NOT NULL AS issued,
            COALESCE(b.bank_account_id,
                     (SELECT ba.id FROM bank_accounts ba
                       WHERE ba.account_id = b.account_id AND ba.deleted_at IS NULL ORDER BY ba.id LIMIT 1))
              AS bank_account_id
       FROM loan_note_bundles b WHERE b.id = $1 AND b.account_id = $2`,
    [bundleId, accountId],
  );
  if (!bundle) return null;
  const notes = await q.query<TLoanNoteBundle['loan_notes'][number]>(
    `SELECT id, note_type_id AS note_type, face_value::text AS face_value, interest_capitalisation,
            is_automatically_created
       FROM loan_notes WHERE bundle_id = $1 ORDER BY position, id`,
    [bundleId],
  );
  return {
    id: bundle.id,
    account: bundle.account_id,
    bank_account: bundle.bank_account_id,
    can_edit: canEditAccount && !bundle.issued,
    loan_notes: notes,
  };
}

export type NoteInput = { noteTypeId: number; faceValue: string; interestCapitalisation: boolean };

export async function createBundle(
  q: Queryable,
  values: { accountId: number; bankAccountId: number | null; userId: number },
): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO loan_note_bundles (account_id, bank_account_id, created_by_user_id)
     VALUES ($1, $2, $3) RETURNING id`,
    [values.accountId, values.bankAccountId, values.userId],
  );
  return row!.id;
}

/** The bundle's notes become `notes`, in their order, all paying to the bundle's bank account. */
export async function replaceBundleNotes(
  q: Queryable,
  bundle: { id: number; accountId: number; bankAccountId: number | null },
  notes: NoteInput[],
): Promise<void> {
  await q.query('UPDATE loan_note_bundles SET bank_account_id = $2, updated_at = now() WHERE id = $1', [
    bundle.id,
    bundle.bankAccountId,
  ]);
  await q.query('DELETE FROM loan_notes WHERE bundle_id = $1', [bundle.id]);
  for (const [position, note] of notes.entries()) {
    await q.query(
      `INSERT INTO loan_notes (account_id, bundle_id, note_type_id, face_value, interest_capitalisation,
                               bank_account_id, position)
       VALUES ($1, $2, $3, $4::numeric, $5, $6, $7)`,
      [
        bundle.accountId,
        bundle.id,
        note.noteTypeId,
        note.faceValue,
        note.interestCapitalisation,
        bundle.bankAccountId,
        position,
      ],
    );
  }
}

// --- Holdings ---

export type HoldingRow = {
  id: number;
  account_id: number;
  note_type: TNoteType;
  face_value: string;
  interest_capitalisation: boolean;
  is_automatically_created: boolean;
  status: TLoanNoteStatus;
  start_date: string | null;
  maturity_date: string | null;
  interest_paid_to_date: string;
  bank_account: TLinkedBankAccount | null;
  instruction_option: 'reinvest' | 'redeem' | null;
  instruction_note_type: TNoteType | null;
  instruction_status: 'draft' | 'confirmed' | null;
  instruction_confirmed_at: string | null;
  pending_redemption: string;
};

const HOLDING_SELECT = `
  SELECT n.id, n.account_id, n.face_value::text AS face_value, n.interest_capitalisation,
         n.is_automatically_created, n.status, n.start_date::text AS start_date,
         n.maturity_date::text AS maturity_date,
         (SELECT row_to_json(x) FROM (SELECT ${NOTE_TYPE_COLUMNS} FROM note_types t WHERE t.id = n.note_type_id) x)
           AS note_type,
         COALESCE((SELECT sum(tr.amount) FROM loan_note_transactions tr
                    WHERE tr.loan_note_id = n.id AND tr.kind IN ('interest', 'capitalised_interest')), 0)::numeric(14, 2)::text
           AS interest_paid_to_date,
         (SELECT row_to_json(x) FROM (SELECT ${BANK_ACCOUNT_COLUMNS} FROM bank_accounts b
                                       WHERE b.id = n.bank_account_id AND b.deleted_at IS NULL) x) AS bank_account,
         i.option AS instruction_option, i.status AS instruction_status,
         i.confirmed_at::text AS instruction_confirmed_at,
         (SELECT row_to_json(x) FROM (SELECT ${NOTE_TYPE_COLUMNS} FROM note_types t WHERE t.id = i.note_type_id) x)
           AS instruction_note_type,
         COALESCE((SELECT sum(r.amount) FROM redeem_requests r
                    WHERE r.loan_note_id = n.id AND r.status = 'submitted'), 0)::numeric(14, 2)::text AS pending_redemption
    FROM loan_notes n
    LEFT JOIN reinvestment_instructions i ON i.loan_note_id = n.id`;

/** The notes of an account: those under way first, then the paid-out ones; newest first within each. */
export function listHoldings(q: Queryable, accountId: number): Promise<HoldingRow[]> {
  return q.query<HoldingRow>(
    `${HOLDING_SELECT}
      WHERE n.account_id = $1
      ORDER BY (n.status IN ('redeemed', 'reinvested')), n.start_date DESC NULLS FIRST, n.id DESC`,
    [accountId],
  );
}

export async function findHolding(q: Queryable, noteId: number): Promise<HoldingRow | null> {
  const [row] = await q.query<HoldingRow>(`${HOLDING_SELECT} WHERE n.id = $1`, [noteId]);
  return row ?? null;
}

/** Locks a note for a change that depends on its balance (redeem requests). */
export async function lockNote(q: Queryable, noteId: number): Promise<void> {
  await q.query('SELECT id FROM loan_notes WHERE id = $1 FOR UPDATE', [noteId]);
}

// --- Reinvestment instructions ---

export async function saveInstruction(
  q: Queryable,
  values: { noteId: number; option: 'reinvest' | 'redeem'; noteTypeId: number | null; userId: number },
): Promise<void> {
  await q.query(
    `INSERT INTO reinvestment_instructions (loan_note_id, option, note_type_id, status, updated_by_user_id)
     VALUES ($1, $2, $3, 'draft', $4)
     ON CONFLICT (loan_note_id) DO UPDATE SET option = EXCLUDED.option, note_type_id = EXCLUDED.note_type_id,
       status = 'draft', confirmed_at = NULL, updated_by_user_id = EXCLUDED.updated_by_user_id, updated_at = now()`,
    [values.noteId, values.option, values.noteTypeId, values.userId],
  );
}

export async function confirmInstruction(q: Queryable, noteId: number, userId: number): Promise<boolean> {
  const rows = await q.query(
    `UPDATE reinvestment_instructions SET status = 'confirmed', confirmed_at = now(), updated_by_user_id = $2,
            updated_at = now()
      WHERE loan_note_id = $1 RETURNING 1`,
    [noteId, userId],
  );
  return rows.length > 0;
}

// --- Redeem requests ---

const REDEEM_COLUMNS = `id, loan_note_id AS loan_note, amount::text AS amount, status, created_at::text AS created_at,
  submitted_at::text AS submitted_at`;

export async function createRedeemRequest(
  q: Queryable,
  values: { noteId: number; amount: string; userId: number },
): Promise<TRedeemRequest> {
  const [row] = await q.query<TRedeemRequest>(
    `INSERT INTO redeem_requests (loan_note_id, amount, created_by_user_id) VALUES ($1, $2::numeric, $3)
     RETURNING ${REDEEM_COLUMNS}`,
    [values.noteId, values.amount, values.userId],
  );
  return row!;
}

export async function findRedeemRequest(q: Queryable, id: number): Promise<TRedeemRequest | null> {
  const [row] = await q.query<TRedeemRequest>(`SELECT ${REDEEM_COLUMNS} FROM redeem_requests WHERE id = $1`, [
    id,
  ]);
  return row ?? null;
}

export async function submitRedeemRequest(q: Queryable, id: number): Promise<TRedeemRequest | null> {
  const [row] = await q.query<TRedeemRequest>(
    `UPDATE redeem_requests SET status = 'submitted', submitted_at = now()
      WHERE id = $1 AND status = 'draft' RETURNING ${REDEEM_COLUMNS}`,
    [id],
  );
  return row ?? null;
}

// --- Linked bank account of a product ---

/** Points the account's notes of one product (at-call or fixed-term) that are not paid out to a bank account. */
export async function linkBankAccount(
  q: Queryable,
  values: { accountId: number; atCall: boolean; bankAccountId: number },
): Promise<number> {
  const rows = await q.query(
    `UPDATE loan_notes n SET bank_account_id = $3
       FROM note_types t
      WHERE t.id = n.note_type_id AND n.account_id = $1 AND t.is_at_call = $2
        AND n.status IN ('applied', 'active', 'matured')
     RETURNING n.id`,
    [values.accountId, values.atCall, values.bankAccountId],
  );
  return rows.length;
}

// --- Transactions ---

export type TransactionRow = {
  id: number;
  date: string;
  loan_note: number;
  note_type: TNoteType;
  kind: TTransactionKind;
  amount: string;
};

export function listTransactions(q: Queryable, accountId: number): Promise<TransactionRow[]> {
  return q.query<TransactionRow>(
    `SELECT tr.id, tr.date::text AS date, tr.loan_note_id AS loan_note, tr.kind, tr.amount::text AS amount,
            (SELECT row_to_json(x) FROM (SELECT ${NOTE_TYPE_COLUMNS} FROM note_types t WHERE t.id = n.note_type_id) x)
              AS note_type
       FROM loan_note_transactions tr JOIN loan_notes n ON n.id = tr.loan_note_id
      WHERE n.account_id = $1
      ORDER BY tr.date DESC, tr.id DESC`,
    [accountId],
  );
}

// --- The user's loan-note accounts ---

export function listLoanNoteAccounts(q: Queryable, userId: number): Promise<TLoanNoteAccount[]> {
  return q.query<TLoanNoteAccount>(
    `SELECT a.id, a.name, a.status FROM accounts a
      WHERE a.application_id = 'icf'
        AND (a.primary_user_id = $1
             OR EXISTS (SELECT 1 FROM account_members m WHERE m.account_id = a.id AND m.user_id = $1)
             OR EXISTS (SELECT 1 FROM account_people p WHERE p.account_id = a.id AND p.user_id = $1))
      ORDER BY (a.status = 'active') DESC, a.id`,
    [userId],
  );
}
