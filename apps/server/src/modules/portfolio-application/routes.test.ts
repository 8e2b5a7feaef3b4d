import { portfolioTexts } from '@portal/contracts/api/portfolio-application';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../../testing/http.ts';
import { addSecondaryMember, createTestAccount } from '../../testing/onboarding-accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let investor: string; // primary of the test accounts
let other: string; // belongs to none of them
let newcomer: string; // secondary member of `account`
let account: number;
let loanNotes: number;
let submitted: number;
let sources: Array<{ id: number; name: string; is_other: boolean }>;
let otherSource: number;
let savings: number;

const body = (extra: Record<string, unknown> = {}) => ({
  account,
  is_funds_transfer: true,
  funds_transfer_amount: '1500000.00',
  is_asset_transfer: false,
  asset_transfer_amount: null,
  source_of_funds: [savings],
  source_of_funds_other: '',
  is_require_14_days_investing: false,
  investment_period: 'private_portfolio_manager_discretion',
  investment_period_months: null,
  accounting_method: 'minimise_gain',
  receive_franking_credits: 'eligible',
  is_exempt_income_tax: false,
  ...extra,
});
const post = (token: string, payload: unknown) =>
  call(t.app, '/api/portfolio-applications/', { method: 'POST', token, body: payload });
const patch = (token: string, id: number, payload: unknown) =>
  call(t.app, `/api/portfolio-applications/${id}/`, { method: 'PATCH', token, body: payload });
const rowCount = async () =>
  Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM portfolio_applications'))[0]!.n);
const unfilled = async (id: number, token: string) =>
  (await call(t.app, `/api/accounts/${id}/`, { token })).json.extra_application_info.data.unfilled_fields;

beforeAll(async () => {
  t = await createTestApp();
  account = await createTestAccount(t.db, 'investor@demo.test', { type: 'individual' });
  loanNotes = await createTestAccount(t.db, 'investor@demo.test', { type: 'individual', application: 'icf' });
  submitted = await createTestAccount(t.db, 'investor@demo.test', {
    type: 'individual',
    status: 'awaiting_activation',
  });
  await addSecondaryMember(t.db, account, 'newcomer@demo.test');
  investor = await signIn(t.app, 'investor@demo.test');
  other = await signIn(t.app, 'details@demo.test');
  newcomer = await signIn(t.app, 'newcomer@demo.test');
  sources = (await call(t.app, '/api/source-of-funds/', { token: investor })).json;
  otherSource = sources.find((s) => s.is_other)!.id;
  savings = sources.find((s) => !s.is_other)!.id;
});
afterAll(async () => t?.close());

describe('lists', () => {
  it('answers the sources of funds with Other last, and the accounting methods with minimise_gain first', async () => {
    expect(sources.length).toBeGreaterThan(2);
    expect(sources.at(-1)).toEqual({ id: otherSource, name: 'Other', is_other: true });
    const methods = await call(t.app, '/api/accounting-methods/', { token: investor });
    expect(methods.json[0]).toMatchObject({ id: 'minimise_gain', name: 'Minimise gain' });
    expect((await call(t.app, '/api/source-of-funds/')).status).toBe(401);
    expect((await call(t.app, '/api/accounting-methods/')).status).toBe(401);
  });
});

describe('portfolio details', () => {
  it('are a step of the fill-in-missing-details engine of a private-portfolio application', async () => {
    expect(await unfilled(account, investor)).toContain('portfolio_application');
    expect(await unfilled(loanNotes, investor)).not.toContain('portfolio_application');
  });

  it('answer null before any are given; only to members of the account', async () => {
    expect(
      (await call(t.app, `/api/portfolio-applications/${account}/`, { token: investor })).json,
    ).toBeNull();
    expect((await call(t.app, `/api/portfolio-applications/${account}/`, { token: other })).status).toBe(404);
    expect((await call(t.app, `/api/portfolio-applications/${account}/`)).status).toBe(401);
  });

  it('require a funding type, at least one source of funds and every answer', async () => {
    const res = await post(investor, { account });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      funding_type: [portfolioTexts.fundingRequired],
      source_of_funds: ['This field is required'],
      is_require_14_days_investing: ['Please select an option'],
      accounting_method: ['This field is required'],
      receive_franking_credits: ['Please select an option'],
      is_exempt_income_tax: ['Please select an option'],
    });
    expect(portfolioTexts.fundingRequired).toBe('Either funds transfer or asset transfer must be selected');
    const none = await post(investor, body({ is_funds_transfer: false, funds_transfer_amount: null }));
    expect(none.json).toEqual({ funding_type: ['Either funds transfer or asset transfer must be selected'] });
    const empty = await post(investor, body({ source_of_funds: [] }));
    expect(empty.json).toEqual({ source_of_funds: ['This field is required'] });
    expect(await rowCount()).toBe(0);
  });

  it('require the amount of each funding type chosen, as money above zero', async () => {
    const both = await post(
      investor,
      body({ funds_transfer_amount: '', is_asset_transfer: true, asset_transfer_amount: null }),
    );
    expect(both.json).toEqual({
      funds_transfer_amount: ['This field is required'],
      asset_transfer_amount: ['This field is required'],
    });
    const bad = await post(investor, body({ funds_transfer_amount: '12.345' }));
    expect(bad.json).toEqual({ funds_transfer_amount: ['Use no more than 2 decimal places'] });
    const negative = await post(investor, body({ funds_transfer_amount: '-5' }));
    expect(negative.json).toEqual({ funds_transfer_amount: ['Value cannot be negative'] });
    const zero = await post(investor, body({ funds_transfer_amount: '0' }));
    expect(zero.json).toEqual({ funds_transfer_amount: ['Enter an amount greater than $0'] });
  });

  it("need an answer of at most 100 characters for 'Other', and known sources", async () => {
    const missing = await post(investor, body({ source_of_funds: [otherSource] }));
    expect(missing.json).toEqual({ source_of_funds_other: ['This field is required'] });
    const long = await post(
      investor,
      body({ source_of_funds: [otherSource], source_of_funds_other: 'x'.repeat(101) }),
    );
    expect(long.json).toEqual({
      source_of_funds_other: ['Ensure this field has no more than 100 characters'],
    });
    const unknown = await post(investor, body({ source_of_funds: [999999] }));
    expect(unknown.json).toEqual({ source_of_funds: ['Please select an option'] });
    const method = await post(investor, body({ accounting_method: 'guess' }));
    expect(method.json).toEqual({ accounting_method: ['Please select an option'] });
  });

  it('need the implementation period when not fully invested within 14 days, and months for other', async () => {
    const period = await post(investor, body({ investment_period: null }));
    expect(period.json).toEqual({ investment_period: ['This field is required'] });
    const months = await post(investor, body({ investment_period: 'other' }));
    expect(months.json).toEqual({ investment_period_months: ['This field is required'] });
    for (const value of ['0', '1.5', 121, 'abc']) {
      const res = await post(investor, body({ investment_period: 'other', investment_period_months: value }));
      expect(res.json).toEqual({ investment_period_months: [portfolioTexts.monthsRange] });
    }
    expect(await rowCount()).toBe(0);
  });

  it('are created by the primary user, with unused answers blanked, and leave the engine', async () => {
    const res = await post(
      investor,
      body({
        is_asset_transfer: true,
        asset_transfer_amount: '250000',
        source_of_funds: [otherSource, savings],
        source_of_funds_other: ' Family trust distribution ',
        is_require_14_days_investing: true,
        investment_period: 'other',
        investment_period_months: 6,
      }),
    );
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      id: expect.any(Number),
      account,
      is_funds_transfer: true,
      funds_transfer_amount: '1500000.00',
      is_asset_transfer: true,
      asset_transfer_amount: '250000.00',
      source_of_funds: [savings, otherSource],
      source_of_funds_names: [sources.find((s) => s.id === savings)!.name, 'Other'],
      source_of_funds_other: 'Family trust distribution',
      is_require_14_days_investing: true,
      investment_period: null,
      investment_period_months: null,
      accounting_method: 'minimise_gain',
      accounting_method_name: 'Minimise gain',
      receive_franking_credits: 'eligible',
      is_exempt_income_tax: false,
      can_edit: true,
    });
    expect(await unfilled(account, investor)).not.toContain('portfolio_application');
    const again = await post(investor, body());
    expect(again.json).toEqual({ detail: 'These details are already on file; update them instead.' });
  });

  it('are changed with PATCH; Other answer and amounts blanked when no longer chosen', async () => {
    const res = await patch(
      investor,
      account,
      body({
        account: undefined,
        investment_period: 'other',
        investment_period_months: '18',
        receive_franking_credits: 'not_eligible',
      }),
    );
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      is_asset_transfer: false,
      asset_transfer_amount: null,
      source_of_funds: [savings],
      source_of_funds_other: '',
      investment_period: 'other',
      investment_period_months: 18,
      receive_franking_credits: 'not_eligible',
    });
    expect(
      (await call(t.app, `/api/portfolio-applications/${account}/`, { token: newcomer })).json,
    ).toMatchObject({
      investment_period_months: 18,
    });
  });

  it('are refused to other members, outsiders, loan-note accounts and submitted applications', async () => {
    const before = (await call(t.app, `/api/portfolio-applications/${account}/`, { token: investor })).json;
    expect((await patch(newcomer, account, body())).status).toBe(403);
    expect((await patch(other, account, body())).status).toBe(404);
    expect((await post(other, body())).status).toBe(404);
    expect((await post(investor, body({ account: 'x' }))).status).toBe(400);
    const icf = await post(investor, body({ account: loanNotes }));
    expect(icf.status).toBe(400);
    expect(icf.json).toEqual({ detail: portfolioTexts.notPortfolioProduct });
    const locked = await post(investor, body({ account: submitted }));
    expect(locked.status).toBe(403);
    expect((await patch(investor, 999999, body())).status).toBe(404);
    expect((await call(t.app, `/api/portfolio-applications/${account}/`, { token: investor })).json).toEqual(
      before,
    );
  });
});
