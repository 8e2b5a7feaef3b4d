// Answers shaped like the dashboard API's, and a viewport for MUI's media queries (jsdom has none).

import type {
  TBenchmark,
  TBenchmarkChoiceUpdate,
  TBenchmarkComparison,
} from '@portal/contracts/api/benchmarks';
import type {
  TAssetAllocationItem,
  TCapitalMovement,
  TCapitalPerformance,
  TDashboardAccount,
  TDashboardFilter,
  TDashboardFilterUpdate,
  TIncome,
  TInvestmentRow,
  TReturnSummary,
  TReturnsByMethod,
  TTotalAssetValue,
} from '@portal/contracts/api/dashboard';
import { stubMatchMedia } from '@/test/match-media';
import { makeProfile, type THandler, type TRecordedCall } from '@/test/mock-server';

/** MUI's useMediaQuery reads window.matchMedia: answer min/max-width queries for this width. */
export const setViewportWidth = (width: number) =>
  stubMatchMedia((query) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  });

export const ACCOUNTS: TDashboardAccount[] = [
  {
    id: 1,
    name: 'Smith Family Trust',
    account_type: 'trust',
    investment_options: [
      { id: 11, strategy_id: 100, label: 'Growth', color: '#112233' },
      { id: 12, strategy_id: 200, label: 'Income', color: '#445566' },
    ],
  },
  {
    id: 2,
    name: 'Jane Smith',
    account_type: 'individual',
    investment_options: [{ id: 21, strategy_id: 100, label: 'Growth', color: '#112233' }],
  },
  {
    id: 3,
    name: 'Smith Super Fund',
    account_type: 'smsf',
    investment_options: [{ id: 31, strategy_id: 300, label: 'Balanced', color: '#778899' }],
  },
];

export const filterSetup = (
  period: TDashboardFilter['period']['id'] = 'twelve_months_back',
  account: number[] = [],
  investment_option: number[] = [],
): TDashboardFilter => ({
  period: { id: period },
  account: account.map((id) => ({ id })),
  investment_option: investment_option.map((id) => ({ id })),
});

const days = (amounts: number[]) =>
  amounts.map((amount, i) => ({
    date: `2026-01-${String(i + 1).padStart(2, '0')}`,
    amount: amount.toFixed(2),
  }));

export const TOTAL_ASSET_VALUE: TTotalAssetValue = {
  total_asset_daily_values: days([1_000_000, 1_050_000, 1_100_000]),
  margin_loan_daily_values: days([0, 0, 0]),
  net_equity_daily_values: days([1_000_000, 1_050_000, 1_100_000]),
  investment_options: [
    {
      id: 11,
      label: 'Growth',
      color: '#112233',
      total_amount: '1234567.00',
      daily_values: days([1_000_000, 1_100_000]),
    },
    {
      id: 12,
      label: 'Income',
      color: '#445566',
      total_amount: '500000.00',
      daily_values: days([500_000, 450_000]),
    },
  ],
  total_asset: '1100000.00',
  total_margin_loan: '0.00',
  net_equity: '1100000.00',
  margin_loan_left_out: false,
};

export const RETURN_SUMMARY: TReturnSummary = {
  monthly_values: [
    {
      month: '2026-01-01',
      income_return: '100.00',
      capital_return: '200.00',
      fee: '-10.00',
      total_return: '290.00',
    },
  ],
  total_income_return: '100.00',
  total_capital_return: '200.00',
  total_fee: '-10.00',
  total_return: '290.00',
};

export const CAPITAL_PERFORMANCE: TCapitalPerformance = {
  monthly_values: [
    {
      month: '2026-01-01',
      unrealised: '50.00',
      realised: '20.00',
      options_bought: '-5.00',
      capital_return: '65.00',
    },
  ],
  total_unrealised: '50.00',
  total_realised: '20.00',
  total_options_bought: '-5.00',
  total_capital_return: '65.00',
};

export const INCOME: TIncome = {
  monthly_values: [
    {
      month: '2026-01-01',
      premiums_received: '1.00',
      dividends: '2.00',
      franking_credits: '3.00',
      other_income: '4.00',
      income_return: '10.00',
    },
  ],
  total_premiums_received: '1.00',
  total_dividends: '2.00',
  total_franking_credits: '3.00',
  total_other_income: '4.00',
  total_income_return: '10.00',
};

export const CAPITAL_MOVEMENT: TCapitalMovement = {
  monthly_values: [
    {
      month: '2026-01-01',
      movements_in: '1000.00',
      movements_out: '-500.00',
      franking_credits: '-3.00',
      withholding_tax: '-1.00',
    },
  ],
  total_movements_in: '1000.00',
  total_movements_out: '-500.00',
  total_franking_credits: '-3.00',
  total_withholding_tax: '-1.00',
};

const allocation = (classId: number, name: string, actual: string, account = 1): TAssetAllocationItem => ({
  asset_class: { id: classId, name, color: '#123456' },
  actual,
  account: { id: account, name: 'Smith Family Trust' },
  investment_option: { id: 11, label: 'Growth' },
});

export const ASSET_ALLOCATION: TAssetAllocationItem[] = [
  allocation(7, 'Australian Equities', '300.00'),
  allocation(8, 'Cash', '500.00'),
  allocation(7, 'Australian Equities', '400.00', 2),
];

export const investment = (overrides: Partial<TInvestmentRow> = {}): TInvestmentRow => ({
  code: 'BHP',
  name: 'BHP Group',
  units: '100',
  price: '45.00',
  value: '4500.00',
  is_strike: false,
  target_units: '110',
  account: { id: 1, name: 'Smith Family Trust' },
  investment_option: { id: 11, label: 'Growth' },
  asset_class: { id: 7, name: 'Australian Equities' },
  ...overrides,
});

export const INVESTMENTS = [
  investment(),
  investment({
    units: '50',
    value: '2250.00',
    account: { id: 2, name: 'Jane Smith' },
    investment_option: { id: 21, label: 'Growth' },
  }),
  // Capped at the strike of an option written over it.
  investment({
    code: 'CBA',
    name: 'Commonwealth Bank',
    units: '10',
    price: '150.00',
    value: '1500.00',
    is_strike: true,
  }),
];

export const RETURNS_BY_METHOD: TReturnsByMethod = {
  start_date: '2025-11-28',
  end_date: '2026-11-27',
  time_weighted: { total: '8.40', income: '3.10', capital_growth: '4.70', franking: '0.60' },
  money_weighted: { total: '-2.15', income: '2.90', capital_growth: '-5.60', franking: '0.55' },
};

export const BENCHMARKS: TBenchmark[] = [
  {
    code: 'AU_SHARES_ACC',
    name: 'Australian shares accumulation index',
    first_date: '2021-01-04',
    last_date: '2026-01-03',
  },
  {
    code: 'BALANCED_60_40',
    name: 'Balanced composite index',
    first_date: '2025-06-02',
    last_date: '2026-01-03',
  },
];

/**
 * The shares index beside TOTAL_ASSET_VALUE: its first value, $1,000,000.00, grown by the index (+2 %, +3 %),
 * and from the day before the period the portfolio's time-weighted return against the index's.
 */
export const BENCHMARK_COMPARISON: TBenchmarkComparison = {
  benchmark: { code: 'AU_SHARES_ACC', name: 'Australian shares accumulation index' },
  status: 'shown',
  start_date: '2025-12-31',
  end_date: '2026-01-03',
  levels_to: '2026-01-03',
  portfolio_return: '10.00',
  benchmark_return: '3.50',
  total_asset_values: [
    { date: '2026-01-01', amount: '1000000.00' },
    { date: '2026-01-02', amount: '1020000.00' },
    { date: '2026-01-03', amount: '1030000.00' },
  ],
  returns: [
    { date: '2025-12-31', portfolio: '0.00', benchmark: '0.00' },
    { date: '2026-01-01', portfolio: '0.00', benchmark: '0.49' },
    { date: '2026-01-02', portfolio: '5.00', benchmark: '2.50' },
    { date: '2026-01-03', portfolio: '10.00', benchmark: '3.50' },
  ],
};

/**
 * The benchmark calls as the server answers them, keeping the choice between calls: the comparison is of
 * the chosen benchmark (`comparisons` by code; the shares index by default).
 */
export const benchmarkHandlers = (
  initial: string | null = null,
  comparisons: Record<string, TBenchmarkComparison> = { AU_SHARES_ACC: BENCHMARK_COMPARISON },
): Record<string, THandler> => {
  let chosen = initial;
  const choice = () => {
    const benchmark = BENCHMARKS.find((b) => b.code === chosen);
    return { benchmark: benchmark ? { code: benchmark.code, name: benchmark.name } : null };
  };
  return {
    'GET /api/ipm/dashboard/benchmarks/': { body: BENCHMARKS },
    'GET /api/ipm/dashboard/benchmark-choice/': () => ({ body: choice() }),
    'PUT /api/ipm/dashboard/benchmark-choice/': ({ body }: TRecordedCall) => {
      chosen = (body as TBenchmarkChoiceUpdate).benchmark;
      return { body: choice() };
    },
    'GET /api/ipm/dashboard/benchmark-comparison/': () => {
      if (chosen === null)
        return {
          body: {
            ...BENCHMARK_COMPARISON,
            benchmark: null,
            status: 'none',
            total_asset_values: [],
            returns: [],
          },
        };
      return { body: comparisons[chosen] ?? BENCHMARK_COMPARISON };
    },
  };
};

/** Every dashboard call answered; `overrides` replace single answers. */
export const dashboardHandlers = (overrides: Record<string, THandler> = {}): Record<string, THandler> => ({
  'GET /api/profiles/my/': { body: makeProfile({ onboardings: { dashboard_tour: true } }) },
  'GET /api/ipm/dashboard/accounts/': { body: ACCOUNTS },
  'GET /api/ipm/dashboard/filter-setup/': { body: filterSetup() },
  // The server answers the saved filter as it reads it back.
  'PATCH /api/ipm/dashboard/filter-setup/': ({ body }: TRecordedCall) => {
    const { period, account, investment_option } = body as TDashboardFilterUpdate;
    return { body: filterSetup(period, account, investment_option) };
  },
  'GET /api/ipm/dashboard/total-asset-value/': { body: TOTAL_ASSET_VALUE },
  'GET /api/ipm/dashboard/return-summary/': { body: RETURN_SUMMARY },
  'GET /api/ipm/dashboard/returns-by-method/': { body: RETURNS_BY_METHOD },
  'GET /api/ipm/dashboard/capital-performance/': { body: CAPITAL_PERFORMANCE },
  'GET /api/ipm/dashboard/income/': { body: INCOME },
  'GET /api/ipm/dashboard/capital-movement/': { body: CAPITAL_MOVEMENT },
  'GET /api/ipm/dashboard/asset-allocation/': { body: ASSET_ALLOCATION },
  'GET /api/ipm/dashboard/investments/': { body: { count: INVESTMENTS.length, results: INVESTMENTS } },
  'GET /api/ipm/latest-availability-date/': { body: { latest_availability_date: '2026-03-05' } },
  'GET /api/ipm/rebalance/latest-report/': { body: { id: 42, date: '2026-02-14', new_count: 3 } },
  ...benchmarkHandlers(),
  ...overrides,
});
