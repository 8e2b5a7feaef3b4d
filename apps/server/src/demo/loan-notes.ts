// The demo's loan-note investor: notes@demo.test with an active icf account, a bank account, a
// fixed-term note earning interest, one that has matured and waits for its instruction, the 48-hour
// at-call note, one paid out last year, and the interest payments and redemptions of them all. Dates
// are relative to the day of seeding, so the holdings look current whenever the demo starts.
import { DASHBOARD_TOUR_KEY } from '@portal/contracts/constants';
import type { Queryable } from '../db/client.ts';
import { seedDemoDetails } from './details.ts';

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
  const existing = await q.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [
    DEMO_NOTES_INVESTOR.email,
  ]);
  if (existing.length > 0) return;
  const [user] = await q.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, phone_number, email_verified, verified_status,
                        onboardings)
     VALUES ($1, $2, $3, $4, $5, true, 'verified', jsonb_build_object($6::text, true)) RETURNING id`,
    [
      DEMO_NOTES_INVESTOR.email,
      passwordHash,
      DEMO_NOTES_INVESTOR.first_name,
      DEMO_NOTES_INVESTOR.last_name,
      DEMO_NOTES_INVESTOR.phone_number,
      DASHBOARD_TOUR_KEY,
    ],
  );
  const userId = user!.id;
  await q.query('INSERT INTO user_applications (user_id, application_id, modules) VALUES ($1, $2, $3)', [
    userId,
    'icf',
    NOTE_MODULES,
  ]);
  await seedDemoDetails(q, userId, DEMO_NOTES_INVESTOR);

  const [account] = await q.query<{ id: number }>(
    `INSERT INTO accounts (name, account_type, application_id, status, primary_user_id, initiator_user_id,
                           submitted_at, activated_at)
     VALUES ('Morgan Ellis', 'individual', 'icf', 'active', $1, $1, now() - interval '16 months',
             now() - interval '15 months') RETURNING id`,
    [userId],
  );
  const accountId = account!.id;
  await q.query(`INSERT INTO account_members (account_id, user_id, role) VALUES ($1, $2, 'primary')`, [
    accountId,
    userId,
  ]);
  await q.query('UPDATE users SET selected_account_id = $2 WHERE id = $1', [userId, accountId]);
  const [bank] = await q.query<{ id: number }>(
    `INSERT INTO bank_accounts (account_id, name, bsb, number, bank, branch, bsb_was_found, created_by_user_id)
     VALUES ($1, 'Morgan Ellis', '062000', '10457823', 'Commonwealth Bank of Australia', 'Sydney', true, $2)
     RETURNING id`,
    [accountId, userId],
  );
  const [bundle] = await q.query<{ id: number }>(
    `INSERT INTO loan_note_bundles (account_id, bank_account_id, created_by_user_id, created_at, issued_at)
     VALUES ($1, $2, $3, now() - interval '16 months', now() - interval '15 months') RETURNING id`,
    [accountId, bank!.id, userId],
  );

  for (const note of NOTES) await seedNote(q, { accountId, bankId: bank!.id, bundleId: bundle!.id, note });
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
  const [type] = await q.query<{ id: number; rate: string }>(
    `SELECT id, interest_rate::text AS rate FROM note_types WHERE term IS NOT DISTINCT FROM $1 AND active`,
    [note.term],
  );
  const start = monthsFromToday(-note.startMonthsAgo);
  const maturity = note.term === null ? null : monthsFromToday(note.term - note.startMonthsAgo);
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO loan_notes (account_id, bundle_id, note_type_id, face_value, interest_capitalisation,
                             bank_account_id, status, start_date, maturity_date)
     VALUES ($1, $2, $3, $4::numeric, $5, $6, $7, $8, $9) RETURNING id`,
    [
      accountId,
      bundleId,
      type!.id,
      note.face,
      note.capitalise ?? false,
      bankId,
      note.status,
      start,
      maturity,
    ],
  );
  const noteId = row!.id;
  await q.query(
    `INSERT INTO loan_note_transactions (loan_note_id, kind, amount, date) VALUES ($1, 'investment', $2::numeric, $3)`,
    [noteId, note.face, start],
  );
  // Interest: quarterly (monthly for the at-call note) on face value x rate, up to today or maturity.
  const step = note.term === null ? 1 : 3;
  const periodsPerYear = 12 / step;
  for (let k = 1; ; k++) {
    const monthsIn = k * step;
    if (note.term !== null && monthsIn > note.term) break;
    if (monthsIn >= note.startMonthsAgo) break;
    await q.query(
      `INSERT INTO loan_note_transactions (loan_note_id, kind, amount, date)
       VALUES ($1, 'interest', round($2::numeric * $3::numeric / 100 / $4, 2), $5)`,
      [noteId, note.face, type!.rate, periodsPerYear, monthsFromToday(monthsIn - note.startMonthsAgo)],
    );
  }
  if (note.status === 'redeemed' && maturity !== null)
    await q.query(
      `INSERT INTO loan_note_transactions (loan_note_id, kind, amount, date) VALUES ($1, 'redemption', $2::numeric, $3)`,
      [noteId, note.face, maturity],
    );
}
