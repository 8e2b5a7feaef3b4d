// A line chart over days (x: the day as a number, see dayToTime), the total asset value card's and the
// benchmark comparison's: thousands of daily points, already parsed and sorted, thinned to the width.
import { formatDisplayDate } from '@portal/contracts/formats';
import type { ChartConfiguration } from 'chart.js';
import { type TValueAxis, timeToDay } from './dashboard-format';

export type TTimeLine = {
  label: string;
  color: string;
  points: Array<{ x: number; y: number }>;
  /** Drawn dashed: a line to compare with (a benchmark), not one of the portfolio's own. */
  dashed?: boolean;
};

export const DASH_PATTERN = [6, 4];

export const timeLineConfig = (
  lines: TTimeLine[],
  value: {
    /** The tooltip's and the axis's text of a value. */
    format: (y: number) => string;
    tick: (y: number) => string;
    ticks: number;
    /** A fixed value axis; none: Chart.js fits it to the data. */
    axis?: TValueAxis;
  },
): ChartConfiguration<'line'> => {
  const datasets = lines.map((line) => ({
    label: line.label,
    data: line.points,
    borderColor: line.color,
    backgroundColor: line.color,
    borderWidth: 2,
    borderDash: line.dashed ? DASH_PATTERN : [],
    pointRadius: 0,
    pointHoverRadius: 3,
    tension: 0,
  }));
  const times = lines.flatMap((line) => line.points.map((point) => point.x));
  return {
    type: 'line',
    data: { datasets },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      parsing: false,
      normalized: true,
      spanGaps: true,
      interaction: { mode: 'nearest', axis: 'x', intersect: false },
      plugins: {
        decimation: { enabled: true, algorithm: 'lttb', samples: 500 },
        tooltip: {
          callbacks: {
            title: (items) => (items[0] ? formatDisplayDate(timeToDay(Number(items[0].parsed.x))) : ''),
            label: (item) => `${item.dataset.label}: ${value.format(Number(item.parsed.y))}`,
          },
        },
      },
      scales: {
        x: {
          type: 'linear',
          ...(times.length ? { min: Math.min(...times), max: Math.max(...times) } : {}),
          grid: { display: false },
          ticks: {
            maxTicksLimit: 6,
            maxRotation: 0,
            callback: (tick) => formatDisplayDate(timeToDay(Number(tick))),
          },
        },
        y: {
          ...(value.axis ? { min: value.axis.min, max: value.axis.max } : {}),
          ticks: {
            ...(value.axis?.stepSize ? { stepSize: value.axis.stepSize } : {}),
            maxTicksLimit: value.ticks,
            callback: (tick) => value.tick(Number(tick)),
          },
        },
      },
    },
  };
};
