// The demo's loan-note investor: notes@demo.test with an active icf account, a bank account, a
// fixed-term note earning interest, one that has matured and waits for its instruction, the 48-hour
// at-call note, one paid out last year, and the interest payments and redemptions of them all. Dates
// are relative to the day of seeding, so the holdings look current whenever the demo starts.
import { type RawBuilder, sql } from 'kysely';
import type { Queryable } from '../db/client.ts';
import { exec, runOne, sqlBuilder } from '../db/typed-sql.ts';
import { seedDemoDetails } from './details.ts';
import { demoUserExists, insertDemoInvestor, makePrimaryMember } from './users.ts';

export const DEMO_NOTES_INVESTOR = {
  email: 'notes@demo.test',
  first_name: 'Morgan',
  last_name: 'Ellis',
  phone_number: '0478300001',
  note: 'loan-note investor (icf): an active account with a fixed-term note, a matured one awaiting its instruction, the 48-hour at-call note, one paid out, and their transactions',
} as const;

const NOTE_MODULES = ['loan_notes', 'documents', 'settings', 'activity'];

/** 'YYYY-MM-DD' `months` months from today (negative: in the past). */
const monthsFromToday = (months: number, days = 0) => {
  const date = new Date();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  date.setUTCDate(Math.min(15 + days, 28));
  return date.toISOString().slice(0, 10);
};

type DemoNote = {
  term: number | null;
  face: string;
  status: 'active' | 'matured' | 'redeemed';
  startMonthsAgo: number;
  capitalise?: boolean;
};

const NOTES: DemoNote[] = [
  { term: 12, face: '250000.00', status: 'active', startMonthsAgo: 8 },
  { term: 6, face: '100000.00', status: 'matured', startMonthsAgo: 7 },
  { term: null, face: '25000.00', status: 'active', startMonthsAgo: 5 },
  { term: 3, face: '50000.00', status: 'redeemed', startMonthsAgo: 15 },
];

/** Idempotent: does nothing when the investor is already there. */
export async function seedDemoLoanNotes(q: Queryable, passwordHash: string): Promise<void> {
  if (await demoUserExists(q, DEMO_NOTES_INVESTOR.email)) return;
  const userId = await insertDemoInvestor(q, DEMO_NOTES_INVESTOR, passwordHash);
  await exec(
    q,
    sqlBuilder
      .insertInto('user_applications')
      .values({ user_id: userId, application_id: 'icf', modules: NOTE_MODULES }),
  );
  await seedDemoDetails(q, userId, DEMO_NOTES_INVESTOR);

  const account = await runOne(
    q,
    sqlBuilder
      .insertInto('accounts')
      .values({
        name: 'Morgan Ellis',
        account_type: 'individual',
        application_id: 'icf',
        status: 'active',
        primary_user_id: userId,
        initiator_user_id: userId,
        submitted_at: monthsAgo(16),
        activated_at: monthsAgo(15),
      })
      .returning('id'),
  );
  const accountId = account.id;
  await makePrimaryMember(q, accountId, userId);
  const bank = await runOne(
    q,
    sqlBuilder
      .insertInto('bank_accounts')
      .values({
        account_id: accountId,
        name: 'Morgan Ellis',
        bsb: '062000',
        number: '10457823',
        bank: 'Commonwealth Bank of Australia',
        branch: 'Sydney',
        bsb_was_found: true,
        created_by_user_id: userId,
      })
      .returning('id'),
  );
  const bundle = await runOne(
    q,
    sqlBuilder
      .insertInto('loan_note_bundles')
      .values({
        account_id: accountId,
        bank_account_id: bank.id,
        created_by_user_id: userId,
        created_at: monthsAgo(16),
        issued_at: monthsAgo(15),
      })
      .returning('id'),
  );

  for (const note of NOTES) await seedNote(q, { accountId, bankId: bank.id, bundleId: bundle.id, note });
}

async function seedNote(
  q: Queryable,
  {
    accountId,
    bankId,
    bundleId,
    note,
  }: { accountId: number; bankId: number; bundleId: number; note: DemoNote },
): Promise<void> {
  const type = await runOne(
    q,
    sqlBuilder
      .selectFrom('note_types')
      .select(['id', sql<string>`interest_rate::text`.as('rate')])
      .where(sql<boolean>`term IS NOT DISTINCT FROM ${note.term}`)
      .where('active', '=', true),
  );
  const start = monthsFromToday(-note.startMonthsAgo);
  const maturity = note.term === null ? null : monthsFromToday(note.term - note.startMonthsAgo);
  const row = await runOne(
    q,
    sqlBuilder
      .insertInto('loan_notes')
      .values({
        account_id: accountId,
        bundle_id: bundleId,
        note_type_id: type.id,
        face_value: note.face,
        interest_capitalisation: note.capitalise ?? false,
        bank_account_id: bankId,
        status: note.status,
        start_date: start,
        maturity_date: maturity,
      })
      .returning('id'),
  );
  const noteId = row.id;
  await exec(q, insertTransaction(noteId, 'investment', note.face, start));
  // Interest: quarterly (monthly for the at-call note) on face value x rate, up to today or maturity.
  const step = note.term === null ? 1 : 3;
  const periodsPerYear = 12 / step;
  for (let k = 1; ; k++) {
    const monthsIn = k * step;
    if (note.term !== null && monthsIn > note.term) break;
    if (monthsIn >= note.startMonthsAgo) break;
    await exec(
      q,
      insertTransaction(
        noteId,
        'interest',
        sql<string>`round(${note.face}::numeric * ${type.rate}::numeric / 100 / ${periodsPerYear}, 2)`,
        monthsFromToday(monthsIn - note.startMonthsAgo),
      ),
    );
  }
  if (note.status === 'redeemed' && maturity !== null)
    await exec(q, insertTransaction(noteId, 'redemption', note.face, maturity));
}

function insertTransaction(
  noteId: number,
  kind: 'investment' | 'interest' | 'redemption',
  amount: string | RawBuilder<string>,
  date: string,
) {
  return sqlBuilder.insertInto('loan_note_transactions').values({ loan_note_id: noteId, kind, amount, date });
}

const monthsAgo = (months: number) => sql<Date>`now() - make_interval(months => ${months})`;
