// Worked examples: each expected figure is worked out by hand (time-weighted) or by solving the cash
// flows' equation on its own (money-weighted), as written beside it.
import { describe, expect, it } from 'vitest';
import { type FlowDay, returnsByMethod } from './returns-by-method.ts';

const flow = (date: string, amounts: Partial<Omit<FlowDay, 'date'>>): FlowDay => ({
  date,
  deposits: 0,
  withdrawals: 0,
  income: 0,
  franking: 0,
  ...amounts,
});

describe('returns by method', () => {
  it('differ when a large deposit meets a fall: the investments lost 1 %, the money lost 21.90 %', () => {
    // $100,000 gains 10 %; a $1,000,000 deposit arrives at the end of a flat day; then everything falls 10 %.
    // Time-weighted: 1.10 x 1.00 x 0.90 - 1 = -1.00 %.
    // Money-weighted: R with -100,000 - 1,000,000 (1 + R)^(-2/3) + 999,000 (1 + R)^(-1) = 0 over the
    // three days: R = -0.219020 (bisection to 1e-12), -21.90 %, all of it capital (no income, no franking).
    const result = returnsByMethod(
      { date: '2026-01-01', value: 100_000 },
      [
        { date: '2026-01-02', value: 110_000 },
        { date: '2026-01-03', value: 1_110_000 },
        { date: '2026-01-04', value: 999_000 },
      ],
      [flow('2026-01-03', { deposits: 1_000_000 })],
    );
    expect(result.time_weighted).toEqual({
      total: '-1.00',
      income: '0.00',
      capital_growth: '-1.00',
      franking: '0.00',
    });
    expect(result.money_weighted).toEqual({
      total: '-21.90',
      income: '0.00',
      capital_growth: '-21.90',
      franking: '0.00',
    });
  });

  it('splits each into income, capital growth and franking that add up to the total', () => {
    // Day 1: a $2,000 dividend with $600 franking on $100,000, prices flat: 2 % income + 0.6 % franking.
    // Day 2: prices rise 1 % on $102,000: 1 % capital growth.
    // Time-weighted: 1.026 x 1.01 - 1 = 3.626 %; log-linked parts: income 2.0100 %, franking 0.6030 %,
    // capital growth 1.0130 % -> 2.01 + 0.60 + 1.02 (the rest) = 3.63.
    // Money-weighted: -100,000 at day 0, +600 franking at day 1, +103,020 at day 2: R = 3.6308 %; the gain
    // of $3,620 is $2,000 income, $600 franking and $1,020 capital: 2.01 + 0.60 + 1.02 = 3.63.
    const result = returnsByMethod(
      { date: '2026-07-01', value: 100_000 },
      [
        { date: '2026-07-02', value: 102_000 },
        { date: '2026-07-03', value: 103_020 },
      ],
      [flow('2026-07-02', { income: 2_000, franking: 600 })],
    );
    expect(result.time_weighted).toEqual({
      total: '3.63',
      income: '2.01',
      capital_growth: '1.02',
      franking: '0.60',
    });
    expect(result.money_weighted).toEqual({
      total: '3.63',
      income: '2.01',
      capital_growth: '1.02',
      franking: '0.60',
    });
  });

  it('takes flows between valued days at the next valued day, and a withdrawal as money out', () => {
    // Valued on Friday and Monday only; $10,000 withdrawn on Saturday. Monday's $95,000 is then
    // (95,000 + 10,000) / 100,000 - 1 = +5 % time-weighted.
    // Money-weighted: -100,000 at day 0, +10,000 at day 1, +95,000 at day 3 (of 3):
    // R = 5.3538 % (solved by bisection), all capital: the $5,000 gained was earned on less money once $10,000 had left.
    const result = returnsByMethod(
      { date: '2026-03-06', value: 100_000 },
      [{ date: '2026-03-09', value: 95_000 }],
      [flow('2026-03-07', { withdrawals: 10_000 })],
    );
    expect(result.time_weighted?.total).toBe('5.00');
    expect(result.money_weighted?.total).toBe('5.35');
  });

  it('starts from the first valued day when the portfolio began in the period, and says nothing without two days', () => {
    const began = returnsByMethod(
      null,
      [
        { date: '2026-02-02', value: 50_000 },
        { date: '2026-02-03', value: 51_000 },
      ],
      [flow('2026-02-02', { deposits: 50_000 })],
    );
    expect(began.start).toEqual({ date: '2026-02-02', value: 50_000 });
    expect(began.time_weighted?.total).toBe('2.00');
    expect(began.money_weighted?.total).toBe('2.00');
    expect(returnsByMethod(null, [{ date: '2026-02-02', value: 50_000 }], [])).toMatchObject({
      time_weighted: null,
      money_weighted: null,
    });
    expect(returnsByMethod(null, [], [])).toMatchObject({ start: null, end: null, time_weighted: null });
  });
});
