// The demo's loan-note investor: notes@demo.test with an active icf account, a bank account, a
// fixed-term note earning interest, one that has matured and waits for its instruction, the 48-hour
// at-call note, one paid out last year, and the interest payments and redemptions of them all. Dates
// are relative to the day of seeding, so the holdings look current whenever the demo starts.
import type { Queryable } from '../db/client.ts';
import { seedDemoDetails } from './details.ts';
import {
  activeNoteType,
  insertBankAccount,
  insertBundle,
  insertLoanNote,
  insertNoteInterest,
  insertNoteTransaction,
} from './queries/loan-notes.ts';
import { demoUserExists, grantApplication, insertAccount } from './queries/users.ts';
import { insertDemoInvestor, makePrimaryMember } from './users.ts';

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
  await grantApplication(q, userId, 'icf', NOTE_MODULES);
  await seedDemoDetails(q, userId, DEMO_NOTES_INVESTOR);

  const accountId = await insertAccount(q, {
    name: 'Morgan Ellis',
    account_type: 'individual',
    application_id: 'icf',
    status: 'active',
    primary_user_id: userId,
    initiator_user_id: userId,
    submitted_at: monthsAgo(16),
    activated_at: monthsAgo(15),
  });
  await makePrimaryMember(q, accountId, userId);
  const bankId = await insertBankAccount(q, {
    account_id: accountId,
    name: 'Morgan Ellis',
    bsb: '062000',
    number: '10457823',
    bank: 'Commonwealth Bank of Australia',
    branch: 'Sydney',
    bsb_was_found: true,
    created_by_user_id: userId,
  });
  const bundleId = await insertBundle(q, {
    account_id: accountId,
    bank_account_id: bankId,
    created_by_user_id: userId,
    created_at: monthsAgo(16),
    issued_at: monthsAgo(15),
  });

  for (const note of NOTES) await seedNote(q, { accountId, bankId, bundleId, note });
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
  const type = await activeNoteType(q, note.term);
  const start = monthsFromToday(-note.startMonthsAgo);
  const maturity = note.term === null ? null : monthsFromToday(note.term - note.startMonthsAgo);
  const noteId = await insertLoanNote(q, {
    account_id: accountId,
    bundle_id: bundleId,
    note_type_id: type.id,
    face_value: note.face,
    interest_capitalisation: note.capitalise ?? false,
    bank_account_id: bankId,
    status: note.status,
    start_date: start,
    maturity_date: maturity,
  });
  await insertNoteTransaction(q, {
    loan_note_id: noteId,
    kind: 'investment',
    amount: note.face,
    date: start,
  });
  // Interest: quarterly (monthly for the at-call note) on face value x rate, up to today or maturity.
  const step = note.term === null ? 1 : 3;
  const periodsPerYear = 12 / step;
  for (let k = 1; ; k++) {
    const monthsIn = k * step;
    if (note.term !== null && monthsIn > note.term) break;
    if (monthsIn >= note.startMonthsAgo) break;
    await insertNoteInterest(q, {
      noteId,
      face: note.face,
      rate: type.rate,
      perYear: periodsPerYear,
      date: monthsFromToday(monthsIn - note.startMonthsAgo),
    });
  }
  if (note.status === 'redeemed' && maturity !== null)
    await insertNoteTransaction(q, {
      loan_note_id: noteId,
      kind: 'redemption',
      amount: note.face,
      date: maturity,
    });
}

/** The moment `months` months before now. */
const monthsAgo = (months: number) => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
};
