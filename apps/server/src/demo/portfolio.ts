import { todayIso } from '@portal/contracts/dates';
import type { Db, Queryable } from '../db/client.ts';
import { materialise } from '../modules/portfolio/materialise.ts';
import {
  benchmarkCodes,
  demoPortfolioAccounts,
  type HoldingColumns,
  insertAssetClasses,
  insertBenchmarkLevels,
  insertBenchmarks,
  insertHoldings,
  insertInvestmentOptions,
  insertMarginLoans,
  insertPrices,
  insertSecurities,
  insertStrategies,
  insertTransactions,
  type LevelColumns,
  type MarginLoanColumns,
  type PriceColumns,
  securityCodes,
  storedPrices,
  strategyCodes,
  type TransactionColumns,
  type TransactionType,
} from './queries/portfolio.ts';

/**
 * The demo portfolios: a deterministic generator of years of daily data (prices, holdings, transactions,
 * margin loans) for the demo investors, so the dashboard and reports show real shapes.
 *
 * Deterministic: every random number comes from a seeded PRNG (mulberry32) whose seed is derived from a
 * stable name (the security code, or the user's e-mail with the account type and strategy), so the same
 * end date and span give the same data on every machine, and one option's data does not depend on which
 * others are generated. Money is simulated in whole cents and units in whole numbers, so the cash
 * holding reconciles with the transactions to the cent. See docs/decisions.md (Portfolio data).
 */

export type SeedDemoPortfolioOptions = {
  /** The last day of data (YYYY-MM-DD); default: the last weekday on or before today. */
  endDate?: string;
  /** How many years of history end at `endDate` (default 5). */
  years?: number;
  /** The demo users that get portfolios (default the demo investor and secure@demo.test). */
  emails?: string[];
};

export type SeedDemoPortfolioResult = {
  users: number;
  investmentOptions: number;
  prices: number;
  holdings: number;
  transactions: number;
  marginLoans: number;
  benchmarkLevels: number;
};

export const DEMO_PORTFOLIO_EMAILS = ['investor@demo.test', 'secure@demo.test'];

type AssetClassCode = 'CASH' | 'AU_EQ' | 'INT_EQ' | 'FIXED' | 'PROPERTY' | 'ALT';

const ASSET_CLASSES: Array<[AssetClassCode, string, string]> = [
  ['CASH', 'Cash', '#8fa3b0'],
  ['AU_EQ', 'Australian Equities', '#0b3d5c'],
  ['INT_EQ', 'International Equities', '#2a9d8f'],
  ['FIXED', 'Fixed Income', '#c8a24a'],
  ['PROPERTY', 'Property', '#d08c2d'],
  ['ALT', 'Alternatives', '#4a2366'],
];

type SecurityDef = {
  code: string;
  name: string;
  assetClass: AssetClassCode;
  /** The price on the end date; the history walks back from it. */
  endPrice: number;
  /** Annual drift and volatility of the log price. */
  drift: number;
  vol: number;
  /** Annual cash distribution as a fraction of the price, paid in two halves. */
  yield: number;
  /** The share of a distribution that is franked (Australian company tax paid at 30%). */
  franked: number;
  /** The two months (1-12) in which it pays, and the day of the month from which it pays. */
  payMonths: [number, number];
  payDay: number;
  /** A foreign-sourced distribution: 15% withholding tax is deducted. */
  foreign?: boolean;
  /** A call option is written over it: a strike just under its recent high caps its value. */
  strike?: boolean;
};

const CASH_CODE = 'AUD';

const SECURITIES: SecurityDef[] = [
  {
    code: 'BHP',
    name: 'BHP Group Limited',
    assetClass: 'AU_EQ',
    endPrice: 44.8,
    drift: 0.05,
    vol: 0.26,
    yield: 0.05,
    franked: 1,
    payMonths: [3, 9],
    payDay: 20,
  },
  {
    code: 'CBA',
    name: 'Commonwealth Bank of Australia',
    assetClass: 'AU_EQ',
    endPrice: 158.4,
    drift: 0.1,
    vol: 0.19,
    yield: 0.032,
    franked: 1,
    payMonths: [3, 9],
    payDay: 28,
  },
  {
    code: 'CSL',
    name: 'CSL Limited',
    assetClass: 'AU_EQ',
    endPrice: 248.1,
    drift: 0.02,
    vol: 0.22,
    yield: 0.015,
    franked: 0.1,
    payMonths: [4, 10],
    payDay: 3,
  },
  {
    code: 'NAB',
    name: 'National Australia Bank Limited',
    assetClass: 'AU_EQ',
    endPrice: 37.9,
    drift: 0.07,
    vol: 0.2,
    yield: 0.045,
    franked: 1,
    payMonths: [7, 12],
    payDay: 12,
  },
  {
    code: 'WBC',
    name: 'Westpac Banking Corporation',
    assetClass: 'AU_EQ',
    endPrice: 33.6,
    drift: 0.06,
    vol: 0.21,
    yield: 0.048,
    franked: 1,
    payMonths: [6, 12],
    payDay: 19,
  },
  {
    code: 'ANZ',
    name: 'ANZ Group Holdings Limited',
    assetClass: 'AU_EQ',
    endPrice: 29.2,
    drift: 0.04,
    vol: 0.21,
    yield: 0.055,
    franked: 0.7,
    payMonths: [7, 12],
    payDay: 1,
  },
  {
    code: 'WES',
    name: 'Wesfarmers Limited',
    assetClass: 'AU_EQ',
    endPrice: 77.5,
    drift: 0.08,
    vol: 0.2,
    yield: 0.028,
    franked: 1,
    payMonths: [3, 10],
    payDay: 27,
    strike: true,
  },
  {
    code: 'WOW',
    name: 'Woolworths Group Limited',
    assetClass: 'AU_EQ',
    endPrice: 31.4,
    drift: 0.0,
    vol: 0.18,
    yield: 0.032,
    franked: 1,
    payMonths: [4, 10],
    payDay: 10,
  },
  {
    code: 'MQG',
    name: 'Macquarie Group Limited',
    assetClass: 'AU_EQ',
    endPrice: 212.3,
    drift: 0.06,
    vol: 0.24,
    yield: 0.03,
    franked: 0.4,
    payMonths: [7, 12],
    payDay: 2,
  },
  {
    code: 'RIO',
    name: 'Rio Tinto Limited',
    assetClass: 'AU_EQ',
    endPrice: 121.7,
    drift: 0.04,
    vol: 0.25,
    yield: 0.055,
    franked: 1,
    payMonths: [4, 9],
    payDay: 18,
  },
  {
    code: 'TLS',
    name: 'Telstra Group Limited',
    assetClass: 'AU_EQ',
    endPrice: 4.72,
    drift: 0.04,
    vol: 0.15,
    yield: 0.04,
    franked: 1,
    payMonths: [3, 9],
    payDay: 25,
    strike: true,
  },
  {
    code: 'FMG',
    name: 'Fortescue Ltd',
    assetClass: 'AU_EQ',
    endPrice: 19.6,
    drift: 0.02,
    vol: 0.35,
    yield: 0.07,
    franked: 1,
    payMonths: [3, 9],
    payDay: 27,
  },
  {
    code: 'GMG',
    name: 'Goodman Group',
    assetClass: 'PROPERTY',
    endPrice: 33.1,
    drift: 0.1,
    vol: 0.25,
    yield: 0.01,
    franked: 0,
    payMonths: [2, 8],
    payDay: 24,
  },
  {
    code: 'SCG',
    name: 'Scentre Group',
    assetClass: 'PROPERTY',
    endPrice: 3.72,
    drift: 0.03,
    vol: 0.2,
    yield: 0.047,
    franked: 0,
    payMonths: [2, 8],
    payDay: 28,
  },
  {
    code: 'VAP',
    name: 'Vanguard Australian Property Securities Index ETF',
    assetClass: 'PROPERTY',
    endPrice: 96.4,
    drift: 0.04,
    vol: 0.18,
    yield: 0.035,
    franked: 0.05,
    payMonths: [1, 7],
    payDay: 16,
  },
  {
    code: 'VGS',
    name: 'Vanguard MSCI Index International Shares ETF',
    assetClass: 'INT_EQ',
    endPrice: 139.2,
    drift: 0.09,
    vol: 0.14,
    yield: 0.018,
    franked: 0,
    payMonths: [1, 7],
    payDay: 17,
    foreign: true,
  },
  {
    code: 'IVV',
    name: 'iShares S&P 500 ETF',
    assetClass: 'INT_EQ',
    endPrice: 63.8,
    drift: 0.11,
    vol: 0.16,
    yield: 0.012,
    franked: 0,
    payMonths: [6, 12],
    payDay: 20,
    foreign: true,
  },
  {
    code: 'NDQ',
    name: 'Betashares NASDAQ 100 ETF',
    assetClass: 'INT_EQ',
    endPrice: 51.3,
    drift: 0.13,
    vol: 0.21,
    yield: 0.008,
    franked: 0,
    payMonths: [1, 7],
    payDay: 18,
    foreign: true,
  },
  {
    code: 'IOO',
    name: 'iShares Global 100 ETF',
    assetClass: 'INT_EQ',
    endPrice: 158.9,
    drift: 0.1,
    vol: 0.15,
    yield: 0.012,
    franked: 0,
    payMonths: [6, 12],
    payDay: 22,
    foreign: true,
  },
  {
    code: 'IAF',
    name: 'iShares Core Composite Bond ETF',
    assetClass: 'FIXED',
    endPrice: 99.6,
    drift: 0.0,
    vol: 0.05,
    yield: 0.03,
    franked: 0,
    payMonths: [1, 7],
    payDay: 15,
  },
  {
    code: 'VAF',
    name: 'Vanguard Australian Fixed Interest Index ETF',
    assetClass: 'FIXED',
    endPrice: 45.9,
    drift: 0.0,
    vol: 0.05,
    yield: 0.028,
    franked: 0,
    payMonths: [1, 7],
    payDay: 16,
  },
  {
    code: 'GOLD',
    name: 'Global X Physical Gold',
    assetClass: 'ALT',
    endPrice: 47.3,
    drift: 0.08,
    vol: 0.14,
    yield: 0,
    franked: 0,
    payMonths: [1, 7],
    payDay: 1,
  },
];

type StrategyDef = {
  code: string;
  name: string;
  color: string;
  /** Model weights of the securities; the rest (`cash`) stays in cash. */
  model: Array<[string, number]>;
  cash: number;
  /** Writes covered calls (option premiums) and now and then buys protective puts. */
  options: boolean;
};

const STRATEGIES: StrategyDef[] = [
  {
    code: 'AEI',
    name: 'Australian Equity Income',
    color: '#0b3d5c',
    model: [
      ['CBA', 0.13],
      ['NAB', 0.11],
      ['WBC', 0.1],
      ['ANZ', 0.09],
      ['BHP', 0.12],
      ['RIO', 0.08],
      ['TLS', 0.09],
      ['WES', 0.09],
      ['WOW', 0.07],
      ['SCG', 0.07],
    ],
    cash: 0.05,
    options: true,
  },
  {
    code: 'TAEP',
    name: 'Tailored Australian Equity Portfolio',
    color: '#c8a24a',
    model: [
      ['BHP', 0.13],
      ['CSL', 0.12],
      ['CBA', 0.12],
      ['MQG', 0.1],
      ['WES', 0.1],
      ['RIO', 0.08],
      ['FMG', 0.07],
      ['GMG', 0.1],
      ['WOW', 0.06],
      ['NAB', 0.09],
    ],
    cash: 0.03,
    options: true,
  },
  {
    code: 'DG',
    name: 'Diversified Growth',
    color: '#2a9d8f',
    model: [
      ['VGS', 0.2],
      ['IVV', 0.12],
      ['IAF', 0.14],
      ['VAF', 0.08],
      ['VAP', 0.08],
      ['GOLD', 0.06],
      ['BHP', 0.08],
      ['CSL', 0.07],
      ['CBA', 0.12],
    ],
    cash: 0.05,
    options: false,
  },
  {
    code: 'IE',
    name: 'International Equities',
    color: '#4a2366',
    model: [
      ['VGS', 0.35],
      ['IVV', 0.25],
      ['NDQ', 0.17],
      ['IOO', 0.2],
    ],
    cash: 0.03,
    options: false,
  },
];

/** The strategies each demo account holds. */
const ACCOUNT_STRATEGIES: Record<string, string[]> = {
  individual: ['AEI', 'DG'],
  smsf: ['AEI', 'TAEP', 'DG'],
  trust: ['TAEP', 'IE'],
};

/** Fee (a year, on the option's value, charged monthly) and interest on cash (a year, paid monthly). */
const FEE_RATE = 0.0088;
/** The smallest parcel the manager trades (cents), unless a sale closes the position. */
const MIN_TRADE = 250_000;
const CASH_RATE = 0.035;
const WITHHOLDING_RATE = 0.15;
const COMPANY_TAX_RATE = 0.3;
const CHUNK = 5000;
const DAY_MS = 86_400_000;

// ---------------------------------------------------------------------------------------------- random

/** mulberry32: a small, fast, seeded PRNG answering [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a: a stable 32-bit seed from a name. */
function seedOf(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    h ^= name.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function gaussian(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

function between(random: () => number, low: number, high: number): number {
  return low + (high - low) * random();
}

// ------------------------------------------------------------------------------------------------ dates

function isoToDay(iso: string): number {
  return Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
}

function dayToIso(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

function isWeekday(day: number): boolean {
  const weekday = (day + 4) % 7; // 1970-01-01 was a Thursday; 0 is Sunday
  return weekday !== 0 && weekday !== 6;
}

const monthOfDay = (day: number) => new Date(day * DAY_MS).getUTCMonth();

/** Whether the next weekday falls in another month: the day month-end postings are made. */
function isLastWeekdayOfMonth(day: number): boolean {
  let next = day + 1;
  while (!isWeekday(next)) next++;
  return monthOfDay(next) !== monthOfDay(day);
}

function weekdayOnOrBefore(day: number): number {
  let d = day;
  while (!isWeekday(d)) d--;
  return d;
}

/** The last weekday on or before today in Sydney (the provider's calendar). */
export function lastWeekday(now = new Date()): string {
  return dayToIso(weekdayOnOrBefore(isoToDay(todayIso(now))));
}

// ---------------------------------------------------------------------------------------------- prices

type PriceTable = {
  days: number[];
  iso: string[];
  /** Price in cents by security code, one per weekday. */
  cents: Map<string, Int32Array>;
};

/** A geometric random walk per security that walks back in time from its end price. */
function generatePrices(days: number[]): PriceTable {
  const n = days.length;
  const dt = 1 / 261;
  const cents = new Map<string, Int32Array>();
  for (const def of SECURITIES) {
    const random = mulberry32(seedOf(`price:${def.code}`));
    const series = new Int32Array(n);
    let price = def.endPrice;
    for (let i = n - 1; i >= 0; i--) {
      series[i] = Math.max(1, Math.round(price * 100));
      const step = (def.drift - (def.vol * def.vol) / 2) * dt + def.vol * Math.sqrt(dt) * gaussian(random);
      price /= Math.exp(step);
    }
    cents.set(def.code, series);
  }
  cents.set(CASH_CODE, new Int32Array(n).fill(100));
  return { days, iso: days.map(dayToIso), cents };
}

// ------------------------------------------------------------------------------------------ benchmarks

type BenchmarkDef = { code: string; name: string; endLevel: number; drift: number; vol: number };

/**
 * Two index series to compare the portfolios with (descriptive names, no index provider's): Australian
 * shares with dividends reinvested (higher growth, equity-like volatility) and a balanced mix of about 60 %
 * growth and 40 % defensive assets (lower growth and about half the volatility).
 */
const BENCHMARKS: BenchmarkDef[] = [
  {
    code: 'AU_SHARES_ACC',
    name: 'Australian shares accumulation index',
    endLevel: 112_480,
    drift: 0.092,
    vol: 0.155,
  },
  { code: 'BALANCED_60_40', name: 'Balanced composite index', endLevel: 2_651.4, drift: 0.066, vol: 0.072 },
];

/** Each benchmark's level in cents on every demo day: a geometric random walk back from its end level. */
function generateBenchmarkLevels(days: number[]): Map<string, Float64Array> {
  const dt = 1 / 261;
  const levels = new Map<string, Float64Array>();
  for (const def of BENCHMARKS) {
    const random = mulberry32(seedOf(`benchmark:${def.code}`));
    const series = new Float64Array(days.length);
    let level = def.endLevel;
    for (let i = days.length - 1; i >= 0; i--) {
      series[i] = Math.round(level * 100);
      level /= Math.exp(
        (def.drift - (def.vol * def.vol) / 2) * dt + def.vol * Math.sqrt(dt) * gaussian(random),
      );
    }
    levels.set(def.code, series);
  }
  return levels;
}

/** The strike of a security with a call written over it: just under its high of the last 20 days. */
function strikeOf(series: Int32Array): string {
  let high = 0;
  for (let i = Math.max(0, series.length - 20); i < series.length; i++) high = Math.max(high, series[i]!);
  return cents(Math.round(high * 0.97));
}

// ----------------------------------------------------------------------------------------- simulation

type TxRow = {
  type: TransactionType;
  code: string | null;
  day: number;
  units: number | null;
  /** Cents, >= 0. */
  amount: number;
  franking: number;
  realised: number;
};

type HoldingRow = { code: string; day: number; units: string; target: string };

type OptionData = { transactions: TxRow[]; holdings: HoldingRow[] };

function cents(value: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * One investment option, day by day: funding and the first buys on the first day, then dividends (with
 * franking credits, and withholding tax abroad), option premiums, interest on cash, monthly fees,
 * movements in and out, now and then a sell (with its realised gain) or a put bought, and a month-end
 * rebalance that invests spare cash in the most underweight holdings or sells to refill the cash.
 */
function simulateOption(seedName: string, strategy: StrategyDef, prices: PriceTable): OptionData {
  const random = mulberry32(seedOf(seedName));
  const { days } = prices;
  const n = days.length;
  const codes = strategy.model.map(([code]) => code);
  const weights = new Map(strategy.model);
  const defs = new Map(SECURITIES.map((s) => [s.code, s]));
  const units = new Map<string, number>(codes.map((c) => [c, 0]));
  const cost = new Map<string, number>(codes.map((c) => [c, 0]));
  const paid = new Map<string, number>(); // security -> last paid month key
  const transactions: TxRow[] = [];
  const holdings: HoldingRow[] = [];
  let cash = 0;

  const price = (code: string, i: number) => prices.cents.get(code)![i]!;
  const valueAt = (i: number) => {
    let total = cash;
    for (const code of codes) total += units.get(code)! * price(code, i);
    return total;
  };
  const changed = new Set<string>();
  const add = (tx: Omit<TxRow, 'franking' | 'realised' | 'units'> & Partial<TxRow>) => {
    transactions.push({ units: null, franking: 0, realised: 0, ...tx });
  };
  /** Buys `count` units, or nothing when that is under the smallest parcel; answers what it spent. */
  const buy = (code: string, count: number, i: number): number => {
    const amount = count * price(code, i);
    if (count <= 0 || amount < MIN_TRADE) return 0;
    units.set(code, units.get(code)! + count);
    cost.set(code, cost.get(code)! + amount);
    cash -= amount;
    changed.add(code);
    add({ type: 'buy', code, day: days[i]!, units: count, amount });
    return amount;
  };
  /** Sells `count` units, at least the smallest parcel, at most the whole holding. */
  const sell = (code: string, count: number, i: number) => {
    const held = units.get(code)!;
    const sold = Math.min(held, Math.max(count, Math.ceil(MIN_TRADE / price(code, i))));
    if (sold <= 0) return;
    const proceeds = sold * price(code, i);
    const costPart = Math.round((cost.get(code)! * sold) / held);
    units.set(code, held - sold);
    cost.set(code, cost.get(code)! - costPart);
    cash += proceeds;
    changed.add(code);
    add({ type: 'sell', code, day: days[i]!, units: sold, amount: proceeds, realised: proceeds - costPart });
  };
  /** Sells from the most overweight holding until cash reaches `needed` cents. */
  const raiseCash = (needed: number, i: number) => {
    const value = valueAt(i);
    const byExcess = codes
      .filter((c) => units.get(c)! > 0)
      .map((c) => [c, units.get(c)! * price(c, i) - value * weights.get(c)!] as const)
      .sort((a, b) => b[1] - a[1]);
    for (const [code] of byExcess) {
      if (cash >= needed) break;
      sell(code, Math.ceil((needed - cash) / price(code, i)), i);
    }
  };
  /** Invests cash above the model's cash weight in the most underweight holdings. */
  const investSpare = (i: number) => {
    const value = valueAt(i);
    let spare = cash - Math.round(value * strategy.cash);
    const shortfalls = codes
      .map((c) => [c, value * weights.get(c)! - units.get(c)! * price(c, i)] as const)
      .filter(([, gap]) => gap > 0)
      .sort((a, b) => b[1] - a[1]);
    for (const [code, gap] of shortfalls) {
      if (spare <= 0) break;
      spare -= buy(code, Math.floor(Math.min(spare, gap) / price(code, i)), i);
    }
  };

  // Movements in and out: one to three a year on random weekdays.
  const funding = Math.round(between(random, 300, 2000)) * 100_000; // $300k-$2M in whole thousands
  const movements = new Map<number, number>(); // day index -> signed cents
  for (let start = 0; start < n; start += 261) {
    const count = 1 + Math.floor(random() * 3);
    for (let k = 0; k < count; k++) {
      const at = start + 1 + Math.floor(random() * 260);
      if (at >= n) continue;
      const share = random() < 0.65 ? between(random, 0.02, 0.1) : -between(random, 0.02, 0.08);
      movements.set(at, Math.round((funding * share) / 50_000) * 50_000); // whole $500s
    }
  }

  const eqCodes = codes.filter((c) => defs.get(c)!.assetClass === 'AU_EQ');
  let monthPlan = { key: -1, premiumFrom: 99, putFrom: 99, sellFrom: 99 };
  for (let i = 0; i < n; i++) {
    const day = days[i]!;
    const date = new Date(day * DAY_MS);
    const month = date.getUTCMonth() + 1;
    const dom = date.getUTCDate();
    const monthKey = date.getUTCFullYear() * 12 + month;
    // Month-end fees, interest and the rebalance: on the month's last weekday, never on the last day of
    // data unless it is one.
    const lastOfMonth =
      i === n - 1 ? isLastWeekdayOfMonth(day) : monthOfDay(days[i + 1]!) !== monthOfDay(day);
    if (monthPlan.key !== monthKey) {
      monthPlan = {
        key: monthKey,
        premiumFrom: strategy.options && random() < 0.5 ? 8 + Math.floor(random() * 15) : 99,
        putFrom: strategy.options && random() < 0.1 ? 3 + Math.floor(random() * 20) : 99,
        sellFrom: random() < 0.18 ? 2 + Math.floor(random() * 22) : 99,
      };
    }
    const cashBefore = cash;

    if (i === 0) {
      cash += funding;
      add({ type: 'movement_in', code: null, day, amount: funding });
      for (const code of codes) buy(code, Math.floor((funding * weights.get(code)!) / price(code, i)), i);
    }

    const movement = movements.get(i);
    if (movement !== undefined && movement > 0) {
      cash += movement;
      add({ type: 'movement_in', code: null, day, amount: movement });
    } else if (movement !== undefined && movement < 0) {
      const amount = Math.min(-movement, Math.round(valueAt(i) * 0.1));
      if (cash < amount) raiseCash(amount + Math.round(valueAt(i) * strategy.cash * 0.5), i);
      cash -= amount;
      add({ type: 'movement_out', code: null, day, amount });
    }

    // Distributions: twice a year, from the pay day of each pay month, on what is held.
    for (const code of codes) {
      const def = defs.get(code)!;
      if (def.yield === 0 || !def.payMonths.includes(month) || dom < def.payDay) continue;
      if (paid.get(code) === monthKey || units.get(code) === 0) continue;
      paid.set(code, monthKey);
      const perUnit = (price(code, i) * def.yield) / 2;
      const amount = Math.round(units.get(code)! * perUnit);
      if (amount === 0) continue;
      const franking = Math.round((amount * def.franked * COMPANY_TAX_RATE) / (1 - COMPANY_TAX_RATE));
      cash += amount;
      add({ type: 'dividend', code, day, amount, franking });
      if (def.foreign) {
        const tax = Math.round(amount * WITHHOLDING_RATE);
        cash -= tax;
        add({ type: 'withholding_tax', code, day, amount: tax });
      }
    }

    // Covered calls written (premium received) and protective puts bought, on Australian equities.
    if (i > 0 && dom >= monthPlan.premiumFrom) {
      monthPlan.premiumFrom = 99;
      const code = eqCodes[Math.floor(random() * eqCodes.length)]!;
      const amount = Math.round(units.get(code)! * price(code, i) * between(random, 0.01, 0.025));
      if (amount > 0) {
        cash += amount;
        add({ type: 'option_premium', code, day, amount });
      }
    }
    if (i > 0 && dom >= monthPlan.putFrom) {
      monthPlan.putFrom = 99;
      const code = eqCodes[Math.floor(random() * eqCodes.length)]!;
      const amount = Math.round(units.get(code)! * price(code, i) * between(random, 0.005, 0.015));
      if (amount > 0) {
        if (cash < amount) raiseCash(amount, i);
        cash -= amount;
        add({ type: 'option_bought', code, day, amount });
      }
    }

    // Now and then the manager trims a holding; the proceeds wait in cash for the month-end rebalance.
    if (i > 0 && dom >= monthPlan.sellFrom) {
      monthPlan.sellFrom = 99;
      const held = codes.filter((c) => units.get(c)! > 0);
      const code = held[Math.floor(random() * held.length)];
      if (code) sell(code, Math.floor(units.get(code)! * between(random, 0.15, 0.4)), i);
    }

    if (lastOfMonth && i > 0) {
      if (cash > 0) {
        const interest = Math.round((cash * CASH_RATE) / 12);
        if (interest > 0) {
          cash += interest;
          add({ type: 'other_income', code: CASH_CODE, day, amount: interest });
        }
      }
      const fee = Math.round((valueAt(i) * FEE_RATE) / 12);
      if (cash < fee) raiseCash(fee, i);
      cash -= fee;
      add({ type: 'fee', code: null, day, amount: fee });
      const value = valueAt(i);
      const targetCash = Math.round(value * strategy.cash);
      if (cash > targetCash * 1.6) investSpare(i);
      else if (cash < targetCash * 0.3) raiseCash(targetCash, i);
    }

    if (cash !== cashBefore || i === 0) changed.add(CASH_CODE);
    if (changed.size > 0) {
      const value = valueAt(i);
      for (const code of changed) {
        if (code === CASH_CODE) {
          holdings.push({ code, day, units: cents(cash), target: cents(Math.round(value * strategy.cash)) });
        } else {
          const target = Math.round((value * weights.get(code)!) / price(code, i));
          holdings.push({ code, day, units: String(units.get(code)!), target: String(target) });
        }
      }
      changed.clear();
    }
  }
  return { transactions, holdings };
}

/** A margin loan on the trust: a balance on the first weekday of each month, drifting, now and then repaid. */
function simulateMarginLoan(seedName: string, startBalance: number, prices: PriceTable) {
  const random = mulberry32(seedOf(seedName));
  const rows: Array<{ day: number; balance: string }> = [];
  let balance = startBalance;
  let lastMonth = -1;
  for (const day of prices.days) {
    const month = new Date(day * DAY_MS).getUTCMonth();
    if (month === lastMonth) continue;
    lastMonth = month;
    if (rows.length > 0) {
      balance *= random() < 0.08 ? between(random, 0.6, 0.85) : 1 + gaussian(random) * 0.03;
    }
    balance = Math.max(0, Math.round(balance / 10_000) * 10_000); // whole $100s
    rows.push({ day, balance: cents(balance) });
  }
  return rows;
}

// ------------------------------------------------------------------------------------------------ load

/** Runs a bulk insert of column arrays in chunks, so no statement carries more than CHUNK rows. */
async function insertChunked<C extends unknown[][]>(
  q: Queryable,
  columns: C,
  insert: (q: Queryable, chunk: C) => Promise<void>,
): Promise<void> {
  const length = columns[0]!.length;
  for (let from = 0; from < length; from += CHUNK) {
    await insert(q, columns.map((column) => column.slice(from, from + CHUNK)) as C);
  }
}

/**
 * Generates the demo portfolios of the given users (idempotent: a user whose accounts already hold an
 * investment option is skipped), then materialises their valuations and monthly returns, in one
 * transaction.
 */
export async function seedDemoPortfolio(
  db: Db,
  options: SeedDemoPortfolioOptions = {},
): Promise<SeedDemoPortfolioResult> {
  const endDay = weekdayOnOrBefore(isoToDay(options.endDate ?? lastWeekday()));
  const years = options.years ?? 5;
  const emails = options.emails ?? DEMO_PORTFOLIO_EMAILS;
  const startDay = weekdayOnOrBefore(endDay - Math.round(years * 365.25));
  const days: number[] = [];
  for (let d = startDay; d <= endDay; d++) if (isWeekday(d)) days.push(d);

  return db.tx(async (q) => {
    const result: SeedDemoPortfolioResult = {
      users: 0,
      investmentOptions: 0,
      prices: 0,
      holdings: 0,
      transactions: 0,
      marginLoans: 0,
      benchmarkLevels: 0,
    };
    // The benchmarks are everyone's: seeded (levels already stored kept) even when no portfolio is due.
    await insertBenchmarks(
      q,
      BENCHMARKS.map((b) => ({ code: b.code, name: b.name })),
    );
    const benchmarkIds = new Map((await benchmarkCodes(q)).map((r) => [r.code, r.id]));
    const levelColumns: LevelColumns = [[], [], []];
    for (const [code, series] of generateBenchmarkLevels(days)) {
      for (let i = 0; i < days.length; i++) {
        levelColumns[0].push(benchmarkIds.get(code)!);
        levelColumns[1].push(dayToIso(days[i]!));
        levelColumns[2].push(cents(series[i]!));
      }
    }
    await insertChunked(q, levelColumns, insertBenchmarkLevels);
    result.benchmarkLevels = levelColumns[0].length;
    const accounts = await demoPortfolioAccounts(q, emails);
    const todo = accounts.filter((a) => !a.has_options && ACCOUNT_STRATEGIES[a.account_type]);
    if (todo.length === 0) return result;
    result.users = new Set(todo.map((a) => a.email)).size;

    // Reference data: kept as it is when already there (the provider's files may have loaded it).
    await insertAssetClasses(
      q,
      ASSET_CLASSES.map(([code, name, color]) => ({ code, name, color })),
    );
    const prices = generatePrices(days);
    const allSecurities = [
      { code: CASH_CODE, name: 'Australian Dollar Cash', assetClass: 'CASH' as const, strike: false },
      ...SECURITIES,
    ];
    await insertSecurities(
      q,
      allSecurities.map((s) => ({
        code: s.code,
        name: s.name,
        assetClass: s.assetClass,
        strike_price: s.strike ? strikeOf(prices.cents.get(s.code)!) : null,
      })),
    );
    await insertStrategies(q, STRATEGIES);
    const securityIds = new Map((await securityCodes(q)).map((r) => [r.code, r.id]));
    const strategyIds = new Map((await strategyCodes(q)).map((r) => [r.code, r.id]));

    // Prices: one per weekday and security; a price already stored for a day is kept, and the simulation
    // reads back what is stored, so holdings and transactions agree with the valuations.
    const priceColumns: PriceColumns = [[], [], []];
    for (const [code, series] of prices.cents) {
      const id = securityIds.get(code)!;
      for (let i = 0; i < days.length; i++) {
        priceColumns[0].push(id);
        priceColumns[1].push(prices.iso[i]!);
        priceColumns[2].push(cents(series[i]!));
      }
    }
    await insertChunked(q, priceColumns, insertPrices);
    result.prices = priceColumns[0].length;
    const stored = await storedPrices(
      q,
      [...prices.cents.keys()],
      prices.iso[0]!,
      prices.iso[days.length - 1]!,
    );
    const indexOf = new Map(days.map((d, i) => [d, i]));
    for (const row of stored) {
      const i = indexOf.get(Number(row.day));
      if (i !== undefined) prices.cents.get(row.code)![i] = Math.round(Number(row.price) * 100);
    }

    // Investment options, then their simulated transactions and holdings.
    const plan = todo.flatMap((a) =>
      ACCOUNT_STRATEGIES[a.account_type]!.map((code) => ({
        account: a,
        strategy: STRATEGIES.find((s) => s.code === code)!,
      })),
    );
    const created = await insertInvestmentOptions(
      q,
      plan.map((p) => p.account.id),
      plan.map((p) => strategyIds.get(p.strategy.code)!),
    );
    const optionIdOf = new Map(created.map((r) => [`${r.account_id}:${r.strategy_id}`, r.id]));
    result.investmentOptions = created.length;

    const tx: TransactionColumns = [[], [], [], [], [], [], [], [], []];
    const hold: HoldingColumns = [[], [], [], [], []];
    const trustFunding = new Map<number, number>();
    for (const { account, strategy } of plan) {
      const optionId = optionIdOf.get(`${account.id}:${strategyIds.get(strategy.code)}`)!;
      const name = `${account.email}:${account.account_type}:${strategy.code}`;
      const data = simulateOption(name, strategy, prices);
      for (const [seq, t] of data.transactions.entries()) {
        tx[0].push(`demo:${name}:${seq}`);
        tx[1].push(optionId);
        tx[2].push(t.code === null ? null : securityIds.get(t.code)!);
        tx[3].push(dayToIso(t.day));
        tx[4].push(t.type);
        tx[5].push(t.units === null ? null : String(t.units));
        tx[6].push(cents(t.amount));
        tx[7].push(cents(t.franking));
        tx[8].push(cents(t.realised));
      }
      for (const h of data.holdings) {
        hold[0].push(optionId);
        hold[1].push(securityIds.get(h.code)!);
        hold[2].push(dayToIso(h.day));
        hold[3].push(h.units);
        hold[4].push(h.target);
      }
      if (account.account_type === 'trust') {
        trustFunding.set(account.id, (trustFunding.get(account.id) ?? 0) + data.transactions[0]!.amount);
      }
    }
    await insertChunked(q, tx, insertTransactions);
    result.transactions = tx[0].length;
    await insertChunked(q, hold, insertHoldings);
    result.holdings = hold[0].length;

    const loans: MarginLoanColumns = [[], [], []];
    for (const [accountId, funding] of trustFunding) {
      const account = todo.find((a) => a.id === accountId)!;
      for (const row of simulateMarginLoan(`${account.email}:margin`, Math.round(funding * 0.25), prices)) {
        loans[0].push(accountId);
        loans[1].push(dayToIso(row.day));
        loans[2].push(row.balance);
      }
    }
    await insertChunked(q, loans, insertMarginLoans);
    result.marginLoans = loans[0].length;

    await materialise(
      q,
      created.map((r) => r.id),
    );
    return result;
  });
}
