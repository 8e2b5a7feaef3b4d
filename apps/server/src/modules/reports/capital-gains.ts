// Capital gains by parcel (pure): which acquisition parcels a sale disposes of, the cost base and
// proceeds of each, the discount rule, and the totals as the tax return asks for them. Money is in
// whole cents and units in millionths (the importer keeps at most 6 decimals), so every sum is exact.
import type { TParcelMethod as ParcelMethod } from '@portal/contracts/api/reports';

/** The share of a discountable gain that the CGT discount removes, as a fraction. */
export type DiscountRate = { numerator: number; denominator: number };

/**
 * The CGT discount by the kind of taxpayer an account is: individuals (alone or jointly) and trusts
 * 50%, complying super funds one third, companies none.
 */
export const DISCOUNT_RATES: Record<string, DiscountRate> = {
  individual: { numerator: 1, denominator: 2 },
  joint: { numerator: 1, denominator: 2 },
  trust: { numerator: 1, denominator: 2 },
  smsf: { numerator: 1, denominator: 3 },
  company: { numerator: 0, denominator: 1 },
};

/** A buy or a sell of one security in one investment option. */
export type Trade = { date: string; type: 'buy' | 'sell'; units: number; amount: number };

/** What a sale disposed of from one parcel; a sale beyond the known parcels has no acquisition. */
export type Disposal = {
  acquired: string | null;
  disposed: string;
  units: number;
  costBase: number | null;
  proceeds: number;
  gain: number | null;
  daysHeld: number | null;
  /** A gain on an asset held at least 12 months (the discount may apply). */
  discountable: boolean;
};

/** A parcel still held. */
export type OpenParcel = { acquired: string; units: number; costBase: number };

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);

/**
 * Whether an asset acquired on `acquired` and disposed of on `disposed` was held for at least 12 months,
 * not counting either day: the disposal falls after the first anniversary (29 February's anniversary is
 * 28 February).
 */
export function heldTwelveMonths(acquired: string, disposed: string): boolean {
  const [year, month, day] = acquired.split('-').map(Number) as [number, number, number];
  const anniversary = new Date(Date.UTC(year + 1, month - 1, day));
  // 29 February + 1 year rolls into March: step back to 28 February.
  if (anniversary.getUTCMonth() !== month - 1) anniversary.setUTCDate(0);
  return disposed > anniversary.toISOString().slice(0, 10);
}

/** `total` split in proportion to `parts` (which add up to `whole`), the last part taking the rounding. */
function share(total: number, part: number, whole: number): number {
  return Math.round((total * part) / whole);
}

const discountOf = (gain: number, rate: DiscountRate) =>
  Math.round((gain * rate.numerator) / rate.denominator);

type Parcel = OpenParcel & { order: number };

/**
 * The order in which a sale takes the open parcels: first in first out, or the order that gives the
 * smallest taxable gain (losses first, the largest loss first, then the smallest gains after the
 * discount each would get; equal ones oldest first).
 */
function pickOrder(
  parcels: Parcel[],
  method: ParcelMethod,
  sale: { date: string; units: number; amount: number },
  rate: DiscountRate,
): Parcel[] {
  if (method === 'fifo') return parcels;
  const taxablePerUnit = (parcel: Parcel) => {
    const gain = sale.amount / sale.units - parcel.costBase / parcel.units;
    if (gain <= 0 || !heldTwelveMonths(parcel.acquired, sale.date)) return gain;
    return gain * (1 - rate.numerator / rate.denominator);
  };
  return [...parcels].sort((a, b) => taxablePerUnit(a) - taxablePerUnit(b) || a.order - b.order);
}

/**
 * Plays one security's trades (in date order; on one day, buys before sells) and answers every disposal
 * and the parcels left open. A parcel's cost base is what its buy cost; a part of a parcel takes its
 * share of the cost base, and a sale's proceeds are shared among the parcels it takes, in proportion to
 * units, the last share taking the rounding so that nothing is lost.
 */
export function matchParcels(
  trades: readonly Trade[],
  method: ParcelMethod,
  rate: DiscountRate,
): { disposals: Disposal[]; open: OpenParcel[] } {
  let open: Parcel[] = [];
  const disposals: Disposal[] = [];
  let order = 0;
  for (const trade of trades) {
    if (trade.type === 'buy') {
      open.push({ acquired: trade.date, units: trade.units, costBase: trade.amount, order: order++ });
      continue;
    }
    let unitsLeft = trade.units;
    let proceedsLeft = trade.amount;
    for (const parcel of pickOrder(open, method, trade, rate)) {
      if (unitsLeft === 0) break;
      const units = Math.min(parcel.units, unitsLeft);
      const costBase = units === parcel.units ? parcel.costBase : share(parcel.costBase, units, parcel.units);
      const proceeds = units === unitsLeft ? proceedsLeft : share(trade.amount, units, trade.units);
      parcel.units -= units;
      parcel.costBase -= costBase;
      unitsLeft -= units;
      proceedsLeft -= proceeds;
      const gain = proceeds - costBase;
      disposals.push({
        acquired: parcel.acquired,
        disposed: trade.date,
        units,
        costBase,
        proceeds,
        gain,
        daysHeld: daysBetween(parcel.acquired, trade.date),
        discountable: gain > 0 && heldTwelveMonths(parcel.acquired, trade.date),
      });
    }
    open = open.filter((parcel) => parcel.units > 0);
    if (unitsLeft > 0) {
      // More sold than the records hold: shown without a cost base rather than guessed.
      disposals.push({
        acquired: null,
        disposed: trade.date,
        units: unitsLeft,
        costBase: null,
        proceeds: proceedsLeft,
        gain: null,
        daysHeld: null,
        discountable: false,
      });
    }
  }
  return { disposals, open: open.map(({ acquired, units, costBase }) => ({ acquired, units, costBase })) };
}

/** A gain or loss with the discount its taxpayer would get. */
export type GainLine = { gain: number; discountable: boolean; rate: DiscountRate };

/** The figures of the tax return's capital gains question, in cents. */
export type CapitalGainsTotals = {
  /** Gains on assets held at least 12 months, before losses and the discount. */
  discountableGains: number;
  /** Gains on assets held less than 12 months. */
  otherGains: number;
  /** Total current year capital gains (label H): every gain, before losses and the discount. */
  totalGains: number;
  /** Capital losses of the period. */
  losses: number;
  /** The losses set against the gains. */
  lossesApplied: number;
  /** The CGT discount on what is left of the discountable gains. */
  discount: number;
  /** Net capital gain (label A). */
  netGain: number;
  /** Net capital losses carried forward to later income years (label V). */
  lossesCarriedForward: number;
};

/**
 * The totals as the return asks for them: losses are set against the gains that get no discount first
 * (which leaves the most discount), then against the discountable gains with the smallest discount
 * first, and the discount applies to what remains. Losses of earlier years are not known here.
 */
export function capitalGainsTotals(lines: readonly GainLine[]): CapitalGainsTotals {
  const otherGains = lines.filter((l) => l.gain > 0 && !l.discountable).reduce((s, l) => s + l.gain, 0);
  const discountable = new Map<string, { rate: DiscountRate; gain: number }>();
  for (const line of lines) {
    if (line.gain <= 0 || !line.discountable) continue;
    const key = `${line.rate.numerator}/${line.rate.denominator}`;
    const bucket = discountable.get(key) ?? { rate: line.rate, gain: 0 };
    bucket.gain += line.gain;
    discountable.set(key, bucket);
  }
  const buckets = [...discountable.values()].sort(
    (a, b) => a.rate.numerator / a.rate.denominator - b.rate.numerator / b.rate.denominator,
  );
  const discountableGains = buckets.reduce((s, b) => s + b.gain, 0);
  const losses = lines.filter((l) => l.gain < 0).reduce((s, l) => s - l.gain, 0);
  const totalGains = otherGains + discountableGains;

  let lossesLeft = losses - Math.min(losses, otherGains);
  let discount = 0;
  for (const bucket of buckets) {
    const applied = Math.min(lossesLeft, bucket.gain);
    lossesLeft -= applied;
    discount += discountOf(bucket.gain - applied, bucket.rate);
  }
  const lossesApplied = Math.min(losses, totalGains);
  return {
    discountableGains,
    otherGains,
    totalGains,
    losses,
    lossesApplied,
    discount,
    netGain: totalGains - lossesApplied - discount,
    lossesCarriedForward: losses - lossesApplied,
  };
}
