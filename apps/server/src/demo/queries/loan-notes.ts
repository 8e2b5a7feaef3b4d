// The demo's loan notes: bank account, bundle, notes and their transactions.
import { type Insertable, sql } from 'kysely';
import type { Queryable } from '../../db/client.ts';
import { type Database, exec, runOne, sqlBuilder } from '../../db/typed-sql.ts';

export async function insertBankAccount(
  q: Queryable,
  bank: Insertable<Database['bank_accounts']>,
): Promise<number> {
  const row = await runOne(q, sqlBuilder.insertInto('bank_accounts').values(bank).returning('id'));
  return row.id;
}

export async function insertBundle(
  q: Queryable,
  bundle: Insertable<Database['loan_note_bundles']>,
): Promise<number> {
  const row = await runOne(q, sqlBuilder.insertInto('loan_note_bundles').values(bundle).returning('id'));
  return row.id;
}

/** The active note type of a term in months (null: the at-call note), with its rate as text. */
export const activeNoteType = (q: Queryable, term: number | null) =>
  runOne(
    q,
    sqlBuilder
      .selectFrom('note_types')
      .select(['id', sql<string>`interest_rate::text`.as('rate')])
      .where(sql<boolean>`term IS NOT DISTINCT FROM ${term}`)
      .where('active', '=', true),
  );

export async function insertLoanNote(
  q: Queryable,
  note: Insertable<Database['loan_notes']>,
): Promise<number> {
  const row = await runOne(q, sqlBuilder.insertInto('loan_notes').values(note).returning('id'));
  return row.id;
}

export const insertNoteTransaction = (
  q: Queryable,
  transaction: Insertable<Database['loan_note_transactions']>,
) => exec(q, sqlBuilder.insertInto('loan_note_transactions').values(transaction));

/** One interest payment: face value x yearly rate (a percentage) over the payments per year, to the cent. */
export const insertNoteInterest = (
  q: Queryable,
  {
    noteId,
    face,
    rate,
    perYear,
    date,
  }: { noteId: number; face: string; rate: string; perYear: number; date: string },
) =>
  exec(
    q,
    sqlBuilder.insertInto('loan_note_transactions').values({
      loan_note_id: noteId,
      kind: 'interest',
      amount: sql<string>`round(${face}::numeric * ${rate}::numeric / 100 / ${perYear}, 2)`,
      date,
    }),
  );
