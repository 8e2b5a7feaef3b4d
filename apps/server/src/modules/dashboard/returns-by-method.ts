// The period's return by two methods (docs/decisions.md, "Returns by method"):
//  - time-weighted: daily returns chain-linked, each day's deposits and withdrawals taken at the day's
//    end, so the return is the investments' own, whatever money came and went;
//  - money-weighted: the rate that discounts the investor's own cash flows (the opening value and each
//    deposit in, each withdrawal and the closing value out) to nothing, i.e. the XIRR, over the period.
// Both count franking credits as return: they reach the investor through tax, not through the value.
// Each is split into income, capital growth and franking, the parts adding up to the total.
import type { TReturnParts } from '@portal/contracts/api/dashboard';

/** The chosen options' value at the end of a day. */
export type ValuedDay = { date: string; value: number };
/** What happened on a day: money in and out, income paid into the portfolio (net of withholding tax), franking. */
export type FlowDay = {
  date: string;
  deposits: number;
  withdrawals: number;
  income: number;
  franking: number;
};

type Parts = { total: number; income: number; capital_growth: number; franking: number };

const MS_PER_DAY = 86_400_000;
const dayNumber = (date: string): number => Date.parse(`${date}T00:00:00Z`) / MS_PER_DAY;

const hundredths = (fraction: number) => Math.round(fraction * 10_000);
const text = (value: number) => (value / 100).toFixed(2).replace(/^-0\.00$/, '0.00');

/** A fraction as a percentage with 2 decimals ('12.34', '-0.50'). */
export const percentText = (fraction: number): string => text(hundredths(fraction));

/** A fraction as a percentage with 2 decimals, the parts adjusted so that they add up to the total. */
function asPercentages(parts: Parts): TReturnParts {
  const total = hundredths(parts.total);
  const income = hundredths(parts.income);
  const franking = hundredths(parts.franking);
  return {
    total: text(total),
    income: text(income),
    capital_growth: text(total - income - franking),
    franking: text(franking),
  };
}

/** The flows of each valued day: those dated after the previous valued day, up to and on it. */
function flowsByValuedDay(days: ValuedDay[], flows: FlowDay[]): FlowDay[] {
  const sorted = [...flows].sort((a, b) => a.date.localeCompare(b.date));
  let next = 0;
  return days.map((day) => {
    const own: FlowDay = { date: day.date, deposits: 0, withdrawals: 0, income: 0, franking: 0 };
    while (next < sorted.length && sorted[next]!.date <= day.date) {
      const flow = sorted[next++]!;
      own.deposits += flow.deposits;
      own.withdrawals += flow.withdrawals;
      own.income += flow.income;
      own.franking += flow.franking;
    }
    return own;
  });
}

/**
 * Each valued day after the opening one with its return: its value less the day's net deposits over the
 * day before's value, income and franking as their amounts over that value. Null on a day after a zero
 * value: nothing was invested to earn a return (the chain restarts).
 */
function dailyReturns(
  opening: ValuedDay,
  days: ValuedDay[],
  flows: FlowDay[],
): Array<{ date: string; parts: Parts | null }> {
  let previous = opening.value;
  const later = days.filter((day) => day.date > opening.date);
  const dayFlows = flowsByValuedDay(
    later,
    flows.filter((flow) => flow.date > opening.date),
  );
  return later.map((day, index) => {
    const flow = dayFlows[index]!;
    const before = previous;
    previous = day.value;
    if (before <= 0) return { date: day.date, parts: null };
    const valueReturn = (day.value - (flow.deposits - flow.withdrawals)) / before - 1;
    const income = flow.income / before;
    const franking = flow.franking / before;
    return {
      date: day.date,
      parts: { total: valueReturn + franking, income, capital_growth: valueReturn - income, franking },
    };
  });
}

/**
 * The time-weighted return from the opening day to each valued day after it, as a fraction: 0 on the
 * opening day, then the daily returns chain-linked (the last one is the period's time-weighted return).
 */
export function cumulativeTimeWeighted(
  opening: ValuedDay,
  days: ValuedDay[],
  flows: FlowDay[],
): Array<{ date: string; total: number }> {
  let growth = 1;
  return [
    { date: opening.date, total: 0 },
    ...dailyReturns(opening, days, flows).map((day) => {
      if (day.parts) growth *= 1 + day.parts.total;
      return { date: day.date, total: growth - 1 };
    }),
  ];
}

/**
 * Chain-linked daily returns. A day's return is its value less the day's net deposits over the day
 * before's value; its income and franking parts are their amounts over that value, capital growth the
 * rest. The parts of the linked total are the days' parts weighted by the log-linking factors (Carino),
 * which makes them add up exactly to the chain-linked total.
 */
export function timeWeightedReturn(opening: ValuedDay, days: ValuedDay[], flows: FlowDay[]): Parts | null {
  const daily = dailyReturns(opening, days, flows).flatMap((day) => (day.parts ? [day.parts] : []));
  if (daily.length === 0) return null;
  const linked = daily.reduce((product, day) => product * (1 + day.total), 1) - 1;
  const logFactor = (r: number) => (Math.abs(r) < 1e-12 ? 1 : Math.log1p(r) / r);
  const canLogLink = daily.every((day) => day.total > -1) && linked > -1;
  // A day that lost everything cannot be log-linked: its parts are then scaled to the total instead.
  const summed = daily.reduce((total, day) => total + day.total, 0);
  const weights = canLogLink
    ? daily.map((day) => logFactor(day.total) / logFactor(linked))
    : daily.map(() => (summed === 0 ? 0 : linked / summed));
  const part = (key: keyof Parts) => daily.reduce((total, day, i) => total + day[key] * weights[i]!, 0);
  return {
    total: linked,
    income: part('income'),
    capital_growth: part('capital_growth'),
    franking: part('franking'),
  };
}

/** The investor's cash flows as [day number, amount]: money in is negative, money out positive. */
type CashFlow = [number, number];

/** The net present value at the period's rate `rate` (flows at `t`, a fraction of the period). */
const presentValue = (flows: CashFlow[], start: number, length: number, rate: number): number =>
  flows.reduce((total, [day, amount]) => total + amount / (1 + rate) ** ((day - start) / length), 0);

/**
 * The rate over the whole period that makes the flows' present value nothing: the XIRR, expressed for
 * the period instead of a year (the same rate, compounded over the period's length). Bisection: the
 * present value falls as the rate rises whenever money went in before it came out, and the bracket
 * (-99.99 %, +1,000,000 %) holds every rate a portfolio can have.
 */
function periodRate(flows: CashFlow[], start: number, length: number): number | null {
  let low = -0.9999;
  let high = 10_000;
  const atLow = presentValue(flows, start, length, low);
  const atHigh = presentValue(flows, start, length, high);
  if (!Number.isFinite(atLow) || !Number.isFinite(atHigh) || Math.sign(atLow) === Math.sign(atHigh))
    return null;
  for (let i = 0; i < 200 && high - low > 1e-12; i++) {
    const middle = (low + high) / 2;
    const value = presentValue(flows, start, length, middle);
    if (Math.sign(value) === Math.sign(atLow)) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/**
 * The money-weighted return of the period. Its parts share the total in proportion to the money each
 * earned: income and franking as paid, capital growth the rest of the gain.
 */
export function moneyWeightedReturn(opening: ValuedDay, closing: ValuedDay, flows: FlowDay[]): Parts | null {
  const start = dayNumber(opening.date);
  const length = dayNumber(closing.date) - start;
  if (length <= 0) return null;
  const within = flows.filter((flow) => flow.date > opening.date && flow.date <= closing.date);
  const cashFlows: CashFlow[] = [[start, -opening.value]];
  for (const flow of within) {
    const day = dayNumber(flow.date);
    if (flow.deposits) cashFlows.push([day, -flow.deposits]);
    if (flow.withdrawals) cashFlows.push([day, flow.withdrawals]);
    if (flow.franking) cashFlows.push([day, flow.franking]);
  }
  cashFlows.push([start + length, closing.value]);
  const total = periodRate(cashFlows, start, length);
  if (total === null) return null;
  const sum = (key: Exclude<keyof FlowDay, 'date'>) => within.reduce((acc, flow) => acc + flow[key], 0);
  const gain = closing.value - opening.value - sum('deposits') + sum('withdrawals') + sum('franking');
  const share = (amount: number) => (gain === 0 ? 0 : (total * amount) / gain);
  const income = share(sum('income'));
  const franking = share(sum('franking'));
  return { total, income, capital_growth: total - income - franking, franking };
}

/**
 * Both methods over the valued days of a period. `opening` is the value on the last valued day before
 * the period; without one (the portfolio began within it) the first valued day's value is where it
 * starts, the money that built it being the first deposit.
 */
export function returnsByMethod(
  opening: ValuedDay | null,
  days: ValuedDay[],
  flows: FlowDay[],
): {
  start: ValuedDay | null;
  end: ValuedDay | null;
  time_weighted: TReturnParts | null;
  money_weighted: TReturnParts | null;
} {
  const start = opening ?? days[0] ?? null;
  const end = days.at(-1) ?? null;
  if (!start || !end || end.date <= start.date)
    return { start, end, time_weighted: null, money_weighted: null };
  const timeWeighted = timeWeightedReturn(start, days, flows);
  // Nothing invested and nothing deposited leaves no rate to find: moneyWeightedReturn says so (null).
  const moneyWeighted = moneyWeightedReturn(start, end, flows);
  return {
    start,
    end,
    time_weighted: timeWeighted && asPercentages(timeWeighted),
    money_weighted: moneyWeighted && asPercentages(moneyWeighted),
  };
}
