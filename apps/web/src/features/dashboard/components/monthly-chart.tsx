// Monthly bars (stacked) with an optional series drawn as dots, the shape of four cards: return summary,
// capital performance, income and capital movements. A tab other than Total draws only its series.
import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import { ChartCanvas } from '@/shared/charts/chart-canvas';
import { useAmountMask } from '@/shared/preferences/display-preferences';
import { type TCardTab, TOTAL_TAB } from './card-tabs';
import { ChartLegend } from './chart-legend';
import { ChartPanel } from './chart-panel';
import { CHART_RULES } from './dashboard-constants';
import { formatMoney, formatMoneyShort, formatMonth, toAmount, valueTickCount } from './dashboard-format';

export type TMonthlySeries = {
  key: string;
  totalKey: string;
  label: string;
  color: string;
  kind: 'bar' | 'dot';
  /** The tab that shows this series alone (none: only in Total). */
  tab?: string;
};

export type TMonthlyData = {
  monthly_values: ({ month: string } & Record<string, string>)[];
} & Record<string, unknown>;

/** Total, then a tab per series that has one. */
export const monthlyTabs = (series: readonly TMonthlySeries[]): TCardTab[] => [
  { value: TOTAL_TAB, label: 'Total' },
  ...series.flatMap((item) => (item.tab ? [{ value: item.tab, label: item.label }] : [])),
];

export const MonthlyChart = ({
  title,
  data,
  series,
  tab,
  height,
  emptyRange = CHART_RULES.emptyRange,
}: {
  title: string;
  data: TMonthlyData | undefined;
  series: readonly TMonthlySeries[];
  tab: string;
  height: number;
  emptyRange?: { min: number; max: number };
}) => {
  const shown = useMemo(
    () => (tab === TOTAL_TAB ? series : series.filter((item) => item.tab === tab)),
    [series, tab],
  );
  const months = data?.monthly_values ?? [];
  const mask = useAmountMask();
  const config = useMemo((): ChartConfiguration => {
    const empty = months.length === 0;
    return {
      type: 'bar',
      data: {
        labels: months.map((month) => formatMonth(month.month)),
        datasets: shown.map((item) =>
          item.kind === 'bar'
            ? {
                type: 'bar' as const,
                label: item.label,
                data: months.map((month) => toAmount(month[item.key])),
                backgroundColor: item.color,
                stack: 'bars',
                order: 2,
              }
            : {
                type: 'line' as const,
                label: item.label,
                data: months.map((month) => toAmount(month[item.key])),
                borderColor: item.color,
                backgroundColor: item.color,
                showLine: false,
                pointRadius: 4,
                pointHoverRadius: 6,
                stack: 'dots',
                order: 1,
              },
        ),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: {
          tooltip: {
            callbacks: {
              label: (item) => `${item.dataset.label}: ${mask(formatMoney(Number(item.parsed.y)))}`,
            },
          },
        },
        scales: {
          x: { stacked: true, grid: { display: false } },
          y: {
            stacked: true,
            ...(empty ? emptyRange : {}),
            ticks: {
              maxTicksLimit: valueTickCount(height),
              callback: (value) => mask(formatMoneyShort(Number(value))),
            },
          },
        },
      },
    } as ChartConfiguration;
  }, [months, shown, height, emptyRange, mask]);

  return (
    <ChartPanel
      legend={
        <ChartLegend
          label={`${title} legend`}
          items={shown.map((item) => ({
            label: item.label,
            color: item.color,
            shape: item.kind === 'dot' ? 'dot' : 'box',
            value: data ? mask(formatMoney(toAmount(data[item.totalKey] as string | undefined))) : undefined,
          }))}
        />
      }
    >
      <ChartCanvas config={config} label={`${title} chart`} />
    </ChartPanel>
  );
};
