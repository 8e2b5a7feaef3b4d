import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/seed.ts';
import { call, codeIn, lastMessageTo, signIn, signInStaff } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { materialise } from '../portfolio/materialise.ts';

// A tiny fixed portfolio of investor@demo.test; every expected figure below is computed by hand from it.
//
// Accounts A1 (individual) and A2 (smsf) of the investor; A3 (trust) holds nothing.
// Options: O1 = A1 x Growth, O2 = A1 x Income, O3 = A2 x Growth.
// Priced days: D0 2025-03-31, D1 2026-01-30, D2 2026-02-27, D3 2026-03-16, D4 2026-03-31.
//   AAA (equities): D0 8, D1 10, D2 11, D3 11.50, D4 12
//   BBB (equities, strike 12): D1 11, D2 13 (capped 12), D4 12.50 (capped 12); none on D3 (13 carried, 12)
//   CASH (cash): 1 on D0 and D1
// Holdings:
//   O1: AAA 100 (target 120) from D1, 60 (target 100) from D3; CASH 1000 from D1, 1500 from D2, 1960 from D3
//   O2: BBB 50 (target 50) from D1
//   O3: AAA 200 and CASH 300 from D0
// Daily values:  O1: D1 2000, D2 2600, D3 2650, D4 2680
//                O2: D1 550, D2 600, D3 600, D4 600
//                O3: D0 1900, D1 2300, D2 2500, D3 2600, D4 2700
// Transactions: O2 option_premium 30 (2026-01-15); O1 dividend 50 + franking 21.43 (2026-02-10);
//   O3 other_income 4 (2026-02-20); O1 movement_in 500 (2026-02-27); O1 fee 15 (2026-03-05);
//   O2 option_bought 8 (2026-03-10); O1 sell realised 60 (2026-03-16); O3 withholding_tax 5 (2026-03-20);
//   O3 movement_out 100 (2026-03-25).
// Margin loan of A1: 1000 from 2026-01-01, 800 from 2026-03-01.
// Unrealised = change - flows: Jan: O1 2000, O2 520, O3 400 (opening 1900) = 2920; Feb: 50 + 50 + 196 = 296;
//   Mar: 35 + 8 + 305 = 348; 2025-03: O3 1900.

let t: TestApp;
let investor: string;
let secure: string;
let staff: string;
let investorId: number;
let a1: number;
let a2: number;
let a3: number;
let o1: number;
let o2: number;
let o3: number;
let cashClass: number;
let a1Name: string;
let a2Name: string;

const url = (path: string, query = '') => `/api/ipm/dashboard/${path}/${query ? `?${query}` : ''}`;

async function signInWithCode(email: string, phone: string): Promise<string> {
  const login = await call(t.app, '/api/auth/login/', { body: { email, password: DEMO_PASSWORD } });
  const sms = await lastMessageTo(t.app, phone);
  const ok = await call(t.app, '/api/auth/login-confirmation/', {
    token: login.json.key,
    body: { code: codeIn(sms?.body) },
  });
  if (ok.status !== 200) throw new Error(`confirm ${email}: ${ok.status} ${ok.text}`);
  return ok.json.key as string;
}

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  const [row] = await t.db.query(sql, params);
  return row as T;
}

async function seedPortfolio(): Promise<void> {
  const accounts = await t.db.query<{ id: number; name: string }>(
    `SELECT a.id, a.name FROM accounts a JOIN account_members m ON m.account_id = a.id
      WHERE m.user_id = $1 AND a.application_id = 'ipm' ORDER BY a.id`,
    [investorId],
  );
  [a1, a2, a3] = accounts.map((a) => a.id) as [number, number, number];
  a1Name = accounts[0]!.name;
  a2Name = accounts[1]!.name;

  const equities = (
    await one<{ id: number }>(
      `INSERT INTO asset_classes (code, name, color, sort_order) VALUES ('AE', 'Australian Equities', '#0000aa', 1)
       ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, color = EXCLUDED.color RETURNING id`,
    )
  ).id;
  cashClass = (
    await one<{ id: number }>(
      // Cash is reference data of the IPS too: the class may be there already.
      `INSERT INTO asset_classes (code, name, color, sort_order) VALUES ('CASH', 'Cash', '#00aa00', 2)
       ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, color = EXCLUDED.color RETURNING id`,
    )
  ).id;
  const security = async (code: string, name: string, assetClass: number, strike: string | null) =>
    (
      await one<{ id: number }>(
        'INSERT INTO securities (code, name, asset_class_id, strike_price) VALUES ($1, $2, $3, $4) RETURNING id',
        [code, name, assetClass, strike],
      )
    ).id;
  const aaa = await security('AAA', 'Alpha Ltd', equities, null);
  const bbb = await security('BBB', 'Beta Corp, "B" class', equities, '12');
  const cash = await security('CASH', 'Cash account', cashClass, null);
  const prices: Array<[number, string, string]> = [
    [aaa, '2025-03-31', '8'],
    [aaa, '2026-01-30', '10'],
    [aaa, '2026-02-27', '11'],
    [aaa, '2026-03-16', '11.5'],
    [aaa, '2026-03-31', '12'],
    [bbb, '2026-01-30', '11'],
    [bbb, '2026-02-27', '13'],
    [bbb, '2026-03-31', '12.5'],
    [cash, '2025-03-31', '1'],
    [cash, '2026-01-30', '1'],
  ];
  for (const [id, date, price] of prices) {
    await t.db.query('INSERT INTO security_prices (security_id, date, price) VALUES ($1, $2, $3)', [
      id,
      date,
      price,
    ]);
  }

  const strategy = async (code: string, name: string, color: string, order: number) =>
    (
      await one<{ id: number }>(
        'INSERT INTO strategies (code, name, color, sort_order) VALUES ($1, $2, $3, $4) RETURNING id',
        [code, name, color, order],
      )
    ).id;
  // Income sorts after Growth although created first.
  const income = await strategy('INC', 'Income', '#222222', 2);
  const growth = await strategy('GRO', 'Growth', '#111111', 1);
  const option = async (account: number, strategyId: number) =>
    (
      await one<{ id: number }>(
        'INSERT INTO investment_options (account_id, strategy_id) VALUES ($1, $2) RETURNING id',
        [account, strategyId],
      )
    ).id;
  o1 = await option(a1, growth);
  o2 = await option(a1, income);
  o3 = await option(a2, growth);

  const holdings: Array<[number, number, string, string, string | null]> = [
    [o1, aaa, '2026-01-30', '100', '120'],
    [o1, aaa, '2026-03-16', '60', '100'],
    [o1, cash, '2026-01-30', '1000', null],
    [o1, cash, '2026-02-27', '1500', null],
    [o1, cash, '2026-03-16', '1960', null],
    [o2, bbb, '2026-01-30', '50', '50'],
    [o3, aaa, '2025-03-31', '200', null],
    [o3, cash, '2025-03-31', '300', null],
  ];
  for (const row of holdings) {
    await t.db.query(
      'INSERT INTO holdings (investment_option_id, security_id, date, units, target_units) VALUES ($1, $2, $3, $4, $5)',
      row,
    );
  }

  const transactions: Array<[string, number, number | null, string, string, string, string, string]> = [
    ['t1', o2, bbb, '2026-01-15', 'option_premium', '30', '0', '0'],
    ['t2', o1, aaa, '2026-02-10', 'dividend', '50', '21.43', '0'],
    ['t3', o3, null, '2026-02-20', 'other_income', '4', '0', '0'],
    ['t4', o1, cash, '2026-02-27', 'movement_in', '500', '0', '0'],
    ['t5', o1, null, '2026-03-05', 'fee', '15', '0', '0'],
    ['t6', o2, bbb, '2026-03-10', 'option_bought', '8', '0', '0'],
    ['t7', o1, aaa, '2026-03-16', 'sell', '460', '0', '60'],
    ['t8', o3, aaa, '2026-03-20', 'withholding_tax', '5', '0', '0'],
    ['t9', o3, cash, '2026-03-25', 'movement_out', '100', '0', '0'],
  ];
  for (const row of transactions) {
    await t.db.query(
      `INSERT INTO transactions (external_id, investment_option_id, security_id, date, type, amount, franking_credit,
         realised_gain) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      row,
    );
  }
  await t.db.query(
    `INSERT INTO margin_loans (account_id, date, balance) VALUES ($1, '2026-01-01', 1000), ($1, '2026-03-01', 800)`,
    [a1],
  );
  await t.db.tx((q) => materialise(q, [o1, o2, o3]));
}

beforeAll(async () => {
  t = await createTestApp();
  const users = await t.db.query<{ id: number; email: string }>('SELECT id, email FROM users');
  investorId = users.find((u) => u.email === 'investor@demo.test')!.id;
  investor = await signIn(t.app, 'investor@demo.test');
  staff = await signInStaff(t.app);
  secure = await signInWithCode('secure@demo.test', '0423456789');
  await seedPortfolio();
});
afterAll(async () => {
  await t?.close();
});

const d = (date: string, amount: string) => ({ date, amount });

describe('accounts and availability', () => {
  it("lists the investor's accounts with their options in strategy order", async () => {
    const res = await call(t.app, url('accounts'), { token: investor });
    expect(res.status).toBe(200);
    expect(res.json.map((a: { id: number }) => a.id)).toEqual([a1, a2, a3]);
    expect(res.json[0]).toMatchObject({ id: a1, name: a1Name, account_type: 'individual' });
    expect(res.json[0].investment_options).toEqual([
      { id: o1, strategy_id: expect.any(Number), label: 'Growth', color: '#111111' },
      { id: o2, strategy_id: expect.any(Number), label: 'Income', color: '#222222' },
    ]);
    expect(res.json[1].investment_options.map((o: { id: number }) => o.id)).toEqual([o3]);
    expect(res.json[2].investment_options).toEqual([]);
  });

  it('answers the latest date with data, null for a user with none', async () => {
    const res = await call(t.app, '/api/ipm/latest-availability-date/', { token: investor });
    expect(res.json).toEqual({ latest_availability_date: '2026-03-31' });
    const other = await call(t.app, '/api/ipm/latest-availability-date/', { token: secure });
    expect(other.json).toEqual({ latest_availability_date: null });
  });
});

describe('total asset value', () => {
  it('twelve months back: daily totals, margin loan, net equity and per option', async () => {
    const res = await call(t.app, url('total-asset-value'), { token: investor });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      total_asset_daily_values: [
        d('2026-01-30', '4850.00'),
        d('2026-02-27', '5700.00'),
        d('2026-03-16', '5850.00'),
        d('2026-03-31', '5980.00'),
      ],
      margin_loan_daily_values: [
        d('2026-01-30', '1000.00'),
        d('2026-02-27', '1000.00'),
        d('2026-03-16', '800.00'),
        d('2026-03-31', '800.00'),
      ],
      net_equity_daily_values: [
        d('2026-01-30', '3850.00'),
        d('2026-02-27', '4700.00'),
        d('2026-03-16', '5050.00'),
        d('2026-03-31', '5180.00'),
      ],
      investment_options: [
        {
          id: o1,
          label: 'Growth',
          color: '#111111',
          total_amount: '2680.00',
          daily_values: [
            d('2026-01-30', '2000.00'),
            d('2026-02-27', '2600.00'),
            d('2026-03-16', '2650.00'),
            d('2026-03-31', '2680.00'),
          ],
        },
        {
          id: o2,
          label: 'Income',
          color: '#222222',
          total_amount: '600.00',
          daily_values: [
            d('2026-01-30', '550.00'),
            d('2026-02-27', '600.00'),
            d('2026-03-16', '600.00'),
            d('2026-03-31', '600.00'),
          ],
        },
        {
          id: o3,
          label: 'Growth',
          color: '#111111',
          total_amount: '2700.00',
          daily_values: [
            d('2026-01-30', '2300.00'),
            d('2026-02-27', '2500.00'),
            d('2026-03-16', '2600.00'),
            d('2026-03-31', '2700.00'),
          ],
        },
      ],
      total_asset: '5980.00',
      total_margin_loan: '800.00',
      net_equity: '5180.00',
      margin_loan_left_out: false,
    });
  });

  it('one account: its options only and no margin loan of the other account', async () => {
    const res = await call(t.app, url('total-asset-value', `account=${a2}`), { token: investor });
    expect(res.json.total_asset_daily_values).toEqual([
      d('2026-01-30', '2300.00'),
      d('2026-02-27', '2500.00'),
      d('2026-03-16', '2600.00'),
      d('2026-03-31', '2700.00'),
    ]);
    expect(res.json.margin_loan_daily_values.map((v: { amount: string }) => v.amount)).toEqual([
      '0.00',
      '0.00',
      '0.00',
      '0.00',
    ]);
    expect(res.json.investment_options.map((o: { id: number }) => o.id)).toEqual([o3]);
    expect([res.json.total_asset, res.json.total_margin_loan, res.json.net_equity]).toEqual([
      '2700.00',
      '0.00',
      '2700.00',
    ]);
  });

  it('one option of an account with a margin loan: the loan is the whole account’s, so it is left out and said so', async () => {
    const res = await call(t.app, url('total-asset-value', `account=${a1}&investment_option=${o2}`), {
      token: investor,
    });
    expect(res.json.net_equity_daily_values).toEqual([
      d('2026-01-30', '550.00'),
      d('2026-02-27', '600.00'),
      d('2026-03-16', '600.00'),
      d('2026-03-31', '600.00'),
    ]);
    expect(res.json.margin_loan_daily_values.map((v: { amount: string }) => v.amount)).toEqual([
      '0.00',
      '0.00',
      '0.00',
      '0.00',
    ]);
    expect([res.json.total_asset, res.json.total_margin_loan, res.json.net_equity]).toEqual([
      '600.00',
      '0.00',
      '600.00',
    ]);
    expect(res.json.margin_loan_left_out).toBe(true);
    // Every option of the account chosen by name is the whole account: the loan counts again.
    const whole = await call(t.app, url('total-asset-value', `account=${a1}&investment_option=${o1},${o2}`), {
      token: investor,
    });
    expect([whole.json.total_margin_loan, whole.json.net_equity, whole.json.margin_loan_left_out]).toEqual([
      '800.00',
      '2480.00',
      false,
    ]);
    // A loan-free option of another account is not charged the first account's loan.
    const loanFree = await call(t.app, url('total-asset-value', `investment_option=${o3}`), {
      token: investor,
    });
    expect([loanFree.json.total_asset, loanFree.json.net_equity]).toEqual(['2700.00', '2700.00']);
    // Its account chosen whole, with no loan of its own: nothing is left out.
    const ownAccount = await call(t.app, url('total-asset-value', `account=${a2}&investment_option=${o3}`), {
      token: investor,
    });
    expect(ownAccount.json.margin_loan_left_out).toBe(false);
  });

  it('an option outside the chosen accounts answers empty data', async () => {
    const res = await call(t.app, url('total-asset-value', `account=${a1}&investment_option=${o3}`), {
      token: investor,
    });
    expect(res.json).toEqual({
      total_asset_daily_values: [],
      margin_loan_daily_values: [],
      net_equity_daily_values: [],
      investment_options: [],
      total_asset: '0.00',
      total_margin_loan: '0.00',
      net_equity: '0.00',
      margin_loan_left_out: false,
    });
  });

  it('previous financial year: 1 July 2024 to 30 June 2025', async () => {
    const res = await call(t.app, url('total-asset-value', 'period=previous_financial_year'), {
      token: investor,
    });
    expect(res.json.total_asset_daily_values).toEqual([d('2025-03-31', '1900.00')]);
    expect(res.json.margin_loan_daily_values).toEqual([d('2025-03-31', '0.00')]);
    expect(res.json.net_equity_daily_values).toEqual([d('2025-03-31', '1900.00')]);
    expect(
      res.json.investment_options.map((o: { id: number; total_amount: string }) => [o.id, o.total_amount]),
    ).toEqual([
      [o1, '0.00'],
      [o2, '0.00'],
      [o3, '1900.00'],
    ]);
    expect(res.json.total_asset).toBe('1900.00');
  });
});

describe('monthly cards', () => {
  it('return summary', async () => {
    const res = await call(t.app, url('return-summary', 'period=twelve_months_back'), { token: investor });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      monthly_values: [
        {
          month: '2026-01-01',
          income_return: '30.00',
          capital_return: '2920.00',
          fee: '0.00',
          total_return: '2950.00',
        },
        {
          month: '2026-02-01',
          income_return: '75.43',
          capital_return: '296.00',
          fee: '0.00',
          total_return: '371.43',
        },
        {
          month: '2026-03-01',
          income_return: '0.00',
          capital_return: '400.00',
          fee: '-15.00',
          total_return: '385.00',
        },
      ],
      total_income_return: '105.43',
      total_capital_return: '3616.00',
      total_fee: '-15.00',
      total_return: '3706.43',
    });
  });

  it('returns by method: time- and money-weighted, each split, worked out by hand from the fixed portfolio', async () => {
    // Opening value: D0 (the last valued day before 2025-04-01), O3's 1900.
    // Time-weighted, each valued day's value less its net deposits over the day before's:
    //   D1 4850 / 1900 - 1 (income 30);  D2 (5700 - 500) / 4850 - 1 (income 54, franking 21.43);
    //   D3 5850 / 5700 - 1;  D4 (5980 + 100) / 5850 - 1 (income -5, the tax withheld).
    //   Linked: 193.1329 %; log-linked parts: income 3.4875 %, franking 0.7646 %, the rest capital.
    // Money-weighted: -1900 on 2025-03-31, +21.43 franking on 2026-02-10, -500 on 2026-02-27, +100 on
    //   2026-03-25, +5980 on 2026-03-31: R = 192.4842 % over the 365 days (bisection); the gain of
    //   $3,701.43 holds $79 income and $21.43 franking: 4.11 % and 1.11 % of it.
    const res = await call(t.app, url('returns-by-method', 'period=twelve_months_back'), { token: investor });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      start_date: '2025-03-31',
      end_date: '2026-03-31',
      time_weighted: { total: '193.13', income: '3.49', capital_growth: '188.88', franking: '0.76' },
      money_weighted: { total: '192.48', income: '4.11', capital_growth: '187.26', franking: '1.11' },
    });
  });

  it('return summary of the previous financial year holds only March 2025', async () => {
    const res = await call(t.app, url('return-summary', 'period=previous_financial_year'), {
      token: investor,
    });
    expect(res.json).toEqual({
      monthly_values: [
        {
          month: '2025-03-01',
          income_return: '0.00',
          capital_return: '1900.00',
          fee: '0.00',
          total_return: '1900.00',
        },
      ],
      total_income_return: '0.00',
      total_capital_return: '1900.00',
      total_fee: '0.00',
      total_return: '1900.00',
    });
  });

  it('current financial year equals twelve months back here', async () => {
    const current = await call(t.app, url('return-summary', 'period=current_financial_year'), {
      token: investor,
    });
    expect(current.json.total_return).toBe('3706.43');
    expect(current.json.monthly_values).toHaveLength(3);
  });

  it('capital performance', async () => {
    const res = await call(t.app, url('capital-performance'), { token: investor });
    expect(res.json).toEqual({
      monthly_values: [
        {
          month: '2026-01-01',
          unrealised: '2920.00',
          realised: '0.00',
          options_bought: '0.00',
          capital_return: '2920.00',
        },
        {
          month: '2026-02-01',
          unrealised: '296.00',
          realised: '0.00',
          options_bought: '0.00',
          capital_return: '296.00',
        },
        {
          month: '2026-03-01',
          unrealised: '348.00',
          realised: '60.00',
          options_bought: '-8.00',
          capital_return: '400.00',
        },
      ],
      total_unrealised: '3564.00',
      total_realised: '60.00',
      total_options_bought: '-8.00',
      total_capital_return: '3616.00',
    });
  });

  it('income', async () => {
    const res = await call(t.app, url('income'), { token: investor });
    expect(res.json).toEqual({
      monthly_values: [
        {
          month: '2026-01-01',
          premiums_received: '30.00',
          dividends: '0.00',
          franking_credits: '0.00',
          other_income: '0.00',
          income_return: '30.00',
        },
        {
          month: '2026-02-01',
          premiums_received: '0.00',
          dividends: '50.00',
          franking_credits: '21.43',
          other_income: '4.00',
          income_return: '75.43',
        },
        {
          month: '2026-03-01',
          premiums_received: '0.00',
          dividends: '0.00',
          franking_credits: '0.00',
          other_income: '0.00',
          income_return: '0.00',
        },
      ],
      total_premiums_received: '30.00',
      total_dividends: '50.00',
      total_franking_credits: '21.43',
      total_other_income: '4.00',
      total_income_return: '105.43',
    });
  });

  it('capital movement, signed as contributions to value', async () => {
    const res = await call(t.app, url('capital-movement'), { token: investor });
    expect(res.json).toEqual({
      monthly_values: [
        {
          month: '2026-01-01',
          movements_in: '0.00',
          movements_out: '0.00',
          franking_credits: '0.00',
          withholding_tax: '0.00',
        },
        {
          month: '2026-02-01',
          movements_in: '500.00',
          movements_out: '0.00',
          franking_credits: '-21.43',
          withholding_tax: '0.00',
        },
        {
          month: '2026-03-01',
          movements_in: '0.00',
          movements_out: '-100.00',
          franking_credits: '0.00',
          withholding_tax: '-5.00',
        },
      ],
      total_movements_in: '500.00',
      total_movements_out: '-100.00',
      total_franking_credits: '-21.43',
      total_withholding_tax: '-5.00',
    });
  });

  it('filtered to one option', async () => {
    const res = await call(t.app, url('capital-performance', `investment_option=${o2}`), { token: investor });
    expect(res.json.monthly_values).toEqual([
      {
        month: '2026-01-01',
        unrealised: '520.00',
        realised: '0.00',
        options_bought: '0.00',
        capital_return: '520.00',
      },
      {
        month: '2026-02-01',
        unrealised: '50.00',
        realised: '0.00',
        options_bought: '0.00',
        capital_return: '50.00',
      },
      {
        month: '2026-03-01',
        unrealised: '8.00',
        realised: '0.00',
        options_bought: '-8.00',
        capital_return: '0.00',
      },
    ]);
  });
});

describe('asset allocation', () => {
  it('values at the last date per class, account and option, largest first', async () => {
    const res = await call(t.app, url('asset-allocation'), { token: investor });
    const equities = { id: expect.any(Number), name: 'Australian Equities', color: '#0000aa' };
    const cash = { id: cashClass, name: 'Cash', color: '#00aa00' };
    expect(res.json).toEqual([
      {
        asset_class: equities,
        actual: '2400.00',
        account: { id: a2, name: a2Name },
        investment_option: { id: o3, label: 'Growth' },
      },
      {
        asset_class: cash,
        actual: '1960.00',
        account: { id: a1, name: a1Name },
        investment_option: { id: o1, label: 'Growth' },
      },
      {
        asset_class: equities,
        actual: '720.00',
        account: { id: a1, name: a1Name },
        investment_option: { id: o1, label: 'Growth' },
      },
      {
        asset_class: equities,
        actual: '600.00',
        account: { id: a1, name: a1Name },
        investment_option: { id: o2, label: 'Income' },
      },
      {
        asset_class: cash,
        actual: '300.00',
        account: { id: a2, name: a2Name },
        investment_option: { id: o3, label: 'Growth' },
      },
    ]);
  });

  it('at 30 June 2025 for the previous financial year (holdings and prices then)', async () => {
    const res = await call(t.app, url('asset-allocation', 'period=previous_financial_year'), {
      token: investor,
    });
    expect(
      res.json.map((r: { actual: string; investment_option: { id: number } }) => [
        r.actual,
        r.investment_option.id,
      ]),
    ).toEqual([
      ['1600.00', o3],
      ['300.00', o3],
    ]);
  });
});

describe('investments', () => {
  const row = (
    code: string,
    units: string,
    price: string,
    value: string,
    target: string | null,
    account: 'a1' | 'a2',
    option: 'o1' | 'o2' | 'o3',
  ) => ({
    code,
    name: { AAA: 'Alpha Ltd', BBB: 'Beta Corp, "B" class', CASH: 'Cash account' }[code],
    units,
    price,
    value,
    is_strike: code === 'BBB',
    target_units: target,
    account: account === 'a1' ? { id: a1, name: a1Name } : { id: a2, name: a2Name },
    investment_option: {
      o1: { id: o1, label: 'Growth' },
      o2: { id: o2, label: 'Income' },
      o3: { id: o3, label: 'Growth' },
    }[option],
    asset_class: {
      id: code === 'CASH' ? cashClass : expect.any(Number),
      name: code === 'CASH' ? 'Cash' : 'Australian Equities',
    },
  });

  it('lists the positions at the period end, by code then account', async () => {
    const res = await call(t.app, url('investments', 'page_size=99999'), { token: investor });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      count: 5,
      results: [
        row('AAA', '60', '12.00', '720.00', '100', 'a1', 'o1'),
        row('AAA', '200', '12.00', '2400.00', null, 'a2', 'o3'),
        row('BBB', '50', '12.00', '600.00', '50', 'a1', 'o2'),
        row('CASH', '1960', '1.00', '1960.00', null, 'a1', 'o1'),
        row('CASH', '300', '1.00', '300.00', null, 'a2', 'o3'),
      ],
    });
  });

  it('orders by a column, pages, searches and filters by asset class', async () => {
    const byValue = await call(t.app, url('investments', 'ordering=-value'), { token: investor });
    expect(byValue.json.results.map((r: { value: string }) => r.value)).toEqual([
      '2400.00',
      '1960.00',
      '720.00',
      '600.00',
      '300.00',
    ]);
    const page2 = await call(t.app, url('investments', 'page=2&page_size=2'), { token: investor });
    expect(page2.json.count).toBe(5);
    expect(page2.json.results.map((r: { code: string; value: string }) => [r.code, r.value])).toEqual([
      ['BBB', '600.00'],
      ['CASH', '1960.00'],
    ]);
    const beyond = await call(t.app, url('investments', 'page=9&page_size=2'), { token: investor });
    expect(beyond.json).toEqual({ count: 5, results: [] });
    const search = await call(t.app, url('investments', 'search=bEtA'), { token: investor });
    expect(search.json.results.map((r: { code: string }) => r.code)).toEqual(['BBB']);
    const cash = await call(t.app, url('investments', `asset_class=${cashClass}&ordering=-units`), {
      token: investor,
    });
    expect(cash.json.results.map((r: { units: string }) => r.units)).toEqual(['1960', '300']);
  });

  it('groups by investment across accounts and options', async () => {
    const res = await call(t.app, url('investments', 'group_by_investment=true'), { token: investor });
    expect(res.json.count).toBe(3);
    expect(res.json.results).toEqual([
      { ...row('AAA', '260', '12.00', '3120.00', '100', 'a1', 'o1'), account: null, investment_option: null },
      { ...row('BBB', '50', '12.00', '600.00', '50', 'a1', 'o2'), account: null, investment_option: null },
      { ...row('CASH', '2260', '1.00', '2260.00', null, 'a1', 'o1'), account: null, investment_option: null },
    ]);
  });

  it('streams the same rows as CSV, without paging', async () => {
    const json = await call(t.app, url('investments', 'ordering=-value&page_size=99999'), {
      token: investor,
    });
    const res = await call(t.app, url('investments', 'ordering=-value&page_size=1'), {
      token: investor,
      headers: { accept: 'text/csv' },
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Investments-\d{8}\.csv"$/);
    const lines = res.text.split('\r\n');
    expect(lines[0]).toBe('Code,Investment Name,Units,Price,Value,Target units,Account,Investment option');
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(7);
    expect(lines[4]).toBe(`BBB,"Beta Corp, ""B"" class",50,12.00,600.00,50,${a1Name},Income`);
    const quote = (v: string) => (/[",]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
    expect(lines.slice(1, 6)).toEqual(
      json.json.results.map((r: any) =>
        [
          r.code,
          r.name,
          r.units,
          r.price,
          r.value,
          r.target_units ?? '',
          r.account.name,
          r.investment_option.label,
        ]
          .map(quote)
          .join(','),
      ),
    );
  });
});

describe('investments CSV and spreadsheets', () => {
  it('neutralises a cell a spreadsheet would run as a formula, and keeps negative numbers as numbers', async () => {
    const [before] = await t.db.query<{ name: string }>('SELECT name FROM accounts WHERE id = $1', [a2]);
    await t.db.query('UPDATE accounts SET name = $2 WHERE id = $1', [
      a2,
      '=HYPERLINK("http://evil.example")',
    ]);
    try {
      const res = await call(t.app, url('investments', `account=${a2}`), {
        token: investor,
        headers: { accept: 'text/csv' },
      });
      const cells = res.text.split('\r\n')[1]!;
      expect(cells).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
      expect(cells).not.toMatch(/,=|^=/);
    } finally {
      await t.db.query('UPDATE accounts SET name = $2 WHERE id = $1', [a2, before!.name]);
    }
  });
});

describe('filter setup', () => {
  it('answers the default, saves and loads the filter', async () => {
    const initial = await call(t.app, url('filter-setup'), { token: investor });
    expect(initial.json).toEqual({
      period: { id: 'twelve_months_back' },
      account: [{ id: a1 }, { id: a2 }, { id: a3 }],
      investment_option: [],
    });
    const saved = await call(t.app, url('filter-setup'), {
      token: investor,
      method: 'PATCH',
      body: { period: 'current_financial_year', account: [a1], investment_option: [o1, o2] },
    });
    expect(saved.status).toBe(200);
    const expected = {
      period: { id: 'current_financial_year' },
      account: [{ id: a1 }],
      investment_option: [{ id: o1 }, { id: o2 }],
    };
    expect(saved.json).toEqual(expected);
    expect((await call(t.app, url('filter-setup'), { token: investor })).json).toEqual(expected);
  });

  it('refuses a bad period or ids with field errors', async () => {
    const bad = await call(t.app, url('filter-setup'), {
      token: investor,
      method: 'PATCH',
      body: { period: 'forever', account: [], investment_option: [] },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json)).toEqual(['period']);
  });

  it('in managed-user mode answers the default and writes nothing', async () => {
    const headers = { 'x-managed-user-id': String(investorId) };
    const read = await call(t.app, url('filter-setup'), { token: staff, headers });
    expect(read.status).toBe(200);
    expect(read.json).toEqual({
      period: { id: 'twelve_months_back' },
      account: [{ id: a1 }, { id: a2 }, { id: a3 }],
      investment_option: [],
    });
    const write = await call(t.app, url('filter-setup'), {
      token: staff,
      headers,
      method: 'PATCH',
      body: { period: 'previous_financial_year', account: [a2], investment_option: [] },
    });
    expect(write.status).toBe(200);
    expect(write.json.period).toEqual({ id: 'twelve_months_back' });
    const own = await call(t.app, url('filter-setup'), { token: investor });
    expect(own.json.period).toEqual({ id: 'current_financial_year' });
    // The managed user's data is what the cards show.
    const card = await call(t.app, url('total-asset-value'), { token: staff, headers });
    expect(card.json.total_asset).toBe('5980.00');
  });
});

describe("another user's data", () => {
  it('is never answered, even for its ids', async () => {
    const ids = `account=${a1},${a2}&investment_option=${o1},${o2},${o3}`;
    const total = await call(t.app, url('total-asset-value', ids), { token: secure });
    expect(total.status).toBe(200);
    expect(total.json).toMatchObject({
      total_asset_daily_values: [],
      investment_options: [],
      total_asset: '0.00',
    });
    const summary = await call(t.app, url('return-summary', ids), { token: secure });
    expect(summary.json).toEqual({
      monthly_values: [],
      total_income_return: '0.00',
      total_capital_return: '0.00',
      total_fee: '0.00',
      total_return: '0.00',
    });
    expect((await call(t.app, url('asset-allocation', ids), { token: secure })).json).toEqual([]);
    expect((await call(t.app, url('returns-by-method', ids), { token: secure })).json).toEqual({
      start_date: null,
      end_date: null,
      time_weighted: null,
      money_weighted: null,
    });
    expect((await call(t.app, url('investments', ids), { token: secure })).json).toEqual({
      count: 0,
      results: [],
    });
    const csv = await call(t.app, url('investments', ids), {
      token: secure,
      headers: { accept: 'text/csv' },
    });
    expect(csv.text.split('\r\n').filter(Boolean)).toHaveLength(1);
    const accounts = await call(t.app, url('accounts'), { token: secure });
    expect(accounts.json.map((a: { id: number }) => a.id)).not.toContain(a1);
  });

  it('cannot be saved in a filter', async () => {
    const res = await call(t.app, url('filter-setup'), {
      token: secure,
      method: 'PATCH',
      body: { period: 'twelve_months_back', account: [a1], investment_option: [o3] },
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      account: [`Invalid pk "${a1}" - object does not exist.`],
      investment_option: [`Invalid pk "${o3}" - object does not exist.`],
    });
  });
});

describe('errors', () => {
  it('asks for a sign-in', async () => {
    for (const path of [
      'accounts',
      'filter-setup',
      'total-asset-value',
      'returns-by-method',
      'investments',
    ]) {
      expect((await call(t.app, url(path))).status).toBe(401);
    }
    expect((await call(t.app, '/api/ipm/latest-availability-date/')).status).toBe(401);
  });

  it('answers a bad query with field errors', async () => {
    const res = await call(t.app, url('income', 'period=foo&account=abc'), { token: investor });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json).sort()).toEqual(['account', 'period']);
    expect(res.json.account).toEqual(['must be comma-separated ids']);
    const methods = await call(t.app, url('returns-by-method', 'period=foo'), { token: investor });
    expect(methods.status).toBe(400);
    expect(Object.keys(methods.json)).toEqual(['period']);
    const ordering = await call(t.app, url('investments', 'ordering=password'), { token: investor });
    expect(ordering.status).toBe(400);
    expect(Object.keys(ordering.json)).toEqual(['ordering']);
  });
});

describe('benchmarks', () => {
  // Index levels beside the fixed portfolio (valued on D0 2025-03-31 1900, D1 2026-01-30 4850,
  // D2 2026-02-27 5700, D3 2026-03-16 5850, D4 2026-03-31 5980):
  //   IDX:   2025-03-28 1000 (none on D0: carried), D1 1100, D2 1155, none on D3 (carried), D4 1188
  //   SHORT: D0 200, D1 220, D2 250, and no level after D2 (carried to D3 and D4)
  //   LATE:  first level on D1, after the comparison's first day (D0): it does not cover the period
  //   EMPTY: no levels at all
  beforeAll(async () => {
    const benchmark = async (code: string, name: string, order: number, levels: Array<[string, string]>) => {
      const { id } = await one<{ id: number }>(
        'INSERT INTO benchmarks (code, name, sort_order) VALUES ($1, $2, $3) RETURNING id',
        [code, name, order],
      );
      for (const [date, level] of levels)
        await t.db.query('INSERT INTO benchmark_levels (benchmark_id, date, level) VALUES ($1, $2, $3)', [
          id,
          date,
          level,
        ]);
    };
    await benchmark('SHORT', 'Short index', 2, [
      ['2025-03-31', '200'],
      ['2026-01-30', '220'],
      ['2026-02-27', '250'],
    ]);
    await benchmark('IDX', 'Shares index', 1, [
      ['2025-03-28', '1000'],
      ['2026-01-30', '1100'],
      ['2026-02-27', '1155'],
      ['2026-03-31', '1188'],
    ]);
    await benchmark('LATE', 'Late index', 3, [['2026-01-30', '50']]);
    await benchmark('EMPTY', 'Empty index', 4, []);
  });

  const choose = (token: string, benchmark: string | null, headers?: Record<string, string>) =>
    call(t.app, url('benchmark-choice'), { token, method: 'PUT', body: { benchmark }, headers });

  it('lists the benchmarks in display order with the first and last day each has a level for', async () => {
    const res = await call(t.app, url('benchmarks'), { token: investor });
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      { code: 'IDX', name: 'Shares index', first_date: '2025-03-28', last_date: '2026-03-31' },
      { code: 'SHORT', name: 'Short index', first_date: '2025-03-31', last_date: '2026-02-27' },
      { code: 'LATE', name: 'Late index', first_date: '2026-01-30', last_date: '2026-01-30' },
      { code: 'EMPTY', name: 'Empty index', first_date: null, last_date: null },
    ]);
  });

  it('answers no comparison before a benchmark is chosen', async () => {
    expect((await call(t.app, url('benchmark-choice'), { token: investor })).json).toEqual({
      benchmark: null,
    });
    const res = await call(t.app, url('benchmark-comparison'), { token: investor });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      benchmark: null,
      status: 'none',
      start_date: null,
      end_date: null,
      levels_to: null,
      portfolio_return: null,
      benchmark_return: null,
      total_asset_values: [],
      returns: [],
    });
  });

  it('rebases the chosen index to the portfolio, carrying the last level over days without one', async () => {
    const saved = await choose(investor, 'IDX');
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ benchmark: { code: 'IDX', name: 'Shares index' } });
    expect((await call(t.app, url('benchmark-choice'), { token: investor })).json).toEqual(saved.json);
    const res = await call(t.app, url('benchmark-comparison', 'period=twelve_months_back'), {
      token: investor,
    });
    expect(res.status).toBe(200);
    // Total asset value: the period's first value, 4850 on D1 (level 1100), grown by the index:
    //   D2 4850 x 1155 / 1100 = 5092.50; D3 the same (1155 carried); D4 4850 x 1188 / 1100 = 5238.00.
    // Returns from D0, the time-weighted return's first day (level 1000, carried from 2025-03-28):
    //   index D1 10.00 %, D2 15.50 %, D3 15.50 %, D4 18.80 %;
    //   portfolio (time-weighted, the days as in 'returns by method'): D1 4850 / 1900 = 155.26 %,
    //   D2 x (5200 + 21.43) / 4850 = 174.81 %, D3 x 5850 / 5700 = 182.04 %, D4 x 6080 / 5850 = 193.13 %.
    expect(res.json).toEqual({
      benchmark: { code: 'IDX', name: 'Shares index' },
      status: 'shown',
      start_date: '2025-03-31',
      end_date: '2026-03-31',
      levels_to: '2026-03-31',
      portfolio_return: '193.13',
      benchmark_return: '18.80',
      total_asset_values: [
        d('2026-01-30', '4850.00'),
        d('2026-02-27', '5092.50'),
        d('2026-03-16', '5092.50'),
        d('2026-03-31', '5238.00'),
      ],
      returns: [
        { date: '2025-03-31', portfolio: '0.00', benchmark: '0.00' },
        { date: '2026-01-30', portfolio: '155.26', benchmark: '10.00' },
        { date: '2026-02-27', portfolio: '174.81', benchmark: '15.50' },
        { date: '2026-03-16', portfolio: '182.04', benchmark: '15.50' },
        { date: '2026-03-31', portfolio: '193.13', benchmark: '18.80' },
      ],
    });
    // The portfolio's figure is the return card's time-weighted return.
    const methods = await call(t.app, url('returns-by-method', 'period=twelve_months_back'), {
      token: investor,
    });
    expect(methods.json.time_weighted.total).toBe(res.json.portfolio_return);
  });

  it('follows the filter: one option, rebased to its own first value', async () => {
    // O2 alone: valued from D1 (550), so the comparison starts there: the index 1100 -> 1188 is 8.00 %,
    // O2 550 -> 600 (D2; premiums are income, not deposits) is 9.09 %.
    const res = await call(t.app, url('benchmark-comparison', `account=${a1}&investment_option=${o2}`), {
      token: investor,
    });
    expect(res.json).toMatchObject({
      status: 'shown',
      start_date: '2026-01-30',
      portfolio_return: '9.09',
      benchmark_return: '8.00',
      total_asset_values: [
        d('2026-01-30', '550.00'),
        d('2026-02-27', '577.50'),
        d('2026-03-16', '577.50'),
        d('2026-03-31', '594.00'),
      ],
    });
  });

  it('says when the index stops before the period ends, and carries its last level', async () => {
    await choose(investor, 'SHORT');
    const res = await call(t.app, url('benchmark-comparison'), { token: investor });
    // From D0 200: D1 10.00 %, D2 25.00 %, then 250 carried. Values: 4850 x 250 / 220 = 5511.36.
    expect(res.json).toMatchObject({
      status: 'shown',
      levels_to: '2026-02-27',
      benchmark_return: '25.00',
      total_asset_values: [
        d('2026-01-30', '4850.00'),
        d('2026-02-27', '5511.36'),
        d('2026-03-16', '5511.36'),
        d('2026-03-31', '5511.36'),
      ],
    });
    expect(res.json.returns.map((r: { benchmark: string }) => r.benchmark)).toEqual([
      '0.00',
      '10.00',
      '25.00',
      '25.00',
      '25.00',
    ]);
  });

  it('draws nothing when the index does not cover the first day, nor when it has no levels', async () => {
    for (const code of ['LATE', 'EMPTY']) {
      await choose(investor, code);
      const res = await call(t.app, url('benchmark-comparison'), { token: investor });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({
        status: 'not_covered',
        start_date: '2025-03-31',
        end_date: '2026-03-31',
        portfolio_return: null,
        benchmark_return: null,
        total_asset_values: [],
        returns: [],
      });
    }
  });

  it('clears the choice with null', async () => {
    const cleared = await choose(investor, null);
    expect(cleared.status).toBe(200);
    expect(cleared.json).toEqual({ benchmark: null });
    expect((await call(t.app, url('benchmark-comparison'), { token: investor })).json.status).toBe('none');
  });

  it("keeps each user's choice their own, and compares only their own options", async () => {
    await choose(investor, 'IDX');
    await choose(secure, 'SHORT');
    expect((await call(t.app, url('benchmark-choice'), { token: investor })).json.benchmark.code).toBe('IDX');
    expect((await call(t.app, url('benchmark-choice'), { token: secure })).json.benchmark.code).toBe('SHORT');
    const foreign = await call(
      t.app,
      url('benchmark-comparison', `account=${a1},${a2}&investment_option=${o1},${o2},${o3}`),
      { token: secure },
    );
    expect(foreign.json).toMatchObject({ status: 'no_data', total_asset_values: [], returns: [] });
  });

  it("in managed-user mode reads the client's choice and changes nothing", async () => {
    const headers = { 'x-managed-user-id': String(investorId) };
    const read = await call(t.app, url('benchmark-choice'), { token: staff, headers });
    expect(read.json).toEqual({ benchmark: { code: 'IDX', name: 'Shares index' } });
    const write = await choose(staff, 'LATE', headers);
    expect(write.status).toBe(200);
    expect(write.json.benchmark.code).toBe('IDX');
    expect((await call(t.app, url('benchmark-choice'), { token: investor })).json.benchmark.code).toBe('IDX');
    const card = await call(t.app, url('benchmark-comparison'), { token: staff, headers });
    expect(card.json.benchmark_return).toBe('18.80');
  });

  it('asks for a sign-in and refuses a bad choice or query, changing nothing', async () => {
    for (const path of ['benchmarks', 'benchmark-choice', 'benchmark-comparison'])
      expect((await call(t.app, url(path))).status).toBe(401);
    expect(
      (await call(t.app, url('benchmark-choice'), { method: 'PUT', body: { benchmark: null } })).status,
    ).toBe(401);
    const unknown = await choose(investor, 'NOPE');
    expect(unknown.status).toBe(400);
    expect(unknown.json).toEqual({ benchmark: ['Benchmark "NOPE" does not exist.'] });
    const malformed = await choose(investor, 'not a code!');
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.json)).toEqual(['benchmark']);
    const missing = await call(t.app, url('benchmark-choice'), { token: investor, method: 'PUT', body: {} });
    expect(missing.status).toBe(400);
    const extra = await call(t.app, url('benchmark-choice'), {
      token: investor,
      method: 'PUT',
      body: { benchmark: 'IDX', user_id: 1 },
    });
    expect(extra.status).toBe(400);
    expect((await call(t.app, url('benchmark-choice'), { token: investor })).json.benchmark.code).toBe('IDX');
    const query = await call(t.app, url('benchmark-comparison', 'period=foo&account=x'), { token: investor });
    expect(query.status).toBe(400);
    expect(Object.keys(query.json).sort()).toEqual(['account', 'period']);
  });
});
