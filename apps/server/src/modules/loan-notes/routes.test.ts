import { loanNoteTexts } from '@portal/contracts/api/loan-notes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/client.ts';
import { call, signIn } from '../../testing/http.ts';
import { addSecondaryMember, createTestAccount } from '../../testing/onboarding-accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { giveFile } from '../account-setup/test-fixtures.ts';
import { nextInterestDate } from './service.ts';

let t: TestApp;
let investor: string; // primary of the loan-note accounts
let newcomer: string; // secondary member of `account`
let other: string; // belongs to none of them
let account: number;
let submitted: number; // an icf application already submitted
let portfolio: number; // an ipm account
let otherAccount: number; // another user's icf account
let bank: number;
let secondBank: number;
let otherBank: number;

const AT_CALL = 1; // note types of migration 016: 1 at-call, 2..6 fixed 3, 6, 12, 24, 36 months; 7 inactive
const THREE_MONTHS = 2;
const TWELVE_MONTHS = 4;
const INACTIVE = 7;

const addBank = async (q: Queryable, accountId: number, name: string) =>
  (
    await q.query<{ id: number }>(
      `INSERT INTO bank_accounts (account_id, name, bsb, number, bank, branch)
       VALUES ($1, $2, '062000', '12345678', 'Commonwealth Bank', 'Sydney') RETURNING id`,
      [accountId, name],
    )
  )[0]!.id;

const addNote = async (
  q: Queryable,
  values: {
    accountId: number;
    type: number;
    face: string;
    status: string;
    start?: string;
    maturity?: string;
  },
) =>
  (
    await q.query<{ id: number }>(
      `INSERT INTO loan_notes (account_id, note_type_id, face_value, status, start_date, maturity_date, bank_account_id)
       VALUES ($1, $2, $3::numeric, $4, $5, $6, $7) RETURNING id`,
      [
        values.accountId,
        values.type,
        values.face,
        values.status,
        values.start ?? null,
        values.maturity ?? null,
        bank,
      ],
    )
  )[0]!.id;

const get = (url: string, token: string) => call(t.app, url, { token });
const send = (method: 'POST' | 'PATCH' | 'PUT', url: string, token: string, body: unknown) =>
  call(t.app, url, { method, token, body });
const steps = async (accountId: number) =>
  (await get(`/api/accounts/${accountId}/activation-steps/`, investor)).json;
const bundleCount = async (accountId: number) =>
  (
    await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM loan_note_bundles WHERE account_id = $1',
      [accountId],
    )
  )[0]!.n;

const apply = (token: string, body: Record<string, unknown>) =>
  send('POST', '/api/loan-notes/apply-now/', token, body);
const products = (...notes: Array<[number, string, boolean?]>) =>
  notes.map(([note_type, face_value, interest_capitalisation = false]) => ({
    note_type,
    face_value,
    interest_capitalisation,
  }));

beforeAll(async () => {
  t = await createTestApp();
  account = await createTestAccount(t.db, 'investor@demo.test', { type: 'individual', application: 'icf' });
  submitted = await createTestAccount(t.db, 'investor@demo.test', {
    type: 'individual',
    application: 'icf',
    status: 'awaiting_activation',
  });
  portfolio = await createTestAccount(t.db, 'investor@demo.test', { type: 'individual' });
  otherAccount = await createTestAccount(t.db, 'details@demo.test', {
    type: 'individual',
    application: 'icf',
  });
  await addSecondaryMember(t.db, account, 'newcomer@demo.test');
  bank = await addBank(t.db, account, 'Everyday');
  secondBank = await addBank(t.db, account, 'Savings');
  otherBank = await addBank(t.db, otherAccount, 'Not yours');
  investor = await signIn(t.app, 'investor@demo.test');
  newcomer = await signIn(t.app, 'newcomer@demo.test');
  other = await signIn(t.app, 'details@demo.test');
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/loan-notes/types/', () => {
  it('lists the fixed-term line and the 48-hour at-call note, one withdrawn, rates as decimal text', async () => {
    const res = await get(`/api/loan-notes/types/?account=${account}`, investor);
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(7);
    expect(res.json[0]).toEqual({
      id: AT_CALL,
      term: null,
      is_at_call: true,
      interest_type: 'variable',
      interest_rate: '4.75',
      active: true,
    });
    expect(res.json.map((type: { term: number | null }) => type.term)).toEqual([null, 3, 6, 12, 24, 36, 60]);
    expect(res.json.filter((type: { active: boolean }) => !type.active)).toHaveLength(1);
  });
  it("answers 404 for another user's account and for no account", async () => {
    expect((await get(`/api/loan-notes/types/?account=${otherAccount}`, investor)).status).toBe(404);
    expect((await get('/api/loan-notes/types/', investor)).status).toBe(404);
    expect((await get(`/api/loan-notes/types/?account=${account}`, '')).status).toBe(401);
  });
});

describe('POST /api/loan-notes/apply-now/ and the application steps', () => {
  it('starts an icf application at loan_note_not_created', async () => {
    expect(await steps(account)).toMatchObject({
      step: 'loan_note_not_created',
      data: { loan_note_bundle_id: null },
    });
  });

  it('refuses bad input with the spec words and creates nothing', async () => {
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [
        { account, loan_notes: products([THREE_MONTHS, '9999.99'], [AT_CALL, '0.50']) },
        {
          'loan_notes.0.face_value': ['Enter an amount equal to or greater than $10,000'],
          'loan_notes.1.face_value': ['Enter an amount equal to or greater than $1'],
        },
      ],
      [
        { account, loan_notes: [{ note_type: null, face_value: '' }] },
        {
          'loan_notes.0.note_type': ['This field is required'],
          'loan_notes.0.face_value': ['This field is required'],
        },
      ],
      [
        { account, loan_notes: products([AT_CALL, '10'], [AT_CALL, '20']) },
        { 'loan_notes.1.note_type': [loanNoteTexts.oneAtCall] },
      ],
      [{ account, loan_notes: [] }, { loan_notes: [loanNoteTexts.atLeastOneProduct] }],
      [
        { account, loan_notes: products([999, '20000']) },
        { 'loan_notes.0.note_type': ['Please select an option'] },
      ],
      [
        { account, loan_notes: products([THREE_MONTHS, '20000'], [INACTIVE, '50000']) },
        { 'loan_notes.1.note_type': ['Note type is not active'] },
      ],
      [
        { account, bank_account: otherBank, loan_notes: products([THREE_MONTHS, '20000']) },
        { bank_account: [loanNoteTexts.bankAccountNotOfAccount] },
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await apply(investor, body);
      expect(res.status).toBe(400);
      expect(res.json).toEqual(errors);
    }
    expect(await bundleCount(account)).toBe(0);
  });

  it("answers 404 for another user's account, 403 for a secondary member, 400 for other lines and submitted applications", async () => {
    const body = { loan_notes: products([THREE_MONTHS, '20000']) };
    expect((await apply(investor, { ...body, account: otherAccount })).status).toBe(404);
    expect((await apply(other, { ...body, account })).status).toBe(404);
    expect((await apply(newcomer, { ...body, account })).status).toBe(403);
    expect(await apply(investor, { ...body, account: portfolio })).toMatchObject({
      status: 400,
      json: { detail: loanNoteTexts.notLoanNoteAccount },
    });
    expect(await apply(investor, { ...body, account: submitted })).toMatchObject({
      status: 400,
      json: { detail: loanNoteTexts.applicationSubmitted },
    });
    expect(await bundleCount(account)).toBe(0);
  });

  let bundleId: number;
  it('creates the bundle with its products, money kept exactly, and moves the application on', async () => {
    const res = await apply(investor, {
      account,
      bank_account: bank,
      loan_notes: products([TWELVE_MONTHS, '250000.50', true], [AT_CALL, '1']),
    });
    expect(res.status).toBe(201);
    bundleId = res.json.id;
    expect(res.json).toEqual({
      id: bundleId,
      account,
      bank_account: bank,
      can_edit: true,
      loan_notes: [
        expect.objectContaining({
          note_type: TWELVE_MONTHS,
          face_value: '250000.50',
          interest_capitalisation: true,
        }),
        expect.objectContaining({ note_type: AT_CALL, face_value: '1.00', interest_capitalisation: false }),
      ],
    });
    const info = await steps(account);
    expect(info.data.loan_note_bundle_id).toBe(bundleId);
    // An individual icf application still needs tax and certificates; then it is to be finished.
    expect(info.step).toBe('fill_in_missing_details');
    const count = await get(`/api/loan-notes/?account=${account}`, investor);
    expect(count.json.count).toBe(2);
    expect(count.json.results[0]).toMatchObject({
      status: 'applied',
      bank_account: { id: bank, number_ending: '678' },
    });
  });

  it('refuses a second application for the same account', async () => {
    const res = await apply(investor, { account, loan_notes: products([THREE_MONTHS, '20000']) });
    expect(res).toMatchObject({ status: 400, json: { detail: loanNoteTexts.alreadyApplied } });
    expect(await bundleCount(account)).toBe(1);
  });

  it('reaches finish_loan_note_application once products are chosen and no detail is missing', async () => {
    const solo = await createTestAccount(t.db, 'investor@demo.test', {
      type: 'individual',
      application: 'icf',
    });
    const userId = (
      await t.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'investor@demo.test'")
    )[0]!.id;
    await t.db.query(
      `INSERT INTO individual_taxes (user_id, has_not_tfn, is_australian_tax_resident, is_other_country_tax_resident)
       VALUES ($1, true, true, false) ON CONFLICT (user_id) DO NOTHING`,
      [userId],
    );
    await giveFile(t.db, solo, 'certificate');
    await addBank(t.db, solo, 'Solo'); // the loan-note line names a bank account
    expect(await steps(solo)).toMatchObject({ step: 'loan_note_not_created', data: { unfilled_fields: [] } });
    const res = await apply(investor, { account: solo, loan_notes: products([AT_CALL, '500']) });
    expect(await steps(solo)).toEqual({
      step: 'finish_loan_note_application',
      data: { unfilled_fields: [], warning: null, loan_note_bundle_id: res.json.id },
    });
  });

  it('shows the applied notes paying to the bank account named in the bank account step, as the bundle does', async () => {
    const later = await createTestAccount(t.db, 'investor@demo.test', {
      type: 'individual',
      application: 'icf',
    });
    // Products first, with no bank account yet: the bank account step names it afterwards.
    const res = await apply(investor, { account: later, loan_notes: products([THREE_MONTHS, '20000']) });
    expect(res.status).toBe(201);
    const nominated = await addBank(t.db, later, 'Nominated');
    const bundle = await get(`/api/loan-note-bundles/${res.json.id}/?account=${later}`, investor);
    expect(bundle.json.bank_account).toBe(nominated);
    const holdings = await get(`/api/loan-notes/?account=${later}`, investor);
    expect(holdings.json.results).toEqual([
      expect.objectContaining({
        status: 'applied',
        bank_account: { id: nominated, name: 'Nominated', bsb: '062000', number_ending: '678' },
      }),
    ]);
  });

  describe('GET and PATCH /api/loan-note-bundles/{product_id}/?account=', () => {
    it('reads the bundle for members, 404 for others and for a bundle of another account', async () => {
      const res = await get(`/api/loan-note-bundles/${bundleId}/?account=${account}`, newcomer);
      expect(res.status).toBe(200);
      expect(res.json.loan_notes).toHaveLength(2);
      expect((await get(`/api/loan-note-bundles/${bundleId}/?account=${account}`, other)).status).toBe(404);
      expect((await get(`/api/loan-note-bundles/${bundleId}/?account=${otherAccount}`, other)).status).toBe(
        404,
      );
      expect(
        (await get(`/api/loan-note-bundles/${bundleId + 999}/?account=${account}`, investor)).status,
      ).toBe(404);
    });

    it('replaces the products; bad input changes nothing', async () => {
      const url = `/api/loan-note-bundles/${bundleId}/?account=${account}`;
      const before = (await get(url, investor)).json;
      const bad = await send('PATCH', url, investor, { loan_notes: products([THREE_MONTHS, '100']) });
      expect(bad.json).toEqual({
        'loan_notes.0.face_value': ['Enter an amount equal to or greater than $10,000'],
      });
      const inactive = await send('PATCH', url, investor, { loan_notes: products([INACTIVE, '100000']) });
      expect(inactive.json).toEqual({ 'loan_notes.0.note_type': ['Note type is not active'] });
      expect(
        (await send('PATCH', url, newcomer, { loan_notes: products([THREE_MONTHS, '20000']) })).status,
      ).toBe(403);
      expect(
        (await send('PATCH', url, other, { loan_notes: products([THREE_MONTHS, '20000']) })).status,
      ).toBe(404);
      expect((await get(url, investor)).json).toEqual(before);

      const res = await send('PATCH', url, investor, {
        bank_account: secondBank,
        loan_notes: products([THREE_MONTHS, '20000']),
      });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({
        bank_account: secondBank,
        loan_notes: [{ note_type: THREE_MONTHS, face_value: '20000.00' }],
      });
    });

    it('is refused once the application is submitted', async () => {
      await t.db.query("UPDATE accounts SET status = 'awaiting_activation' WHERE id = $1", [account]);
      const url = `/api/loan-note-bundles/${bundleId}/?account=${account}`;
      const res = await send('PATCH', url, investor, { loan_notes: products([THREE_MONTHS, '30000']) });
      expect(res).toMatchObject({ status: 400, json: { detail: loanNoteTexts.applicationSubmitted } });
      expect((await get(url, investor)).json).toMatchObject({
        can_edit: false,
        loan_notes: [{ face_value: '20000.00' }],
      });
      await t.db.query("UPDATE accounts SET status = 'application_in_progress' WHERE id = $1", [account]);
    });
  });
});

describe('holdings: reinvestment, redeem requests, linked bank account, transactions', () => {
  let active: number; // a fixed-term note earning interest
  let matured: number;
  let atCall: number;
  let otherNote: number;

  beforeAll(async () => {
    active = await addNote(t.db, {
      accountId: account,
      type: TWELVE_MONTHS,
      face: '100000',
      status: 'active',
      start: '2025-01-15',
      maturity: '2099-01-15',
    });
    matured = await addNote(t.db, {
      accountId: account,
      type: THREE_MONTHS,
      face: '50000',
      status: 'matured',
      start: '2020-01-01',
      maturity: '2020-04-01',
    });
    atCall = await addNote(t.db, {
      accountId: account,
      type: AT_CALL,
      face: '5000',
      status: 'active',
      start: '2025-01-10',
    });
    otherNote = await addNote(t.db, {
      accountId: otherAccount,
      type: AT_CALL,
      face: '5000',
      status: 'active',
      start: '2025-01-10',
    });
    await t.db.query(
      `INSERT INTO loan_note_transactions (loan_note_id, kind, amount, date) VALUES
         ($1, 'investment', 100000, '2025-01-15'), ($1, 'interest', 1812.50, '2025-04-15'),
         ($1, 'interest', 1812.50, '2025-07-15'), ($2, 'redemption', 50000, '2020-04-01')`,
      [active, matured],
    );
  });

  it('lists the holdings with dates, interest paid to date and the next interest date', async () => {
    const res = await get(`/api/loan-notes/?account=${account}`, newcomer);
    expect(res.status).toBe(200);
    const note = res.json.results.find((n: { id: number }) => n.id === active);
    expect(note).toMatchObject({
      face_value: '100000.00',
      status: 'active',
      start_date: '2025-01-15',
      maturity_date: '2099-01-15',
      interest_frequency: 'quarterly',
      interest_paid_to_date: '3625.00',
      note_type: { term: 12, interest_rate: '7.25' },
    });
    expect(note.next_interest_date > '2025-07-15').toBe(true);
    expect(res.json.results.find((n: { id: number }) => n.id === atCall).interest_frequency).toBe('monthly');
    expect((await get(`/api/loan-notes/?account=${account}`, other)).status).toBe(404);
    expect((await get(`/api/loan-notes/${active}/`, other)).status).toBe(404);
  });

  it('pays quarterly from the start, monthly for the at-call note, the last at maturity', () => {
    const type = {
      id: 4,
      term: 12,
      is_at_call: false,
      interest_type: 'fixed' as const,
      interest_rate: '7.25',
      active: true,
    };
    const row = {
      status: 'active' as const,
      start_date: '2025-01-31',
      maturity_date: '2026-01-31',
      note_type: type,
    };
    expect(nextInterestDate(row, '2025-02-10')).toBe('2025-04-30');
    expect(nextInterestDate(row, '2025-12-01')).toBe('2026-01-31');
    expect(nextInterestDate(row, '2026-02-01')).toBeNull();
    const atCallRow = { ...row, maturity_date: null, note_type: { ...type, term: null, is_at_call: true } };
    expect(nextInterestDate(atCallRow, '2025-02-10')).toBe('2025-02-28');
  });

  it('saves a reinvestment instruction as a draft, then confirms it', async () => {
    const url = `/api/loan-notes/${matured}/reinvestment-instruction/`;
    expect((await send('PUT', url, investor, { option: 'reinvest' })).json).toEqual({
      note_type: ['This field is required'],
    });
    expect((await send('PUT', url, investor, { option: 'reinvest', note_type: AT_CALL })).json).toEqual({
      note_type: [loanNoteTexts.reinvestIntoFixedTerm],
    });
    expect((await send('PUT', url, investor, { option: 'reinvest', note_type: INACTIVE })).json).toEqual({
      note_type: ['Note type is not active'],
    });
    expect((await send('PUT', url, investor, { option: 'keep' })).status).toBe(400);
    expect((await send('PUT', url, newcomer, { option: 'redeem' })).status).toBe(403);
    expect((await send('PUT', url, other, { option: 'redeem' })).status).toBe(404);
    expect((await get(`/api/loan-notes/${matured}/`, investor)).json.reinvestment_instruction).toBeNull();
    expect((await send('POST', `${url}confirm/`, investor, {})).json).toEqual({
      detail: loanNoteTexts.noInstruction,
    });

    const saved = await send('PUT', url, investor, { option: 'reinvest', note_type: TWELVE_MONTHS });
    expect(saved.json.reinvestment_instruction).toMatchObject({
      option: 'reinvest',
      status: 'draft',
      note_type: { id: TWELVE_MONTHS },
    });
    expect((await send('POST', `${url}confirm/`, other, {})).status).toBe(404);
    const confirmed = await send('POST', `${url}confirm/`, investor, {});
    expect(confirmed.json.reinvestment_instruction).toMatchObject({ status: 'confirmed' });
    expect(confirmed.json.reinvestment_instruction.confirmed_at).not.toBeNull();
    // Changing it later makes it a draft again, to be confirmed again.
    const changed = await send('PUT', url, investor, { option: 'redeem' });
    expect(changed.json.reinvestment_instruction).toMatchObject({
      option: 'redeem',
      status: 'draft',
      note_type: null,
    });
  });

  it('takes instructions only for fixed-term notes not yet paid out', async () => {
    const res = await send('PUT', `/api/loan-notes/${atCall}/reinvestment-instruction/`, investor, {
      option: 'redeem',
    });
    expect(res.json).toEqual({ detail: loanNoteTexts.instructionNotAllowed });
  });

  it('redeems the at-call note on request up to its balance, confirmed once', async () => {
    const url = `/api/loan-notes/${atCall}/redeem-requests/`;
    expect((await send('POST', url, investor, { amount: '0.50' })).json).toEqual({
      amount: ['Enter an amount equal to or greater than $1'],
    });
    expect((await send('POST', url, investor, { amount: '5000.01' })).json).toEqual({
      amount: [loanNoteTexts.redeemMoreThanBalance('$5,000')],
    });
    expect(
      (await send('POST', `/api/loan-notes/${active}/redeem-requests/`, investor, { amount: '10' })).json,
    ).toEqual({
      detail: loanNoteTexts.redeemOnlyAtCall,
    });
    expect(
      (await send('POST', `/api/loan-notes/${otherNote}/redeem-requests/`, investor, { amount: '10' }))
        .status,
    ).toBe(404);
    expect((await send('POST', url, newcomer, { amount: '10' })).status).toBe(403);

    const first = await send('POST', url, investor, { amount: '3000' });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ loan_note: atCall, amount: '3000.00', status: 'draft' });
    const second = await send('POST', url, investor, { amount: '2500' });
    expect((await get(`/api/redeem-requests/${first.json.id}/`, other)).status).toBe(404);
    expect((await get(`/api/redeem-requests/${first.json.id}/`, newcomer)).status).toBe(200);
    expect((await send('POST', `/api/redeem-requests/${first.json.id}/confirm/`, other, {})).status).toBe(
      404,
    );
    const confirmed = await send('POST', `/api/redeem-requests/${first.json.id}/confirm/`, investor, {});
    expect(confirmed.json).toMatchObject({ status: 'submitted' });
    expect((await send('POST', `/api/redeem-requests/${first.json.id}/confirm/`, investor, {})).json).toEqual(
      {
        detail: loanNoteTexts.redeemAlreadySubmitted,
      },
    );
    // The second request asked for more than is left once the first was sent.
    expect(
      (await send('POST', `/api/redeem-requests/${second.json.id}/confirm/`, investor, {})).json,
    ).toEqual({
      amount: [loanNoteTexts.redeemMoreThanBalance('$2,000')],
    });
    expect((await get(`/api/loan-notes/${atCall}/`, investor)).json.pending_redemption).toBe('3000.00');
  });

  it('links another bank account of the account to a product', async () => {
    const url = '/api/loan-notes/linked-bank-account/';
    expect(
      (await send('POST', url, investor, { account, product_type: 'at-call', bank_account: otherBank })).json,
    ).toEqual({
      bank_account: [loanNoteTexts.bankAccountNotOfAccount],
    });
    expect(
      (await send('POST', url, investor, { account, product_type: 'bonds', bank_account: secondBank }))
        .status,
    ).toBe(400);
    expect(
      (await send('POST', url, other, { account, product_type: 'at-call', bank_account: secondBank })).status,
    ).toBe(404);
    expect(
      (await send('POST', url, newcomer, { account, product_type: 'at-call', bank_account: secondBank }))
        .status,
    ).toBe(403);
    expect((await get(`/api/loan-notes/${atCall}/`, investor)).json.bank_account.id).toBe(bank);

    const res = await send('POST', url, investor, {
      account,
      product_type: 'at-call',
      bank_account: secondBank,
    });
    expect(res.json).toEqual({ updated: 1 });
    expect((await get(`/api/loan-notes/${atCall}/`, investor)).json.bank_account).toMatchObject({
      id: secondBank,
      name: 'Savings',
    });
    expect((await get(`/api/loan-notes/${active}/`, investor)).json.bank_account.id).toBe(bank);
  });

  it('lists interest payments and redemptions, newest first, for members only', async () => {
    const res = await get(`/api/loan-notes/transactions/?account=${account}`, investor);
    expect(res.json.map((tr: { kind: string; amount: string }) => [tr.kind, tr.amount])).toEqual([
      ['interest', '1812.50'],
      ['interest', '1812.50'],
      ['investment', '100000.00'],
      ['redemption', '50000.00'],
    ]);
    expect(res.json[0].product).toBe('1 year - 7.25% - Fixed');
    expect((await get(`/api/loan-notes/transactions/?account=${account}`, other)).status).toBe(404);
  });

  it("lists the user's loan-note accounts and the account's bank accounts", async () => {
    const accounts = (await get('/api/loan-notes/accounts/', investor)).json.map((a: { id: number }) => a.id);
    expect(accounts).toEqual(expect.arrayContaining([account, submitted]));
    expect(accounts).not.toContain(portfolio);
    expect(accounts).not.toContain(otherAccount);
    const banks = await get(`/api/loan-notes/bank-accounts/?account=${account}`, investor);
    expect(banks.json).toEqual([
      { id: bank, name: 'Everyday', bsb: '062000', number_ending: '678' },
      { id: secondBank, name: 'Savings', bsb: '062000', number_ending: '678' },
    ]);
    expect((await get(`/api/loan-notes/bank-accounts/?account=${account}`, other)).status).toBe(404);
  });
});

describe('the demo loan-note investor', () => {
  it('holds an active icf account with a bank account, notes (one matured, one at-call) and transactions', async () => {
    const token = await signIn(t.app, 'notes@demo.test');
    const accounts = (await get('/api/loan-notes/accounts/', token)).json;
    expect(accounts).toEqual([expect.objectContaining({ name: 'Morgan Ellis', status: 'active' })]);
    const holdings = (await get(`/api/loan-notes/?account=${accounts[0].id}`, token)).json;
    expect(holdings.count).toBe(4);
    const statuses = holdings.results.map((n: { status: string; note_type: { is_at_call: boolean } }) => [
      n.status,
      n.note_type.is_at_call,
    ]);
    expect(statuses).toEqual(
      expect.arrayContaining([
        ['active', false],
        ['matured', false],
        ['active', true],
        ['redeemed', false],
      ]),
    );
    for (const note of holdings.results) expect(note.bank_account).toMatchObject({ number_ending: '823' });
    const active = holdings.results.find(
      (n: { status: string; note_type: { is_at_call: boolean } }) =>
        n.status === 'active' && !n.note_type.is_at_call,
    );
    expect(active.interest_paid_to_date).toBe('9062.50'); // two quarters of 7.25% on $250,000
    expect(active.next_interest_date).not.toBeNull();
    const kinds = (await get(`/api/loan-notes/transactions/?account=${accounts[0].id}`, token)).json.map(
      (tr: { kind: string }) => tr.kind,
    );
    expect(kinds).toEqual(expect.arrayContaining(['investment', 'interest', 'redemption']));
    expect((await get(`/api/accounts/${accounts[0].id}/activation-steps/`, token)).json.step).toBeNull();
  });
});
