import type { TBenchmark, TBenchmarkChoice, TBenchmarkChoiceUpdate } from '@portal/contracts/api/benchmarks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { benchmarkChoiceKey } from './dashboard-keys';

/** PUT /api/ipm/dashboard/benchmark-choice/ { benchmark: code | null } -> the choice as saved. */
export const updateBenchmarkChoice = (body: TBenchmarkChoiceUpdate) =>
  http.put<TBenchmarkChoice>('/ipm/dashboard/benchmark-choice/', body);

/**
 * The cached choice follows the server's answer (unchanged when acting for a client), and only once it is
 * saved: the comparison the cards then ask for is computed with the saved choice.
 */
export const useUpdateBenchmarkChoice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (benchmark: TBenchmark | null) =>
      updateBenchmarkChoice({ benchmark: benchmark?.code ?? null }),
    onSuccess: (saved) => queryClient.setQueryData(benchmarkChoiceKey, saved),
  });
};
