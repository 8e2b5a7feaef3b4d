// The SQL of loan notes. Money and rates leave the database as text (::text), dates as 'YYYY-MM-DD'.
import { type Expression, type Insertable, type Selectable, sql } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Queryable } from '../../db/client.ts';
import { type Database, exec, run, runMaybeOne, runOne, sqlBuilder } from '../../db/typed-sql.ts';

const noteTypeColumns = [
  't.id',
  't.term',
  't.is_at_call',
  't.interest_type',
  sql<string>`t.interest_rate::text`.as('interest_rate'),
  't.active',
] as const;

/** Every product, offered or withdrawn (a withdrawn one still names the notes that were issued of it). */
export function listNoteTypes(q: Queryable) {
  return run(
    q,
    sqlBuilder.selectFrom('note_types as t').select(noteTypeColumns).orderBy('t.sort_order').orderBy('t.id'),
  );
}

/** The product a note refers to by `column`, as one JSON object. */
const noteTypeOf = (column: 'n.note_type_id' | 'i.note_type_id') =>
  jsonObjectFrom(
    sqlBuilder
      .selectFrom('note_types as t')
      .select(noteTypeColumns)
      .where('t.id', '=', sql.ref<number>(column)),
  );

// --- Bank accounts of an account (read here, so the forms do not wait for the bank-account calls) ---

const bankAccountColumns = [
  'b.id',
  'b.name',
  'b.bsb',
  sql<string>`right(b.number, 3)`.as('number_ending'),
] as const;

/** The account's first bank account: the one the bank account step names. */
const firstBankAccountOf = (accountId: 'b.account_id' | 'n.account_id') =>
  sqlBuilder
    .selectFrom('bank_accounts as ba')
    .select('ba.id')
    .where('ba.account_id', '=', sql.ref<number>(accountId))
    .where('ba.deleted_at', 'is', null)
    .orderBy('ba.id')
    .limit(1);

export function listBankAccounts(q: Queryable, accountId: number) {
  return run(
    q,
    sqlBuilder
      .selectFrom('bank_accounts as b')
      .select(bankAccountColumns)
      .where('b.account_id', '=', accountId)
      .where('b.deleted_at', 'is', null)
      .orderBy('b.id'),
  );
}

export async function isBankAccountOf(q: Queryable, accountId: number, bankAccountId: number) {
  const row = await runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('bank_accounts')
      .select('id')
      .where('id', '=', bankAccountId)
      .where('account_id', '=', accountId)
      .where('deleted_at', 'is', null),
  );
  return row !== undefined;
}

// --- Bundles: an application for notes ---

/** Serialises two submissions of the same form for an account: the second waits for the first. */
export async function lockAccount(q: Queryable, accountId: number): Promise<void> {
  await exec(q, sqlBuilder.selectFrom('accounts').select('id').where('id', '=', accountId).forUpdate());
}

export async function findOpenBundleId(q: Queryable, accountId: number): Promise<number | null> {
  const row = await runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('loan_note_bundles')
      .select('id')
      .where('account_id', '=', accountId)
      .where('issued_at', 'is', null),
  );
  return row?.id ?? null;
}

/** The bundle when it is the account's; null otherwise (another account's bundle reads as missing). */
export async function findBundle(q: Queryable, accountId: number, bundleId: number, canEditAccount: boolean) {
  const bundle = await runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('loan_note_bundles as b')
      .select((eb) => [
        'b.id',
        'b.account_id',
        eb('b.issued_at', 'is not', null).$castTo<boolean>().as('issued'),
        // A bundle that names no bank account pays to the bank account given in the bank account step.
        eb.fn.coalesce('b.bank_account_id', firstBankAccountOf('b.account_id')).as('bank_account_id'),
      ])
      .where('b.id', '=', bundleId)
      .where('b.account_id', '=', accountId),
  );
  if (!bundle) return null;
  const notes = await run(
    q,
    sqlBuilder
      .selectFrom('loan_notes')
      .select([
        'id',
        'note_type_id as note_type',
        sql<string>`face_value::text`.as('face_value'),
        'interest_capitalisation',
        'is_automatically_created',
      ])
      .where('bundle_id', '=', bundleId)
      .orderBy('position')
      .orderBy('id'),
  );
  return {
    id: bundle.id,
    account: bundle.account_id,
    bank_account: bundle.bank_account_id,
    can_edit: canEditAccount && !bundle.issued,
    loan_notes: notes,
  };
}

export type NoteInput = Pick<
  Insertable<Database['loan_notes']>,
  'note_type_id' | 'face_value' | 'interest_capitalisation'
>;

export async function createBundle(
  q: Queryable,
  bundle: Pick<
    Insertable<Database['loan_note_bundles']>,
    'account_id' | 'bank_account_id' | 'created_by_user_id'
  >,
): Promise<number> {
  const row = await runOne(q, sqlBuilder.insertInto('loan_note_bundles').values(bundle).returning('id'));
  return row.id;
}

/** The bundle's notes become `notes`, in their order, all paying to the bundle's bank account. */
export async function replaceBundleNotes(
  q: Queryable,
  bundle: Pick<Selectable<Database['loan_note_bundles']>, 'id' | 'account_id' | 'bank_account_id'>,
  notes: NoteInput[],
): Promise<void> {
  await exec(
    q,
    sqlBuilder
      .updateTable('loan_note_bundles')
      .set({ bank_account_id: bundle.bank_account_id, updated_at: sql<Date>`now()` })
      .where('id', '=', bundle.id),
  );
  await exec(q, sqlBuilder.deleteFrom('loan_notes').where('bundle_id', '=', bundle.id));
  if (notes.length === 0) return;
  await exec(
    q,
    sqlBuilder.insertInto('loan_notes').values(
      notes.map((note, position) => ({
        account_id: bundle.account_id,
        bundle_id: bundle.id,
        note_type_id: note.note_type_id,
        face_value: note.face_value,
        interest_capitalisation: note.interest_capitalisation,
        bank_account_id: bundle.bank_account_id,
        position,
      })),
    ),
  );
}

// --- Holdings ---

/** A sum of money over no rows is zero, not null. */
const moneyTotal = (total: Expression<unknown>) => sql<string>`COALESCE((${total}), 0)::numeric(14, 2)::text`;

const holdings = () =>
  sqlBuilder
    .selectFrom('loan_notes as n')
    .leftJoin('loan_note_bundles as nb', 'nb.id', 'n.bundle_id')
    .leftJoin('reinvestment_instructions as i', 'i.loan_note_id', 'n.id')
    .select((eb) => [
      'n.id',
      'n.account_id',
      sql<string>`n.face_value::text`.as('face_value'),
      'n.interest_capitalisation',
      'n.is_automatically_created',
      'n.status',
      sql<string | null>`n.start_date::text`.as('start_date'),
      sql<string | null>`n.maturity_date::text`.as('maturity_date'),
      noteTypeOf('n.note_type_id').$notNull().as('note_type'),
      moneyTotal(
        eb
          .selectFrom('loan_note_transactions as tr')
          .select((s) => s.fn.sum('tr.amount').as('total'))
          .whereRef('tr.loan_note_id', '=', 'n.id')
          .where('tr.kind', 'in', ['interest', 'capitalised_interest']),
      ).as('interest_paid_to_date'),
      // The note's own bank account; an applied note whose bundle was created before the bank account
      // step pays, as its bundle does, to the one that step names.
      jsonObjectFrom(
        eb
          .selectFrom('bank_accounts as b')
          .select(bankAccountColumns)
          .where(
            'b.id',
            '=',
            eb.fn.coalesce('n.bank_account_id', 'nb.bank_account_id', firstBankAccountOf('n.account_id')),
          )
          .where('b.deleted_at', 'is', null),
      ).as('bank_account'),
      'i.option as instruction_option',
      'i.status as instruction_status',
      sql<string | null>`i.confirmed_at::text`.as('instruction_confirmed_at'),
      noteTypeOf('i.note_type_id').as('instruction_note_type'),
      moneyTotal(
        eb
          .selectFrom('redeem_requests as r')
          .select((s) => s.fn.sum('r.amount').as('total'))
          .whereRef('r.loan_note_id', '=', 'n.id')
          .where('r.status', '=', 'submitted'),
      ).as('pending_redemption'),
    ]);

/** The notes of an account: those under way first, then the paid-out ones; newest first within each. */
export function listHoldings(q: Queryable, accountId: number) {
  return run(
    q,
    holdings()
      .where('n.account_id', '=', accountId)
      .orderBy(sql`(n.status IN ('redeemed', 'reinvested'))`)
      .orderBy(sql`n.start_date DESC NULLS FIRST`)
      .orderBy('n.id', 'desc'),
  );
}

export type HoldingRow = Awaited<ReturnType<typeof listHoldings>>[number];

export async function findHolding(q: Queryable, noteId: number): Promise<HoldingRow | null> {
  return (await runMaybeOne(q, holdings().where('n.id', '=', noteId))) ?? null;
}

/** Locks a note for a change that depends on its balance (redeem requests). */
export async function lockNote(q: Queryable, noteId: number): Promise<void> {
  await exec(q, sqlBuilder.selectFrom('loan_notes').select('id').where('id', '=', noteId).forUpdate());
}

// --- Reinvestment instructions ---

export async function saveInstruction(
  q: Queryable,
  instruction: Pick<
    Insertable<Database['reinvestment_instructions']>,
    'loan_note_id' | 'option' | 'note_type_id' | 'updated_by_user_id'
  >,
): Promise<void> {
  await exec(
    q,
    sqlBuilder
      .insertInto('reinvestment_instructions')
      .values({ ...instruction, status: 'draft' })
      .onConflict((oc) =>
        oc.column('loan_note_id').doUpdateSet((eb) => ({
          option: eb.ref('excluded.option'),
          note_type_id: eb.ref('excluded.note_type_id'),
          status: 'draft',
          confirmed_at: null,
          updated_by_user_id: eb.ref('excluded.updated_by_user_id'),
          updated_at: sql<Date>`now()`,
        })),
      ),
  );
}

export async function confirmInstruction(q: Queryable, noteId: number, userId: number): Promise<boolean> {
  const rows = await run(
    q,
    sqlBuilder
      .updateTable('reinvestment_instructions')
      .set({
        status: 'confirmed',
        confirmed_at: sql<Date>`now()`,
        updated_by_user_id: userId,
        updated_at: sql<Date>`now()`,
      })
      .where('loan_note_id', '=', noteId)
      .returning('loan_note_id'),
  );
  return rows.length > 0;
}

// --- Redeem requests ---

const redeemColumns = [
  'id',
  'loan_note_id as loan_note',
  sql<string>`amount::text`.as('amount'),
  'status',
  sql<string>`created_at::text`.as('created_at'),
  sql<string | null>`submitted_at::text`.as('submitted_at'),
] as const;

export function createRedeemRequest(
  q: Queryable,
  request: Pick<Insertable<Database['redeem_requests']>, 'loan_note_id' | 'amount' | 'created_by_user_id'>,
) {
  return runOne(q, sqlBuilder.insertInto('redeem_requests').values(request).returning(redeemColumns));
}

export async function findRedeemRequest(q: Queryable, id: number) {
  return (
    (await runMaybeOne(
      q,
      sqlBuilder.selectFrom('redeem_requests').select(redeemColumns).where('id', '=', id),
    )) ?? null
  );
}

export async function submitRedeemRequest(q: Queryable, id: number) {
  const row = await runMaybeOne(
    q,
    sqlBuilder
      .updateTable('redeem_requests')
      .set({ status: 'submitted', submitted_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('status', '=', 'draft')
      .returning(redeemColumns),
  );
  return row ?? null;
}

// --- Linked bank account of a product ---

/** Points the account's notes of one product (at-call or fixed-term) that are not paid out to a bank account. */
export async function linkBankAccount(
  q: Queryable,
  values: { accountId: number; atCall: boolean; bankAccountId: number },
): Promise<number> {
  const rows = await run(
    q,
    sqlBuilder
      .updateTable('loan_notes as n')
      .from('note_types as t')
      .set({ bank_account_id: values.bankAccountId })
      .whereRef('t.id', '=', 'n.note_type_id')
      .where('n.account_id', '=', values.accountId)
      .where('t.is_at_call', '=', values.atCall)
      .where('n.status', 'in', ['applied', 'active', 'matured'])
      .returning('n.id'),
  );
  return rows.length;
}

// --- Transactions ---

export function listTransactions(q: Queryable, accountId: number) {
  return run(
    q,
    sqlBuilder
      .selectFrom('loan_note_transactions as tr')
      .innerJoin('loan_notes as n', 'n.id', 'tr.loan_note_id')
      .select([
        'tr.id',
        sql<string>`tr.date::text`.as('date'),
        'tr.loan_note_id as loan_note',
        'tr.kind',
        sql<string>`tr.amount::text`.as('amount'),
        noteTypeOf('n.note_type_id').$notNull().as('note_type'),
      ])
      .where('n.account_id', '=', accountId)
      .orderBy('tr.date', 'desc')
      .orderBy('tr.id', 'desc'),
  );
}

// --- The user's loan-note accounts ---

export function listLoanNoteAccounts(q: Queryable, userId: number) {
  return run(
    q,
    sqlBuilder
      .selectFrom('accounts as a')
      .select(['a.id', 'a.name', 'a.status'])
      .where('a.application_id', '=', 'icf')
      .where((eb) =>
        eb.or([
          eb('a.primary_user_id', '=', userId),
          eb.exists(
            eb
              .selectFrom('account_members as m')
              .select(sql`1`.as('one'))
              .whereRef('m.account_id', '=', 'a.id')
              .where('m.user_id', '=', userId),
          ),
          eb.exists(
            eb
              .selectFrom('account_people as p')
              .select(sql`1`.as('one'))
              .whereRef('p.account_id', '=', 'a.id')
              .where('p.user_id', '=', userId),
          ),
        ]),
      )
      .orderBy(sql`(a.status = 'active')`, 'desc')
      .orderBy('a.id'),
  );
}
