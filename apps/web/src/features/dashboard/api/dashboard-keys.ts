// Every dashboard query lives under ['dashboard']; a card's key also holds the filter it was asked with.
// The latest rebalance report is kept under the rebalance key (features/rebalance/api/rebalance-keys.ts),
// so a report marked seen there refreshes the dashboard's badge.
import type { TDashboardFilterState } from './dashboard-query';

export const dashboardKey = ['dashboard'] as const;
export const dashboardCardKey = (card: string, filter: TDashboardFilterState) =>
  [...dashboardKey, card, filter] as const;
export const dashboardAccountsKey = [...dashboardKey, 'accounts'] as const;
export const filterSetupKey = [...dashboardKey, 'filter-setup'] as const;
export const benchmarksKey = [...dashboardKey, 'benchmarks'] as const;
export const benchmarkChoiceKey = [...dashboardKey, 'benchmark-choice'] as const;
/** The comparison depends on the chosen benchmark as well as the filter: both are in its key. */
export const benchmarkComparisonKey = (benchmark: string, filter: TDashboardFilterState) =>
  [...dashboardKey, 'benchmark-comparison', benchmark, filter] as const;
export const latestAvailabilityKey = [...dashboardKey, 'latest-availability-date'] as const;
export const latestRebalanceKey = ['rebalance', 'latest-report'] as const;
