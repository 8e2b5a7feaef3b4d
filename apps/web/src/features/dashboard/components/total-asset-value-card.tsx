// Total asset value: the daily line (with margin loan and net equity when there is a margin loan), and
// when maximised or on mobile the comparison of investment options.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  COMPARISON_MESSAGES,
  MARGIN_LOAN_LEFT_OUT_NOTE,
  OPTION_CHANGE_NOTE,
  OPTION_CHANGE_TITLE,
  type TDashboardAccount,
  type TTotalAssetValue,
} from '@portal/contracts/api/dashboard';
import { useMemo, useState } from 'react';
import type { TDashboardFilterState } from '@/features/dashboard/api/dashboard-query';
import { useTotalAssetValue } from '@/features/dashboard/api/get-total-asset-value';
import { ChartCanvas } from '@/shared/charts/chart-canvas';
import { useAmountMask } from '@/shared/preferences/display-preferences';
import { seriesColor } from '@/shared/theme/theme';
import { ChartLegend } from './chart-legend';
import { ChartPanel } from './chart-panel';
import { comparisonBlock, optionChange } from './comparison';
import { SERIES_COLORS } from './dashboard-constants';
import {
  dayToTime,
  formatMillions,
  formatMoney,
  formatMoneyShort,
  toAmount,
  totalAssetAxis,
  valueTickCount,
} from './dashboard-format';
import { CardError, EmptyData } from './empty-data';
import { timeLineConfig } from './time-line-chart';
import { BenchmarkNote, useBenchmarkOverlay } from './use-benchmark-overlay';

type TLine = {
  label: string;
  color: string;
  values: { date: string; amount: string }[];
  /** Drawn dashed, its legend entry too: the benchmark. */
  dashed?: boolean;
  /** The amount its legend entry shows. */
  legendAmount?: string;
};

const lineConfig = (lines: TLine[], height: number, mask: (text: string) => string) => {
  const timeLines = lines.map((line) => ({
    label: line.label,
    color: line.color,
    dashed: line.dashed,
    points: line.values.map((value) => ({ x: dayToTime(value.date), y: toAmount(value.amount) })),
  }));
  const ticks = valueTickCount(height);
  return timeLineConfig(timeLines, {
    format: (y) => mask(formatMoney(y)),
    tick: (y) => mask(formatMoneyShort(y)),
    ticks,
    axis: totalAssetAxis(
      timeLines.flatMap((line) => line.points.map((point) => point.y)),
      ticks,
    ),
  });
};

/**
 * The lines of `height` (its value ticks follow it); in the card's own view they sit under their legend
 * and fill the card, the legend's totals first. The comparison draws them at their height, legend-less.
 */
const LineChart = ({ lines, height, legend }: { lines: TLine[]; height: number; legend?: string[] }) => {
  const mask = useAmountMask();
  const config = useMemo(() => lineConfig(lines, height, mask), [lines, height, mask]);
  if (!legend) return <ChartCanvas config={config} label="Total asset value chart" height={height} />;
  return (
    <ChartPanel
      legend={
        <ChartLegend
          label="Total asset value legend"
          items={lines.map((line, index) => ({
            label: line.label,
            color: line.color,
            shape: line.dashed ? 'dash' : 'line',
            value: legend[index],
          }))}
        />
      }
    >
      <ChartCanvas config={config} label="Total asset value chart" />
    </ChartPanel>
  );
};

const signed = (value: number, text: string) => `${value > 0 ? '+' : value < 0 ? '-' : ''}${text}`;

const Comparison = ({
  data,
  block,
  height,
}: {
  data: TTotalAssetValue;
  block: ReturnType<typeof comparisonBlock>;
  height: number;
}) => {
  const [unticked, setUnticked] = useState<number[]>([]);
  const mask = useAmountMask();
  const options = data.investment_options;
  const lines = useMemo(
    () =>
      options
        .filter((option) => !unticked.includes(option.id))
        .map((option) => ({ label: option.label, color: option.color, values: option.daily_values })),
    [options, unticked],
  );
  if (block) return <Typography color="text.secondary">{COMPARISON_MESSAGES[block]}</Typography>;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {lines.length === 0 ? (
          <Box sx={{ height, display: 'grid', placeItems: 'center' }}>
            <Typography color="text.secondary">{COMPARISON_MESSAGES.atLeastOneOption}</Typography>
          </Box>
        ) : (
          <LineChart lines={lines} height={height} />
        )}
      </Box>
      <Box sx={{ minWidth: 260 }}>
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Typography variant="overline" color="text.secondary" title={OPTION_CHANGE_NOTE}>
            {OPTION_CHANGE_TITLE}
          </Typography>
        </Stack>
        <Box component="ul" aria-label="Investment options comparison" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {options.map((option) => {
            const change = optionChange(option.daily_values);
            const percent = signed(change.percent, `${Math.abs(change.percent).toFixed(2)}%`);
            return (
              <Stack
                component="li"
                key={option.id}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', py: 0.5 }}
              >
                <Checkbox
                  size="small"
                  checked={!unticked.includes(option.id)}
                  onChange={(event) =>
                    setUnticked((list) =>
                      event.target.checked ? list.filter((id) => id !== option.id) : [...list, option.id],
                    )
                  }
                  slotProps={{ input: { 'aria-label': option.label } }}
                  sx={(theme) => {
                    const color = seriesColor(option.color, theme.palette.mode);
                    return { color, '&.Mui-checked': { color } };
                  }}
                />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2">{option.label}</Typography>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {mask(formatMillions(toAmount(option.total_amount)))}
                  </Typography>
                </Box>
                <Box sx={{ textAlign: 'right' }}>
                  <Typography
                    variant="body2"
                    aria-label={`${OPTION_CHANGE_TITLE} ${percent}`}
                    sx={{ color: change.amount < 0 ? 'error.main' : 'success.main', fontWeight: 600 }}
                  >
                    {percent}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {mask(signed(change.amount, formatMoneyShort(Math.abs(change.amount))))}
                  </Typography>
                </Box>
              </Stack>
            );
          })}
        </Box>
        <Typography variant="caption" color="text.secondary" component="p">
          {OPTION_CHANGE_NOTE}
        </Typography>
      </Box>
    </Stack>
  );
};

export const TotalAssetValueContent = ({
  filter,
  accounts,
  chartHeight,
  comparison,
}: {
  filter: TDashboardFilterState;
  accounts: TDashboardAccount[];
  chartHeight: number;
  /** Maximised, or on mobile: the comparison of investment options is offered. */
  comparison: boolean;
}) => {
  const { data, isError } = useTotalAssetValue(filter);
  const benchmark = useBenchmarkOverlay(filter);
  const mask = useAmountMask();
  const shown = benchmark?.status === 'shown' ? benchmark : null;
  const lines = useMemo((): TLine[] => {
    if (!data) return [];
    const hasMarginLoan = data.margin_loan_daily_values.some((value) => toAmount(value.amount) > 0);
    const total = {
      label: 'Total asset value',
      color: SERIES_COLORS.totalAsset,
      values: data.total_asset_daily_values,
      legendAmount: data.total_asset,
    };
    const own = hasMarginLoan
      ? [
          total,
          {
            label: 'Margin loan',
            color: SERIES_COLORS.marginLoan,
            values: data.margin_loan_daily_values,
            legendAmount: data.total_margin_loan,
          },
          {
            label: 'Net equity',
            color: SERIES_COLORS.netEquity,
            values: data.net_equity_daily_values,
            legendAmount: data.net_equity,
          },
        ]
      : [total];
    // The benchmark last: the portfolio's lines keep their colours and legend places.
    return shown?.benchmark
      ? [
          ...own,
          {
            label: shown.benchmark.name,
            color: SERIES_COLORS.benchmark,
            values: shown.total_asset_values,
            dashed: true,
            legendAmount: shown.total_asset_values.at(-1)?.amount,
          },
        ]
      : own;
  }, [data, shown]);
  if (isError) return <CardError />;
  // Nothing is drawn before the answer, nor for a period without values: a line chart of no days would
  // run its time axis from 01 Jan 1970.
  if (!data) return null;
  if (data.total_asset_daily_values.length === 0) return <EmptyData />;
  const legend = lines.map((line) => mask(formatMoney(toAmount(line.legendAmount ?? '0'))));
  const block = comparisonBlock(filter, accounts);
  return (
    <Stack spacing={2} sx={{ flex: '1 1 auto' }}>
      {comparison && !block ? null : <LineChart lines={lines} height={chartHeight} legend={legend} />}
      {comparison ? <Comparison data={data} block={block} height={chartHeight} /> : null}
      {benchmark ? <BenchmarkNote comparison={benchmark} /> : null}
      {data.margin_loan_left_out ? (
        <Typography variant="caption" color="text.secondary">
          {MARGIN_LOAN_LEFT_OUT_NOTE}
        </Typography>
      ) : null}
    </Stack>
  );
};
