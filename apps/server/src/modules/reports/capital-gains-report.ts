import type { TParcelMethod } from '@portal/contracts/api/reports';
import type { Queryable } from '../../db/client.ts';
import {
  type CapitalGainsTotals,
  capitalGainsTotals,
  DISCOUNT_RATES,
  type DiscountRate,
  daysBetween,
  type GainLine,
  heldTwelveMonths,
  matchParcels,
  type Trade,
} from './capital-gains.ts';
import { centsToText, toCents } from './pdf/format.ts';
import { type Grouping, type ParcelTradeRow, parcelTrades, pricesAt } from './queries.ts';

// The capital gains by parcel report types: reads the trades, matches the parcels per investment option
// and security (capital-gains.ts), and answers the rows and totals the PDF and the CSV show. Money leaves
// as numeric text, as every other report figure does.

/** Which security of which option a row is about. */
type Holding = {
  grp: number;
  account_name: string;
  option_label: string;
  code: string;
  security_name: string;
};

export type RealisedParcelRow = Holding & {
  acquired: string | null;
  disposed: string;
  units: string;
  cost_base: string | null;
  proceeds: string;
  gain: string | null;
  days_held: number | null;
  discountable: boolean;
};

export type UnrealisedParcelRow = Holding & {
  acquired: string;
  units: string;
  cost_base: string;
  price: string;
  market_value: string;
  gain: string;
  days_held: number;
  /** Whether a gain on a sale at the date would get the discount. */
  discountable: boolean;
};

/** Per group: the tax return's figures of the disposals in the period, in numeric text. */
export type RealisedTotals = Record<keyof CapitalGainsTotals, string>;
export type UnrealisedTotals = Record<'cost_base' | 'market_value' | 'gains' | 'losses' | 'net', string>;

export type CapitalGainsReport = {
  method: TParcelMethod;
  realised: RealisedParcelRow[];
  /** By group index; every group has its totals. */
  realisedTotals: RealisedTotals[];
  unrealised: UnrealisedParcelRow[];
  unrealisedTotals: UnrealisedTotals[];
};

const MILLION = 1_000_000n;

/** Numeric text with at most 6 decimals as whole millionths. */
function toMillionths(text: string): number {
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(BigInt(whole) * MILLION + BigInt(fraction.padEnd(6, '0').slice(0, 6)));
}

function millionthsToText(value: number): string {
  const whole = Math.trunc(value / 1_000_000);
  const fraction = String(value % 1_000_000).padStart(6, '0');
  return `${whole}.${fraction}`;
}

const money = (cents: number) => centsToText(BigInt(cents));

/** Units times a price, in cents, rounded half up (positive figures only). */
function valueInCents(unitsMillionths: number, price: string): number {
  const priceMillionths = BigInt(toMillionths(price));
  // millionths of a unit x millionths of a dollar = 1e-12 dollars = 1e-10 cents.
  return Number((BigInt(unitsMillionths) * priceMillionths + 5_000_000_000n) / 10_000_000_000n);
}

/** The trades of one option's security, in the order the query gives them. */
function holdingsOf(
  rows: ParcelTradeRow[],
): Array<{ holding: Holding; rate: DiscountRate; trades: Trade[]; securityId: number }> {
  const out = new Map<
    string,
    { holding: Holding; rate: DiscountRate; trades: Trade[]; securityId: number }
  >();
  for (const row of rows) {
    const key = `${row.option_id}:${row.security_id}`;
    let entry = out.get(key);
    if (!entry) {
      const { grp, account_name, option_label, code, security_name } = row;
      entry = {
        holding: { grp, account_name, option_label, code, security_name },
        rate: DISCOUNT_RATES[row.account_type]!,
        trades: [],
        securityId: row.security_id,
      };
      out.set(key, entry);
    }
    entry.trades.push({
      date: row.date,
      type: row.type,
      units: toMillionths(row.units ?? '0'),
      amount: Number(toCents(row.amount)),
    });
  }
  return [...out.values()];
}

/** Disposals between `start` and `end` and parcels open at `end`, for the groups of `grouping`. */
export async function capitalGainsOf(
  q: Queryable,
  grouping: Grouping,
  groupCount: number,
  period: { start: string; end: string; method: TParcelMethod },
): Promise<CapitalGainsReport> {
  const { start, end, method } = period;
  const holdings = holdingsOf(await parcelTrades(q, grouping, end));
  const prices = new Map(
    (await pricesAt(q, [...new Set(holdings.map((h) => h.securityId))], end)).map((p) => [
      p.security_id,
      p.price,
    ]),
  );
  const realised: RealisedParcelRow[] = [];
  const unrealised: UnrealisedParcelRow[] = [];
  const gainLines = Array.from({ length: groupCount }, (): GainLine[] => []);
  const unrealisedCents = Array.from({ length: groupCount }, () => ({
    cost: 0,
    value: 0,
    gains: 0,
    losses: 0,
  }));

  for (const { holding, rate, trades, securityId } of holdings) {
    const { disposals, open } = matchParcels(trades, method, rate);
    for (const d of disposals) {
      if (d.disposed < start) continue;
      realised.push({
        ...holding,
        acquired: d.acquired,
        disposed: d.disposed,
        units: millionthsToText(d.units),
        cost_base: d.costBase === null ? null : money(d.costBase),
        proceeds: money(d.proceeds),
        gain: d.gain === null ? null : money(d.gain),
        days_held: d.daysHeld,
        discountable: d.discountable,
      });
      if (d.gain !== null) gainLines[holding.grp]!.push({ gain: d.gain, discountable: d.discountable, rate });
    }
    const price = prices.get(securityId);
    if (price === undefined) continue;
    for (const parcel of open) {
      const value = valueInCents(parcel.units, price);
      const gain = value - parcel.costBase;
      unrealised.push({
        ...holding,
        acquired: parcel.acquired,
        units: millionthsToText(parcel.units),
        cost_base: money(parcel.costBase),
        price,
        market_value: money(value),
        gain: money(gain),
        days_held: daysBetween(parcel.acquired, end),
        discountable: gain > 0 && heldTwelveMonths(parcel.acquired, end),
      });
      const sums = unrealisedCents[holding.grp]!;
      sums.cost += parcel.costBase;
      sums.value += value;
      if (gain > 0) sums.gains += gain;
      else sums.losses -= gain;
    }
  }
  return {
    method,
    realised,
    realisedTotals: gainLines.map((lines) => {
      const totals = capitalGainsTotals(lines);
      return Object.fromEntries(
        Object.entries(totals).map(([key, cents]) => [key, money(cents)]),
      ) as RealisedTotals;
    }),
    unrealised,
    unrealisedTotals: unrealisedCents.map((s) => ({
      cost_base: money(s.cost),
      market_value: money(s.value),
      gains: money(s.gains),
      losses: money(s.losses),
      net: money(s.gains - s.losses),
    })),
  };
}
