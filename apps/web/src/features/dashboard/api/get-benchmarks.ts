import type { TBenchmark } from '@portal/contracts/api/benchmarks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { benchmarksKey } from './dashboard-keys';
import { CARD_ERRORS, DASHBOARD_CACHE } from './dashboard-query';

/** GET /api/ipm/dashboard/benchmarks/ -> the benchmarks in display order, each with its first and last level date. */
export const fetchBenchmarks = () =>
  http.get<TBenchmark[]>('/ipm/dashboard/benchmarks/', { errors: CARD_ERRORS });

export const benchmarksQueryOptions = () =>
  queryOptions({ queryKey: benchmarksKey, queryFn: fetchBenchmarks, ...DASHBOARD_CACHE });

export const useBenchmarks = () => useQuery(benchmarksQueryOptions());
