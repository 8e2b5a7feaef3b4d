import { describe, expect, it } from 'vitest';
import {
  capitalGainsTotals,
  DISCOUNT_RATES,
  type GainLine,
  heldTwelveMonths,
  matchParcels,
  type Trade,
} from './capital-gains.ts';

// Worked examples computed by hand. Money in cents, units in millionths.
const units = (n: number) => n * 1_000_000;
const dollars = (n: number) => Math.round(n * 100);
const half = DISCOUNT_RATES.individual!;
const third = DISCOUNT_RATES.smsf!;

// Two parcels, then one sale that takes all of the first and part of the second, at $13 a unit.
const trades: Trade[] = [
  { date: '2023-07-01', type: 'buy', units: units(1000), amount: dollars(10_000) },
  { date: '2024-03-01', type: 'buy', units: units(500), amount: dollars(6_000) },
  { date: '2024-08-15', type: 'sell', units: units(1200), amount: dollars(15_600) },
];

describe('the 12-month rule', () => {
  it('needs the disposal after the first anniversary, neither day counted', () => {
    expect(heldTwelveMonths('2024-07-01', '2025-07-01')).toBe(false);
    expect(heldTwelveMonths('2024-07-01', '2025-07-02')).toBe(true);
    expect(heldTwelveMonths('2023-12-31', '2024-12-31')).toBe(false);
    expect(heldTwelveMonths('2023-12-31', '2025-01-01')).toBe(true);
  });

  it('takes 28 February as the anniversary of 29 February', () => {
    expect(heldTwelveMonths('2024-02-29', '2025-02-28')).toBe(false);
    expect(heldTwelveMonths('2024-02-29', '2025-03-01')).toBe(true);
  });
});

describe('first in, first out', () => {
  it('takes the oldest parcel first and shares the proceeds by units', () => {
    const { disposals, open } = matchParcels(trades, 'fifo', half);
    expect(disposals).toEqual([
      {
        acquired: '2023-07-01',
        disposed: '2024-08-15',
        units: units(1000),
        costBase: dollars(10_000),
        proceeds: dollars(13_000),
        gain: dollars(3_000),
        // 366 days to 1 July 2024 (a leap year), then 45 more.
        daysHeld: 411,
        discountable: true,
      },
      {
        acquired: '2024-03-01',
        disposed: '2024-08-15',
        units: units(200),
        costBase: dollars(2_400),
        proceeds: dollars(2_600),
        gain: dollars(200),
        daysHeld: 167,
        discountable: false,
      },
    ]);
    expect(open).toEqual([{ acquired: '2024-03-01', units: units(300), costBase: dollars(3_600) }]);
  });

  it('gives the tax return figures of that sale for an individual', () => {
    const { disposals } = matchParcels(trades, 'fifo', half);
    const lines = disposals.map((d) => ({ gain: d.gain!, discountable: d.discountable, rate: half }));
    expect(capitalGainsTotals(lines)).toEqual({
      discountableGains: dollars(3_000),
      otherGains: dollars(200),
      totalGains: dollars(3_200),
      losses: 0,
      lossesApplied: 0,
      discount: dollars(1_500),
      netGain: dollars(1_700),
      lossesCarriedForward: 0,
    });
  });
});

describe('minimum gain', () => {
  it('takes the parcel with the smallest taxable gain first', () => {
    // A unit of the first parcel gains $3, $1.50 after the discount; of the second $1, with no discount.
    const { disposals, open } = matchParcels(trades, 'minimum_gain', half);
    expect(disposals.map((d) => [d.acquired, d.units, d.costBase, d.proceeds, d.gain])).toEqual([
      ['2024-03-01', units(500), dollars(6_000), dollars(6_500), dollars(500)],
      ['2023-07-01', units(700), dollars(7_000), dollars(9_100), dollars(2_100)],
    ]);
    expect(open).toEqual([{ acquired: '2023-07-01', units: units(300), costBase: dollars(3_000) }]);
    const lines = disposals.map((d) => ({ gain: d.gain!, discountable: d.discountable, rate: half }));
    // 500 + 2,100 - 1,050: less than first in, first out's 1,700.
    expect(capitalGainsTotals(lines).netGain).toBe(dollars(1_550));
  });

  it('takes a loss before any gain, the largest loss first', () => {
    const { disposals } = matchParcels(
      [
        { date: '2024-01-10', type: 'buy', units: units(10), amount: dollars(100) },
        { date: '2024-01-11', type: 'buy', units: units(10), amount: dollars(150) },
        { date: '2024-01-12', type: 'buy', units: units(10), amount: dollars(130) },
        { date: '2024-02-01', type: 'sell', units: units(20), amount: dollars(240) },
      ],
      'minimum_gain',
      half,
    );
    expect(disposals.map((d) => [d.acquired, d.gain])).toEqual([
      ['2024-01-11', dollars(-30)],
      ['2024-01-12', dollars(-10)],
    ]);
  });
});

describe('sales the parcels do not cover, and rounding', () => {
  it('shows units sold beyond the known parcels without a cost base', () => {
    const { disposals, open } = matchParcels(
      [
        { date: '2024-01-02', type: 'buy', units: units(100), amount: dollars(1_000) },
        { date: '2024-05-02', type: 'sell', units: units(150), amount: dollars(3_000) },
      ],
      'fifo',
      half,
    );
    expect(disposals).toEqual([
      expect.objectContaining({ units: units(100), costBase: dollars(1_000), proceeds: dollars(2_000) }),
      {
        acquired: null,
        disposed: '2024-05-02',
        units: units(50),
        costBase: null,
        proceeds: dollars(1_000),
        gain: null,
        daysHeld: null,
        discountable: false,
      },
    ]);
    expect(open).toEqual([]);
  });

  it('keeps every cent of the proceeds and of the cost base', () => {
    const { disposals, open } = matchParcels(
      [
        { date: '2024-01-02', type: 'buy', units: units(1), amount: 10 },
        { date: '2024-01-03', type: 'buy', units: units(1), amount: 10 },
        { date: '2024-01-04', type: 'buy', units: units(3), amount: 100 },
        { date: '2024-03-01', type: 'sell', units: units(3), amount: 100 },
        { date: '2024-03-02', type: 'sell', units: units(2), amount: 50 },
      ],
      'fifo',
      half,
    );
    expect(disposals.map((d) => [d.units, d.costBase, d.proceeds])).toEqual([
      [units(1), 10, 33],
      [units(1), 10, 33],
      [units(1), 33, 34],
      [units(2), 67, 50],
    ]);
    expect(open).toEqual([]);
  });

  it('gives a loss no discount however long the asset was held', () => {
    const { disposals } = matchParcels(
      [
        { date: '2020-01-01', type: 'buy', units: units(100), amount: dollars(5_000) },
        { date: '2022-01-01', type: 'sell', units: units(100), amount: dollars(4_000) },
      ],
      'fifo',
      half,
    );
    expect(disposals[0]).toMatchObject({ gain: dollars(-1_000), discountable: false, daysHeld: 731 });
  });
});

describe('the totals as the tax return asks for them', () => {
  const line = (gain: number, discountable: boolean, rate = half): GainLine => ({
    gain: dollars(gain),
    discountable,
    rate,
  });

  it('sets losses against gains without a discount first', () => {
    // 1,000 of the loss against the short gain, 500 against the long one; half of 2,500 is discounted.
    expect(capitalGainsTotals([line(1_000, false), line(3_000, true), line(-1_500, false)])).toEqual({
      discountableGains: dollars(3_000),
      otherGains: dollars(1_000),
      totalGains: dollars(4_000),
      losses: dollars(1_500),
      lossesApplied: dollars(1_500),
      discount: dollars(1_250),
      netGain: dollars(1_250),
      lossesCarriedForward: 0,
    });
  });

  it('carries forward the losses that exceed the gains', () => {
    expect(capitalGainsTotals([line(1_000, true), line(-2_500, false)])).toMatchObject({
      lossesApplied: dollars(1_000),
      discount: 0,
      netGain: 0,
      lossesCarriedForward: dollars(1_500),
    });
  });

  it('gives a super fund a third and a company nothing', () => {
    expect(capitalGainsTotals([line(3_000, true, third)])).toMatchObject({
      discount: dollars(1_000),
      netGain: dollars(2_000),
    });
    expect(capitalGainsTotals([line(3_000, true, DISCOUNT_RATES.company!)])).toMatchObject({
      discount: 0,
      netGain: dollars(3_000),
    });
  });

  it('sets losses against the smallest discount first when taxpayers are combined', () => {
    // 1,000 against the third's 3,000: a third of 2,000 (666.67) plus half of 3,000.
    expect(
      capitalGainsTotals([line(3_000, true, half), line(3_000, true, third), line(-1_000, false)]),
    ).toMatchObject({ discount: dollars(2_166.67), netGain: dollars(2_833.33) });
  });
});
