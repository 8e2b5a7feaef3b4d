import { REPORT_TYPE_IDS } from '@portal/contracts/api/reports';
import type { CapitalGainsReport } from '../capital-gains-report.ts';
import type { AllocationRow, HoldingValueRow, PeriodRow, TaxRow, TransactionRow } from '../queries.ts';
import type { ReportDocument } from './render.ts';

// A report as a client with long account, option and security names sees it: enough rows that tables
// run over pages, names that wrap in their columns, prices and units of every shape.

export const REPORT_TYPE_NAMES: Record<number, string> = {
  [REPORT_TYPE_IDS.valuation]: 'Portfolio valuation',
  [REPORT_TYPE_IDS.performance]: 'Performance',
  [REPORT_TYPE_IDS.income]: 'Income',
  [REPORT_TYPE_IDS.transactions]: 'Transactions',
  [REPORT_TYPE_IDS.realisedGains]: 'Realised gains and losses',
  [REPORT_TYPE_IDS.allocation]: 'Asset allocation',
  [REPORT_TYPE_IDS.fees]: 'Fees and expenses',
  [REPORT_TYPE_IDS.taxSummary]: 'Tax summary',
  [REPORT_TYPE_IDS.realisedParcels]: 'Realised capital gains by parcel',
  [REPORT_TYPE_IDS.unrealisedGains]: 'Unrealised capital gains',
};

export const LONG_ACCOUNT =
  'Morgan Family Super Fund Pty Ltd as trustee for the Morgan Family Superannuation Fund';
export const LONG_OPTION = 'Australian Equity Income and Franking Credit Harvesting';
export const LONG_SECURITY =
  'Betashares Australian Sustainability Leaders Exchange Traded Fund (Managed Fund)';

const accounts = [LONG_ACCOUNT, 'Morgan Family Trust'];
const options = [LONG_OPTION, 'Growth'];
const securities: Array<[code: string, name: string, assetClass: string]> = [
  ['ETHI', LONG_SECURITY, 'International Equities and Global Listed Infrastructure'],
  ['BHP', 'BHP Group Limited', 'Australian Equities'],
  ['CBA', 'Commonwealth Bank of Australia', 'Australian Equities'],
  ['VAS', 'Vanguard Australian Shares Index ETF', 'Australian Equities'],
  ['IAF', 'iShares Core Composite Bond ETF', 'Fixed Interest'],
  ['XJO5000C', 'S&P/ASX 200 Index Call Option December Expiry Strike 5000', 'Options'],
];
const prices = ['158.4', '1', '33', '0.045', '1234.5678', '12.3'];
const units = ['12500.5', '1000', '250', '1500000', '3.25', '48000'];

const money = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

const months = Array.from(
  { length: 24 },
  (_, i) => `${2024 + Math.floor((6 + i) / 12)}-${String(((6 + i) % 12) + 1).padStart(2, '0')}-01`,
);

function holdings(grp: number): HoldingValueRow[] {
  return Array.from({ length: 36 }, (_, i) => {
    const [code, name, asset_class] = securities[i % securities.length]!;
    return {
      grp,
      code: `${code}${i >= securities.length ? i : ''}`,
      name,
      asset_class,
      units: units[i % units.length]!,
      price: prices[i % prices.length]!,
      value: money(9_876_543 - i * 12_345),
    };
  });
}

function allocation(grp: number): AllocationRow[] {
  return [
    ['International Equities and Global Listed Infrastructure', '41.27'],
    ['Australian Equities', '9.1'],
    ['Fixed Interest', '33'],
    ['Cash and Term Deposits', '16.63'],
  ].map(([asset_class, share], i) => ({
    grp,
    asset_class: asset_class!,
    share: share!,
    value: money(4_000_000 - i * 100_000),
  }));
}

/** The last day of a month given by its first. */
const monthEnd = (first: string) => {
  const date = new Date(`${first}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1, 0);
  return date.toISOString().slice(0, 10);
};

function partRows(grp: number): PeriodRow[] {
  return months.map((month, i) => ({
    grp,
    // The first part starts mid-month, as a period chosen by date does.
    start_date: i === 0 ? month.replace(/01$/, '15') : month,
    end_date: monthEnd(month),
    opening_value: money(100_000_000 + i * 50_000),
    closing_value: money(100_050_000 + i * 50_000),
    movements_in: money(i % 3 === 0 ? 500_000 : 0),
    movements_out: money(0),
    dividends: money(120_000 + i * 100),
    franking_credits: money(30_000),
    premiums_received: money(45_000),
    other_income: money(1_234),
    withholding_tax: money(0),
    income_return: money(196_234 + i * 100),
    realised: money(80_000),
    unrealised: money(-20_000 + i * 1_000),
    options_bought: money(5_000),
    capital_return: money(55_000 + i * 1_000),
    fees: money(12_345),
    total_return: money(238_889 + i * 1_100),
  }));
}

const transactionTypes: TransactionRow['type'][] = [
  'buy',
  'sell',
  'dividend',
  'option_premium',
  'fee',
  'movement_in',
  'withholding_tax',
];

function transactions(grp: number, count: number, only?: TransactionRow['type']): TransactionRow[] {
  return Array.from({ length: count }, (_, i) => ({
    grp,
    date: months[i % months.length]!.replace(/01$/, String((i % 27) + 1).padStart(2, '0')),
    account_name: accounts[(grp + i) % accounts.length]!,
    option_label: options[(grp + i) % options.length]!,
    code: only === 'fee' ? null : securities[i % securities.length]![0],
    type: only ?? transactionTypes[i % transactionTypes.length]!,
    units: only === 'fee' ? null : units[i % units.length]!,
    amount: money(-(i * 7_919) % 5_000_000),
    franking_credit: '0',
    realised_gain: only === 'sell' ? money(((i * 4_111) % 600_000) - 200_000) : '0',
  }));
}

function tax(grp: number): TaxRow {
  return {
    grp,
    dividends: money(1_440_000),
    franking_credits: money(360_000),
    premiums_received: money(540_000),
    other_income: money(14_808),
    withholding_tax: money(2_100),
    realised_gains: money(960_000),
    realised_losses: money(120_000),
    fees: money(148_140),
  };
}

/** Parcels of every security of a group: sold ones (one beyond the records) and ones still held. */
function capitalGains(groupCount: number, parcelsEach: number): CapitalGainsReport {
  const realised: CapitalGainsReport['realised'] = [];
  const unrealised: CapitalGainsReport['unrealised'] = [];
  for (let grp = 0; grp < groupCount; grp++) {
    for (let i = 0; i < parcelsEach; i++) {
      const [code, name] = securities[i % securities.length]!;
      const holding = {
        grp,
        account_name: accounts[grp]!,
        option_label: options[grp]!,
        code,
        security_name: name,
      };
      const gain = (i % 3 === 0 ? -1 : 1) * (1_000 + i * 7_919);
      realised.push({
        ...holding,
        acquired: i === 0 ? null : '2023-03-01',
        disposed: '2025-02-14',
        units: units[i % units.length]!,
        cost_base: i === 0 ? null : money(500_000 + i * 1_234),
        proceeds: money(500_000 + i * 1_234 + gain),
        gain: i === 0 ? null : money(gain),
        days_held: i === 0 ? null : 716,
        discountable: i !== 0 && gain > 0,
      });
      unrealised.push({
        ...holding,
        acquired: '2024-11-20',
        units: units[i % units.length]!,
        cost_base: money(900_000 + i * 4_321),
        price: prices[i % prices.length]!,
        market_value: money(900_000 + i * 4_321 + gain),
        gain: money(gain),
        days_held: 587,
        discountable: gain > 0,
      });
    }
  }
  const totals = {
    discountableGains: '12345.67',
    otherGains: '890.12',
    totalGains: '13235.79',
    losses: '456.78',
    lossesApplied: '456.78',
    discount: '6172.84',
    netGain: '6606.17',
    lossesCarriedForward: '0.00',
  };
  return {
    method: 'minimum_gain',
    realised,
    realisedTotals: Array.from({ length: groupCount }, () => totals),
    unrealised,
    unrealisedTotals: Array.from({ length: groupCount }, () => ({
      cost_base: '9876543.21',
      market_value: '10123456.78',
      gains: '300000.00',
      losses: '53086.43',
      net: '246913.57',
    })),
  };
}

/** A report of the given types over two long-named groups (an account's option, each). */
export function longNamesReport(typeIds: number[]): ReportDocument {
  const groups = [`${LONG_ACCOUNT}: ${LONG_OPTION}`, `${accounts[1]}: ${options[1]}`];
  const each = <T>(rows: (grp: number) => T[]) => groups.flatMap((_, grp) => rows(grp));
  return {
    title: `Report ${typeIds.map((id) => REPORT_TYPE_NAMES[id]).join(', ')} 01-Jul-2024 to 30-Jun-2026`,
    applicationName: 'Investment Portfolio Management',
    clientName: 'Alexandra Catherine Morgan-Fitzwilliam',
    generatedAt: new Date('2026-11-26T03:05:00Z'),
    startDate: '2024-07-01',
    endDate: '2026-06-30',
    accounts,
    investmentOptions: options,
    combineAccounts: false,
    combineInvestmentOptions: false,
    reportTypes: typeIds.map((id) => ({ id, name: REPORT_TYPE_NAMES[id]! })),
    groups,
    holdings: each(holdings),
    allocation: each(allocation),
    parts: each(partRows),
    methodReturns: groups.map(() => ({
      start_date: '2024-06-28',
      end_date: '2026-06-30',
      time_weighted: { total: '18.42', income: '6.10', capital_growth: '10.92', franking: '1.40' },
      money_weighted: { total: '-3.05', income: '5.20', capital_growth: '-9.45', franking: '1.20' },
    })),
    benchmark: {
      name: 'Australian shares accumulation index',
      groups: groups.map(() => ({
        status: 'shown' as const,
        start_date: '2024-06-28',
        end_date: '2026-06-30',
        portfolio_return: '18.42',
        benchmark_return: '21.07',
      })),
    },
    transactions: each((grp) => transactions(grp, 140)),
    transactionsTruncated: false,
    sells: each((grp) => transactions(grp, 30, 'sell')),
    fees: each((grp) => transactions(grp, 24, 'fee')),
    tax: each((grp) => [tax(grp)]),
    capitalGains: capitalGains(groups.length, 40),
  };
}
