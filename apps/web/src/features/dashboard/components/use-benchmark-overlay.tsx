// The chosen benchmark beside the cards (beyond the spec: docs/decisions.md, "Benchmarks"): its
// comparison for the filter, and the note a card shows when it cannot be drawn or its levels stop early.
import Typography from '@mui/material/Typography';
import { BENCHMARK_TEXTS, type TBenchmarkComparison } from '@portal/contracts/api/benchmarks';
import { formatDisplayDate } from '@portal/contracts/formats';
import type { TDashboardFilterState } from '@/features/dashboard/api/dashboard-query';
import { useBenchmarkChoice } from '@/features/dashboard/api/get-benchmark-choice';
import { useBenchmarkComparison } from '@/features/dashboard/api/get-benchmark-comparison';

/** The comparison with the chosen benchmark; undefined while none is chosen or it is on its way. */
export const useBenchmarkOverlay = (filter: TDashboardFilterState): TBenchmarkComparison | undefined => {
  const code = useBenchmarkChoice().data?.benchmark?.code ?? null;
  const comparison = useBenchmarkComparison(code, filter);
  return code ? comparison.data : undefined;
};

/** Why the benchmark is not drawn, or that its last levels are carried to the period's end. */
export const benchmarkNote = (comparison: TBenchmarkComparison): string | null => {
  if (comparison.status === 'not_covered' && comparison.benchmark && comparison.start_date)
    return BENCHMARK_TEXTS.notCovered(comparison.benchmark.name, formatDisplayDate(comparison.start_date));
  if (
    comparison.status === 'shown' &&
    comparison.levels_to &&
    comparison.end_date &&
    comparison.levels_to < comparison.end_date
  )
    return BENCHMARK_TEXTS.levelsTo(formatDisplayDate(comparison.levels_to));
  return null;
};

export const BenchmarkNote = ({ comparison }: { comparison: TBenchmarkComparison }) => {
  const note = benchmarkNote(comparison);
  return note ? (
    <Typography variant="caption" color="text.secondary">
      {note}
    </Typography>
  ) : null;
};
