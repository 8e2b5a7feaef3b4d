import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { lastWeekday, seedDemoPortfolio } from './portfolio.ts';

const END = '2026-06-30';

async function fingerprint(t: TestApp) {
  const [row] = await t.db.query<Record<string, string>>(
    `SELECT (SELECT count(*)::text FROM daily_valuations) AS valuations,
            (SELECT sum(value)::text FROM daily_valuations) AS value_sum,
            (SELECT sum(unrealised)::text FROM monthly_returns) AS unrealised_sum,
            (SELECT count(*)::text FROM transactions) AS transactions,
            (SELECT sum(amount)::text FROM transactions) AS amount_sum,
            (SELECT sum(units)::text FROM holdings) AS units_sum,
            (SELECT sum(balance)::text FROM margin_loans) AS loan_sum,
            (SELECT count(*) || ' ' || sum(level) FROM benchmark_levels) AS levels`,
  );
  return row!;
}

describe('seedDemoPortfolio over the default five years', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const result = await seedDemoPortfolio(t.db, { endDate: END });
    expect(result.users).toBe(2);
    expect(result.investmentOptions).toBe(14);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('prices at least five years of weekdays ending on the end date', async () => {
    const [row] = await t.db.query<{ first: string; last: string; days: number; weekend: number }>(
      `SELECT min(date)::text AS first, max(date)::text AS last, count(DISTINCT date)::int AS days,
              count(*) FILTER (WHERE extract(isodow FROM date) > 5)::int AS weekend
         FROM security_prices`,
    );
    expect(row!.last).toBe(END);
    expect(row!.first <= '2021-06-30').toBe(true);
    expect(row!.days).toBeGreaterThanOrEqual(5 * 260);
    expect(row!.weekend).toBe(0);
    const [valued] = await t.db.query<{ first: string; last: string }>(
      'SELECT min(date)::text AS first, max(date)::text AS last FROM daily_valuations',
    );
    expect(valued).toEqual({ first: row!.first, last: END });
  });

  it('keeps closing = opening + movements + returns in every month, and chains the months', async () => {
    const broken = await t.db.query(
      `SELECT investment_option_id, month FROM monthly_returns
        WHERE closing_value - opening_value <>
              movements_in - movements_out - withholding_tax + dividends + premiums_received + other_income
              - fees + realised + unrealised - options_bought`,
    );
    expect(broken).toEqual([]);
    const unchained = await t.db.query(
      `SELECT * FROM (
         SELECT opening_value,
                lag(closing_value) OVER (PARTITION BY investment_option_id ORDER BY month) AS previous
           FROM monthly_returns) m
        WHERE previous IS NOT NULL AND previous <> opening_value`,
    );
    expect(unchained).toEqual([]);
    const [months] = await t.db.query<{ n: number; flows: number }>(
      `SELECT count(*)::int AS n,
              count(*) FILTER (WHERE dividends > 0 AND fees > 0 AND other_income > 0)::int AS flows
         FROM monthly_returns`,
    );
    expect(months!.n).toBe(14 * 61);
    expect(months!.flows).toBeGreaterThan(100);
  });

  it('has every kind of transaction, and a cash holding that is the running sum of the cash flows', async () => {
    const kinds = await t.db.query<{ type: string }>('SELECT DISTINCT type FROM transactions ORDER BY type');
    expect(kinds.map((k) => k.type)).toEqual([
      'buy',
      'dividend',
      'fee',
      'movement_in',
      'movement_out',
      'option_bought',
      'option_premium',
      'other_income',
      'sell',
      'withholding_tax',
    ]);
    const mismatched = await t.db.query(
      `WITH cash AS (
         SELECT DISTINCT ON (h.investment_option_id) h.investment_option_id, h.units
           FROM holdings h JOIN securities s ON s.id = h.security_id AND s.code = 'AUD'
          ORDER BY h.investment_option_id, h.date DESC),
       flows AS (
         SELECT investment_option_id,
                sum(CASE WHEN type IN ('movement_in', 'sell', 'dividend', 'option_premium', 'other_income')
                         THEN amount ELSE -amount END) AS net
           FROM transactions GROUP BY 1)
       SELECT * FROM cash JOIN flows USING (investment_option_id) WHERE cash.units <> flows.net`,
    );
    expect(mismatched).toEqual([]);
    const [negative] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM holdings h JOIN securities s ON s.id = h.security_id
        WHERE h.units < 0 OR h.target_units IS NULL`,
    );
    expect(negative!.n).toBe(0);
  });

  it('franks Australian dividends at the 30% company rate and withholds 15% abroad', async () => {
    const [bhp] = await t.db.query<{ n: number; wrong: number }>(
      `SELECT count(*)::int AS n,
              count(*) FILTER (WHERE abs(franking_credit - round(amount * 3 / 7, 2)) > 0.01)::int AS wrong
         FROM transactions t JOIN securities s ON s.id = t.security_id
        WHERE s.code = 'BHP' AND t.type = 'dividend'`,
    );
    expect(bhp!.n).toBeGreaterThan(0);
    expect(bhp!.wrong).toBe(0);
    const [vgs] = await t.db.query<{ dividends: number; withheld: number }>(
      `SELECT count(*) FILTER (WHERE t.type = 'dividend')::int AS dividends,
              count(*) FILTER (WHERE t.type = 'withholding_tax')::int AS withheld
         FROM transactions t JOIN securities s ON s.id = t.security_id WHERE s.code = 'VGS'`,
    );
    expect(vgs!.dividends).toBeGreaterThan(0);
    expect(vgs!.withheld).toBe(vgs!.dividends);
  });

  it('puts the margin loan on the trust accounts only, and caps the optioned securities at a strike', async () => {
    const loans = await t.db.query<{ account_type: string; rows: number }>(
      `SELECT a.account_type, count(*)::int AS rows FROM margin_loans l JOIN accounts a ON a.id = l.account_id
        GROUP BY 1`,
    );
    expect(loans.map((l) => l.account_type)).toEqual(['trust']);
    expect(loans[0]!.rows).toBeGreaterThanOrEqual(60);
    const struck = await t.db.query(
      'SELECT code FROM securities WHERE strike_price IS NOT NULL ORDER BY code',
    );
    expect(struck.length).toBeGreaterThanOrEqual(1);
  });

  it('trades parcels of at least $2,500, smaller only to close a position', async () => {
    const small = await t.db.query(
      `SELECT t.type, t.units, t.amount FROM transactions t
         LEFT JOIN holdings h ON h.investment_option_id = t.investment_option_id
                             AND h.security_id = t.security_id AND h.date = t.date
        WHERE t.type IN ('buy', 'sell') AND t.amount < 2500 AND (t.type = 'buy' OR h.units <> 0)`,
    );
    expect(small).toEqual([]);
    const [trades] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM transactions WHERE type IN ('buy', 'sell')`,
    );
    expect(trades!.n).toBeGreaterThan(500);
  });

  it('seeds two benchmarks on every trading day: shares growing faster and swinging more than the balanced mix', async () => {
    const benchmarks = await t.db.query<{
      code: string;
      name: string;
      days: number;
      first: string;
      last: string;
    }>(
      `SELECT b.code, b.name, count(*)::int AS days, min(l.date)::text AS first, max(l.date)::text AS last
         FROM benchmarks b JOIN benchmark_levels l ON l.benchmark_id = b.id
        GROUP BY b.id ORDER BY b.sort_order`,
    );
    const [calendar] = await t.db.query<{ days: number; first: string }>(
      'SELECT count(DISTINCT date)::int AS days, min(date)::text AS first FROM security_prices',
    );
    expect(benchmarks.map((b) => b.name)).toEqual([
      'Australian shares accumulation index',
      'Balanced composite index',
    ]);
    for (const b of benchmarks)
      expect(b).toMatchObject({ days: calendar!.days, first: calendar!.first, last: END });
    // Annualised growth and volatility from the daily log returns, computed here from the stored levels.
    const stats = async (code: string) => {
      const levels = (
        await t.db.query<{ level: string }>(
          `SELECT l.level::text AS level FROM benchmark_levels l JOIN benchmarks b ON b.id = l.benchmark_id
            WHERE b.code = $1 ORDER BY l.date`,
          [code],
        )
      ).map((r) => Number(r.level));
      const logs = levels.slice(1).map((level, i) => Math.log(level / levels[i]!));
      const mean = logs.reduce((a, b) => a + b, 0) / logs.length;
      const variance = logs.reduce((a, b) => a + (b - mean) ** 2, 0) / (logs.length - 1);
      return { growth: Math.exp(mean * 261) - 1, volatility: Math.sqrt(variance * 261) };
    };
    const shares = await stats(benchmarks[0]!.code);
    const balanced = await stats(benchmarks[1]!.code);
    expect(shares.volatility).toBeGreaterThan(0.12);
    expect(shares.volatility).toBeLessThan(0.2);
    expect(balanced.volatility).toBeGreaterThan(0.05);
    expect(balanced.volatility).toBeLessThan(0.1);
    expect(shares.growth).toBeGreaterThan(-0.05);
    expect(balanced.growth).toBeGreaterThan(-0.02);
    expect(balanced.growth).toBeLessThan(0.15);
  });

  it('skips users who already have investment options', async () => {
    const before = await fingerprint(t);
    const again = await seedDemoPortfolio(t.db, { endDate: END });
    expect(again.users).toBe(0);
    expect(await fingerprint(t)).toEqual(before);
  });
});

describe('seedDemoPortfolio ending in the middle of a month', () => {
  it('posts fees and cash interest on the last weekday of a month only, none in the unfinished month', async () => {
    const t = await createTestApp();
    try {
      await seedDemoPortfolio(t.db, { endDate: '2026-06-17', years: 1 });
      const offDay = await t.db.query(
        `SELECT t.type, t.date::text FROM transactions t
          WHERE t.type IN ('fee', 'other_income')
            AND t.date <> (SELECT max(d)::date FROM generate_series(date_trunc('month', t.date),
                             date_trunc('month', t.date) + interval '1 month - 1 day', interval '1 day') d
                            WHERE extract(isodow FROM d) < 6)`,
      );
      expect(offDay).toEqual([]);
      // One fee per option on Friday 29 May, the last weekday of May; none in June so far.
      const [june] = await t.db.query<{ fees: number; may: number; options: number }>(
        `SELECT count(*) FILTER (WHERE date >= '2026-06-01')::int AS fees,
                count(*) FILTER (WHERE date = '2026-05-29')::int AS may,
                (SELECT count(*)::int FROM investment_options) AS options
           FROM transactions WHERE type = 'fee'`,
      );
      expect(june!.fees).toBe(0);
      expect(june!.may).toBe(june!.options);
    } finally {
      await t.close();
    }
  }, 60_000);
});

describe('seedDemoPortfolio determinism', () => {
  it('gives identical data in two fresh databases', async () => {
    const prints = [];
    for (let run = 0; run < 2; run++) {
      const t = await createTestApp();
      try {
        await seedDemoPortfolio(t.db, { endDate: END, years: 1 });
        prints.push(await fingerprint(t));
      } finally {
        await t.close();
      }
    }
    expect(Number(prints[0]!.valuations)).toBeGreaterThan(0);
    expect(prints[1]).toEqual(prints[0]);
  }, 60_000);

  it('ends by default on the last weekday on or before today', () => {
    expect(lastWeekday(new Date(2026, 5, 28, 12))).toBe('2026-06-26'); // a Sunday
    expect(lastWeekday(new Date(2026, 5, 30, 12))).toBe('2026-06-30'); // a Tuesday
  });
});
