import type { TBenchmarkChoice } from '@portal/contracts/api/benchmarks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { benchmarkChoiceKey } from './dashboard-keys';
import { CARD_ERRORS } from './dashboard-query';

/** GET /api/ipm/dashboard/benchmark-choice/ -> { benchmark: { code, name } | null }. */
export const fetchBenchmarkChoice = () =>
  http.get<TBenchmarkChoice>('/ipm/dashboard/benchmark-choice/', { errors: CARD_ERRORS });

export const benchmarkChoiceQueryOptions = () =>
  queryOptions({
    queryKey: benchmarkChoiceKey,
    queryFn: fetchBenchmarkChoice,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useBenchmarkChoice = () => useQuery(benchmarkChoiceQueryOptions());
