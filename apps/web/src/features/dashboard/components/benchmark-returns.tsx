// The return summary's "Benchmark" tab (beyond the spec: docs/decisions.md, "Benchmarks"): the
// portfolio's time-weighted return so far against the chosen benchmark's (dashed), both 0 on the first
// day, and the period's two returns side by side in the legend. Percentages are no amounts: "Hide
// amounts" leaves them.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BENCHMARK_TEXTS, type TBenchmarkComparison } from '@portal/contracts/api/benchmarks';
import { useMemo } from 'react';
import type { TDashboardFilterState } from '@/features/dashboard/api/dashboard-query';
import { useBenchmarkChoice } from '@/features/dashboard/api/get-benchmark-choice';
import { ChartCanvas } from '@/shared/charts/chart-canvas';
import { ChartLegend } from './chart-legend';
import { ChartPanel } from './chart-panel';
import { SERIES_COLORS } from './dashboard-constants';
import { dayToTime, valueTickCount } from './dashboard-format';
import { EmptyData } from './empty-data';
import { timeLineConfig } from './time-line-chart';
import { BenchmarkNote, benchmarkNote, useBenchmarkOverlay } from './use-benchmark-overlay';

const percent = (value: number) => `${value.toFixed(2)}%`;

const Message = ({ text }: { text: string }) => (
  <Box sx={{ flex: 1, minHeight: 120, display: 'grid', placeItems: 'center', textAlign: 'center', px: 2 }}>
    <Typography color="text.secondary">{text}</Typography>
  </Box>
);

const ReturnsChart = ({ comparison, height }: { comparison: TBenchmarkComparison; height: number }) => {
  const name = comparison.benchmark?.name ?? '';
  const config = useMemo(
    () =>
      timeLineConfig(
        [
          {
            label: BENCHMARK_TEXTS.portfolio,
            color: SERIES_COLORS.totalAsset,
            points: comparison.returns.map((r) => ({ x: dayToTime(r.date), y: Number(r.portfolio) })),
          },
          {
            label: name,
            color: SERIES_COLORS.benchmark,
            dashed: true,
            points: comparison.returns.map((r) => ({ x: dayToTime(r.date), y: Number(r.benchmark) })),
          },
        ],
        { format: percent, tick: (y) => `${Math.round(y * 10) / 10}%`, ticks: valueTickCount(height) },
      ),
    [comparison, name, height],
  );
  return (
    <ChartPanel
      legend={
        <ChartLegend
          label="Benchmark comparison legend"
          items={[
            {
              label: BENCHMARK_TEXTS.portfolio,
              color: SERIES_COLORS.totalAsset,
              shape: 'line',
              value: `${comparison.portfolio_return}%`,
            },
            {
              label: name,
              color: SERIES_COLORS.benchmark,
              shape: 'dash',
              value: `${comparison.benchmark_return}%`,
            },
          ]}
        />
      }
    >
      <ChartCanvas config={config} label="Benchmark comparison chart" />
    </ChartPanel>
  );
};

export const BenchmarkReturns = ({
  filter,
  chartHeight,
}: {
  filter: TDashboardFilterState;
  chartHeight: number;
}) => {
  const choice = useBenchmarkChoice();
  const comparison = useBenchmarkOverlay(filter);
  if (choice.data && !choice.data.benchmark) return <Message text={BENCHMARK_TEXTS.choose} />;
  if (!comparison) return null;
  if (comparison.status === 'no_data') return <EmptyData />;
  if (comparison.status !== 'shown')
    return <Message text={benchmarkNote(comparison) ?? BENCHMARK_TEXTS.choose} />;
  return (
    <Stack spacing={1} sx={{ flex: '1 1 auto' }}>
      <ReturnsChart comparison={comparison} height={chartHeight} />
      <BenchmarkNote comparison={comparison} />
    </Stack>
  );
};
