// The four monthly cards' series (fixed colours) and contents.
import type { TDashboardFilterState } from '@/features/dashboard/api/dashboard-query';
import { useCapitalMovement } from '@/features/dashboard/api/get-capital-movement';
import { useCapitalPerformance } from '@/features/dashboard/api/get-capital-performance';
import { useIncome } from '@/features/dashboard/api/get-income';
import { useReturnSummary } from '@/features/dashboard/api/get-return-summary';
import { BenchmarkReturns } from './benchmark-returns';
import { CHART_RULES, SERIES_COLORS } from './dashboard-constants';
import { CardError } from './empty-data';
import { MonthlyChart, monthlyTabs, type TMonthlyData, type TMonthlySeries } from './monthly-chart';
import { ReturnsByMethod } from './returns-by-method';

export const RETURN_SUMMARY_SERIES: readonly TMonthlySeries[] = [
  {
    key: 'income_return',
    totalKey: 'total_income_return',
    label: 'Income return',
    color: SERIES_COLORS.incomeReturn,
    kind: 'bar',
    tab: 'income_return',
  },
  {
    key: 'capital_return',
    totalKey: 'total_capital_return',
    label: 'Capital return',
    color: SERIES_COLORS.capitalReturn,
    kind: 'bar',
    tab: 'capital_return',
  },
  { key: 'fee', totalKey: 'total_fee', label: 'Fees', color: SERIES_COLORS.fee, kind: 'bar', tab: 'fee' },
  {
    key: 'total_return',
    totalKey: 'total_return',
    label: 'Total return',
    color: SERIES_COLORS.totalReturn,
    kind: 'dot',
    tab: 'total_return',
  },
];

export const CAPITAL_PERFORMANCE_SERIES: readonly TMonthlySeries[] = [
  {
    key: 'unrealised',
    totalKey: 'total_unrealised',
    label: 'Unrealised',
    color: SERIES_COLORS.unrealised,
    kind: 'bar',
    tab: 'unrealised',
  },
  {
    key: 'realised',
    totalKey: 'total_realised',
    label: 'Realised',
    color: SERIES_COLORS.realised,
    kind: 'bar',
    tab: 'realised',
  },
  {
    key: 'options_bought',
    totalKey: 'total_options_bought',
    label: 'Options bought',
    color: SERIES_COLORS.optionsBought,
    kind: 'bar',
    tab: 'options_bought',
  },
  {
    key: 'capital_return',
    totalKey: 'total_capital_return',
    label: 'Capital return',
    color: SERIES_COLORS.capitalReturn,
    kind: 'dot',
    tab: 'capital_return',
  },
];

export const INCOME_SERIES: readonly TMonthlySeries[] = [
  {
    key: 'premiums_received',
    totalKey: 'total_premiums_received',
    label: 'Premiums received',
    color: SERIES_COLORS.premiumsReceived,
    kind: 'bar',
    tab: 'premiums_received',
  },
  {
    key: 'dividends',
    totalKey: 'total_dividends',
    label: 'Dividends',
    color: SERIES_COLORS.dividends,
    kind: 'bar',
    tab: 'dividends',
  },
  {
    key: 'franking_credits',
    totalKey: 'total_franking_credits',
    label: 'Franking credits',
    color: SERIES_COLORS.frankingCredits,
    kind: 'bar',
    tab: 'franking_credits',
  },
  {
    key: 'other_income',
    totalKey: 'total_other_income',
    label: 'Other income',
    color: SERIES_COLORS.otherIncome,
    kind: 'bar',
    tab: 'other_income',
  },
  // Shown with Total only: the income return legend item.
  {
    key: 'income_return',
    totalKey: 'total_income_return',
    label: 'Income return',
    color: SERIES_COLORS.incomeReturn,
    kind: 'dot',
  },
];

export const CAPITAL_MOVEMENT_SERIES: readonly TMonthlySeries[] = [
  {
    key: 'movements_in',
    totalKey: 'total_movements_in',
    label: 'Movements in',
    color: SERIES_COLORS.movementsIn,
    kind: 'bar',
  },
  {
    key: 'movements_out',
    totalKey: 'total_movements_out',
    label: 'Movements out',
    color: SERIES_COLORS.movementsOut,
    kind: 'bar',
  },
  {
    key: 'franking_credits',
    totalKey: 'total_franking_credits',
    label: 'Franking credits',
    color: SERIES_COLORS.frankingCredits,
    kind: 'bar',
  },
  {
    key: 'withholding_tax',
    totalKey: 'total_withholding_tax',
    label: 'Withholding tax',
    color: SERIES_COLORS.withholdingTax,
    kind: 'bar',
  },
];

/**
 * The return summary's last tab: the period's time- and money-weighted returns (beyond the spec). A tab of
 * its own, so the card keeps the spec's size and chart; the figures are one click away.
 */
export const BY_METHOD_TAB = 'by_method';
/** The return summary's benchmark tab: the portfolio's return against the chosen benchmark's (beyond the spec). */
export const BENCHMARK_TAB = 'benchmark';

export const RETURN_SUMMARY_TABS = [
  ...monthlyTabs(RETURN_SUMMARY_SERIES),
  { value: BY_METHOD_TAB, label: 'By method' },
  { value: BENCHMARK_TAB, label: 'Benchmark' },
];
export const CAPITAL_PERFORMANCE_TABS = monthlyTabs(CAPITAL_PERFORMANCE_SERIES);
export const INCOME_TABS = monthlyTabs(INCOME_SERIES);

export type TMonthlyCardProps = {
  filter: TDashboardFilterState;
  tab: string;
  chartHeight: number;
};

type TQueryState = { data?: unknown; isError: boolean };

const Monthly = ({
  title,
  query,
  series,
  tab,
  chartHeight,
  emptyRange,
}: {
  title: string;
  query: TQueryState;
  series: readonly TMonthlySeries[];
  tab: string;
  chartHeight: number;
  emptyRange?: { min: number; max: number };
}) =>
  query.isError ? (
    <CardError />
  ) : query.data === undefined ? null : (
    <MonthlyChart
      title={title}
      data={query.data as TMonthlyData | undefined}
      series={series}
      tab={tab}
      height={chartHeight}
      emptyRange={emptyRange}
    />
  );

export const ReturnSummaryContent = ({ filter, tab, chartHeight }: TMonthlyCardProps) => {
  const monthly = useReturnSummary(filter);
  if (tab === BY_METHOD_TAB) return <ReturnsByMethod filter={filter} />;
  if (tab === BENCHMARK_TAB) return <BenchmarkReturns filter={filter} chartHeight={chartHeight} />;
  return (
    <Monthly
      title="Return summary"
      query={monthly}
      series={RETURN_SUMMARY_SERIES}
      tab={tab}
      chartHeight={chartHeight}
    />
  );
};

export const CapitalPerformanceContent = ({ filter, tab, chartHeight }: TMonthlyCardProps) => (
  <Monthly
    title="Capital performance"
    query={useCapitalPerformance(filter)}
    series={CAPITAL_PERFORMANCE_SERIES}
    tab={tab}
    chartHeight={chartHeight}
  />
);

export const IncomeContent = ({ filter, tab, chartHeight }: TMonthlyCardProps) => (
  <Monthly
    title="Income"
    query={useIncome(filter)}
    series={INCOME_SERIES}
    tab={tab}
    chartHeight={chartHeight}
    emptyRange={CHART_RULES.emptyIncomeRange}
  />
);

export const CapitalMovementsContent = ({ filter, chartHeight }: Omit<TMonthlyCardProps, 'tab'>) => (
  <Monthly
    title="Capital movements"
    query={useCapitalMovement(filter)}
    series={CAPITAL_MOVEMENT_SERIES}
    tab="total"
    chartHeight={chartHeight}
  />
);
