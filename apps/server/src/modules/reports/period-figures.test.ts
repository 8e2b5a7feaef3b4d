import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPORT_TYPE_IDS } from '@portal/contracts/api/reports';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPortfolio } from '../../demo/portfolio.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { returnsOfOptions } from '../dashboard/service.ts';
import { type Grouping, holdingValues, type PeriodRow, periodReturns } from './queries.ts';
import { buildReportDocument } from './service.ts';

// The figures of a report are checked against sums of the raw rows, computed here in whole cents,
// over random periods: nothing from outside the dates asked for may count.

const cents = (text: string | null | undefined) => Math.round(Number(text ?? 0) * 100);
const INCOME_TYPES = ['dividend', 'option_premium', 'other_income'];

type Flow = { option: number; date: string; type: string; amount: number; franking: number };

describe('report figures for any period', () => {
  let t: TestApp;
  let dir: string;
  let options: number[];
  let calendar: string[];
  let valuations: Map<string, number>;
  let flows: Flow[];

  /** The value of an option on the last priced day on or before (or strictly before) `date`. */
  const valueAt = (option: number, date: string, strictlyBefore = false) => {
    const day = calendar.findLast((d) => (strictlyBefore ? d < date : d <= date));
    return day === undefined ? 0 : (valuations.get(`${option}|${day}`) ?? 0);
  };
  const sumOver = (ids: number[], f: (id: number) => number) => ids.reduce((sum, id) => sum + f(id), 0);

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'period-figures-'));
    t = await createTestApp({ dataDir: path.join(dir, 'db') });
    await seedDemoPortfolio(t.db, { years: 2, emails: ['investor@demo.test'] });
    options = (
      await t.db.query<{ id: number }>(
        `SELECT io.id FROM investment_options io JOIN account_members m ON m.account_id = io.account_id
           JOIN users u ON u.id = m.user_id WHERE u.email = 'investor@demo.test' ORDER BY io.id`,
      )
    ).map((r) => r.id);
    calendar = (
      await t.db.query<{ date: string }>(
        `SELECT DISTINCT to_char(date, 'YYYY-MM-DD') AS date FROM security_prices ORDER BY 1`,
      )
    ).map((r) => r.date);
    const rows = await t.db.query<{ option: number; date: string; value: string }>(
      `SELECT investment_option_id AS option, to_char(date, 'YYYY-MM-DD') AS date, value::text
         FROM daily_valuations WHERE investment_option_id = ANY($1::int[])`,
      [options],
    );
    valuations = new Map(rows.map((r) => [`${r.option}|${r.date}`, cents(r.value)] as const));
    flows = (
      await t.db.query<{
        option: number;
        date: string;
        type: string;
        amount: string;
        franking: string;
      }>(
        `SELECT investment_option_id AS option, to_char(date, 'YYYY-MM-DD') AS date, type,
                amount::text, franking_credit::text AS franking
           FROM transactions WHERE investment_option_id = ANY($1::int[])`,
        [options],
      )
    ).map((r) => ({ ...r, amount: cents(r.amount), franking: cents(r.franking) }));
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** A period inside the data: two of its days, in order (the same day allowed). */
  const period = () =>
    fc
      .tuple(fc.nat({ max: calendar.length - 1 }), fc.nat({ max: 40 }), fc.nat({ max: 400 }))
      .map(([from, shift, length]) => {
        // Start on a priced day or a few days after one (weekends and month starts included).
        const start = addDays(calendar[from]!, shift % 4);
        const end = addDays(start, length);
        // ISO dates sort as text: the earlier of each and the last priced day.
        const last = calendar.at(-1)!;
        return { start: [start, last].sort()[0]!, end: [end, last].sort()[0]! };
      });

  /** Each option on its own, and all of them combined. */
  const groupings = (): Array<{ grouping: Grouping; members: number[][] }> => [
    { grouping: { optionIds: options, groups: options.map((_, i) => i) }, members: options.map((o) => [o]) },
    { grouping: { optionIds: options, groups: options.map(() => 0) }, members: [options] },
  ];

  it('closes at the valuation on the end date, opens at the one before the start, and counts only the period’s flows', async () => {
    await fc.assert(
      fc.asyncProperty(period(), async ({ start, end }) => {
        for (const { grouping, members } of groupings()) {
          const rows = await periodReturns(t.db, grouping, start, end);
          for (const [grp, ids] of members.entries()) {
            const parts = rows.filter((r) => r.grp === grp);
            expectPartsCover(parts, start, end);
            const first = parts[0]!;
            const last = parts.at(-1)!;
            expect(cents(first.opening_value)).toBe(sumOver(ids, (id) => valueAt(id, start, true)));
            expect(cents(last.closing_value)).toBe(sumOver(ids, (id) => valueAt(id, end)));

            const inPeriod = flows.filter((f) => ids.includes(f.option) && f.date >= start && f.date <= end);
            const income = inPeriod
              .filter((f) => INCOME_TYPES.includes(f.type))
              .reduce((sum, f) => sum + f.amount + f.franking, 0);
            expect(sumCents(parts, 'income_return')).toBe(income);
            const of = (type: string) =>
              inPeriod.filter((f) => f.type === type).reduce((sum, f) => sum + f.amount, 0);
            expect(sumCents(parts, 'fees')).toBe(of('fee'));
            expect(sumCents(parts, 'movements_in')).toBe(of('movement_in'));
            expect(sumCents(parts, 'movements_out')).toBe(of('movement_out'));

            // Opening + flows + return = closing, in every part and over the period.
            for (const part of parts) expect(closingFromOpening(part)).toBe(cents(part.closing_value));
            for (let i = 1; i < parts.length; i++)
              expect(parts[i]!.opening_value).toBe(parts[i - 1]!.closing_value);
          }
        }
      }),
      { numRuns: 25, seed: 20261127 },
    );
  }, 120_000);

  it('links the time-weighted return of two halves of a period into the whole, and splits each exactly', async () => {
    const percent = (text: string) => Number(text);
    const hundredths = (text: string) => Math.round(Number(text) * 100);
    await fc.assert(
      fc.asyncProperty(
        period(),
        fc.double({ min: 0.1, max: 0.9, noNaN: true }),
        async ({ start, end }, at) => {
          const days = calendar.filter((d) => d >= start && d <= end);
          if (days.length < 3) return;
          // The first half ends on a valued day; the second starts the day after it.
          const middle = days[Math.floor((days.length - 1) * at)]!;
          const whole = await returnsOfOptions(t.db, options, { start, end });
          const first = await returnsOfOptions(t.db, options, { start, end: middle });
          const second = await returnsOfOptions(t.db, options, { start: addDays(middle, 1), end });
          if (!whole.time_weighted || !first.time_weighted || !second.time_weighted) return;
          const linked =
            ((1 + percent(first.time_weighted.total) / 100) *
              (1 + percent(second.time_weighted.total) / 100) -
              1) *
            100;
          // Each figure is rounded to 0.01 percentage points: linking two of them moves by little more.
          expect(Math.abs(linked - percent(whole.time_weighted.total))).toBeLessThan(0.03);
          for (const parts of [whole.time_weighted, whole.money_weighted]) {
            if (!parts) continue;
            expect(
              hundredths(parts.income) + hundredths(parts.capital_growth) + hundredths(parts.franking),
            ).toBe(hundredths(parts.total));
          }
        },
      ),
      { numRuns: 20, seed: 20261128 },
    );
  }, 120_000);

  it("sets the performance report's time-weighted return beside the chosen benchmark's over the same dates", async () => {
    const [user] = await t.db.query<{ id: number }>(
      `SELECT id FROM users WHERE email = 'investor@demo.test'`,
    );
    await t.db.query(
      `INSERT INTO benchmark_choices (user_id, benchmark_id)
       SELECT $1, id FROM benchmarks WHERE code = 'BALANCED_60_40'`,
      [user!.id],
    );
    const levels = await t.db.query<{ date: string; level: string }>(
      `SELECT to_char(l.date, 'YYYY-MM-DD') AS date, l.level::text FROM benchmark_levels l
         JOIN benchmarks b ON b.id = l.benchmark_id WHERE b.code = 'BALANCED_60_40' ORDER BY l.date`,
    );
    const levelOn = (date: string) => Number(levels.findLast((l) => l.date <= date)!.level);
    const [start, end] = [calendar.at(-120)!, calendar.at(-3)!];
    const document = await buildReportDocument(t.db, {
      id: 0,
      uuid: '00000000-0000-0000-0000-000000000000',
      user_id: user!.id,
      application_id: 'ipm',
      name: 'Performance',
      parcel_method: 'fifo',
      account_ids: (
        await t.db.query<{ id: number }>(
          'SELECT DISTINCT account_id AS id FROM investment_options WHERE id = ANY($1)',
          [options],
        )
      ).map((r) => r.id),
      investment_option_ids: options,
      report_type_ids: [REPORT_TYPE_IDS.performance],
      start_date: start,
      end_date: end,
      combine_accounts: true,
      combine_investment_options: true,
      attempts: 1,
    });
    expect(document.benchmark.name).toBe('Balanced composite index');
    const [group] = document.benchmark.groups;
    const methods = document.methodReturns[0]!;
    expect(group).toMatchObject({
      status: 'shown',
      start_date: methods.start_date,
      end_date: methods.end_date,
      portfolio_return: methods.time_weighted!.total,
    });
    const expected = (levelOn(methods.end_date!) / levelOn(methods.start_date!) - 1) * 100;
    expect(Number(group!.benchmark_return)).toBeCloseTo(expected, 2);
  });

  it('closes at what the valuation section shows on a priced end date', async () => {
    const { grouping } = groupings()[1]!;
    for (const end of [calendar.at(-1)!, calendar.at(-40)!, calendar.at(-200)!]) {
      const rows = await periodReturns(t.db, grouping, addDays(end, -20), end);
      const holdings = await holdingValues(t.db, grouping, end);
      expect(cents(rows.at(-1)!.closing_value)).toBe(holdings.reduce((sum, h) => sum + cents(h.value), 0));
    }
  });
});

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const sumCents = (parts: PeriodRow[], key: keyof PeriodRow) =>
  parts.reduce((sum, part) => sum + cents(String(part[key])), 0);

/** Franking credits count as income but are not paid in; withholding tax leaves the portfolio. */
const closingFromOpening = (p: PeriodRow) =>
  cents(p.opening_value) +
  cents(p.movements_in) -
  cents(p.movements_out) -
  cents(p.withholding_tax) -
  cents(p.franking_credits) +
  cents(p.total_return);

/** The parts run from the start to the end without gap or overlap, each within one calendar month. */
function expectPartsCover(parts: PeriodRow[], start: string, end: string): void {
  expect(parts[0]!.start_date).toBe(start);
  expect(parts.at(-1)!.end_date).toBe(end);
  for (const [i, part] of parts.entries()) {
    expect(part.start_date.slice(0, 7)).toBe(part.end_date.slice(0, 7));
    expect(part.start_date <= part.end_date).toBe(true);
    if (i > 0) expect(part.start_date).toBe(addDays(parts[i - 1]!.end_date, 1));
  }
}
