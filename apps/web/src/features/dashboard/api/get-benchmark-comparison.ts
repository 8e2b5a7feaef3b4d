import type { TBenchmarkComparison } from '@portal/contracts/api/benchmarks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { benchmarkComparisonKey } from './dashboard-keys';
import { CARD_ERRORS, DASHBOARD_CACHE, type TDashboardFilterState, toCardQuery } from './dashboard-query';

/**
 * GET /api/ipm/dashboard/benchmark-comparison/?period=&account=&investment_option= -> the chosen benchmark
 * rebased to the period, and its return beside the portfolio's. The server reads the chosen benchmark;
 * it is in the key so that a new choice asks again.
 */
export const fetchBenchmarkComparison = (filter: TDashboardFilterState) =>
  http.get<TBenchmarkComparison>('/ipm/dashboard/benchmark-comparison/', {
    query: toCardQuery(filter),
    errors: CARD_ERRORS,
  });

export const benchmarkComparisonQueryOptions = (benchmark: string, filter: TDashboardFilterState) =>
  queryOptions({
    queryKey: benchmarkComparisonKey(benchmark, filter),
    queryFn: () => fetchBenchmarkComparison(filter),
    ...DASHBOARD_CACHE,
  });

/** Asked only while a benchmark is chosen (`benchmark` its code). */
export const useBenchmarkComparison = (benchmark: string | null, filter: TDashboardFilterState) =>
  useQuery({ ...benchmarkComparisonQueryOptions(benchmark ?? '', filter), enabled: benchmark !== null });
