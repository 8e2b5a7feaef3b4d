// Money and month labels of the dashboard (spec 002 section 9): '$' with k/M/B and 'MMM yyyy' for months
// (days show as every date does, DD-MMM-YYYY); and the value axis rules shared by the charts.
import { parseIsoDate } from '@portal/contracts/dates';
import { formatBigNumber, MONTH_ABBREVIATIONS } from '@portal/contracts/formats';
import { CHART_RULES } from './dashboard-constants';

/** Money as text from the server to a number for drawing (invalid text: 0). */
export const toAmount = (value: string | null | undefined): number => {
  const amount = Number(value);
  return Number.isFinite(amount) ? amount : 0;
};

/** '$1.5k', '$2M', '-$1.25B'. */
export const formatMoneyShort = (value: number, fractionDigits = 2): string =>
  `${value < 0 ? '-' : ''}$${formatBigNumber(Math.abs(value), fractionDigits)}`;

/** Always in millions: 1234567 -> '$1.23M'. */
export const formatMillions = (value: number): string =>
  `${value < 0 ? '-' : ''}$${(Math.abs(value) / 1e6).toFixed(2)}M`;

const fullMoney = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '$1,234.50', '-$20.00'. */
export const formatMoney = (value: number): string =>
  `${value < 0 ? '-' : ''}$${fullMoney.format(Math.abs(value))}`;

const plainNumber = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 4 });
export const formatNumber = (value: number): string => plainNumber.format(value);

const parts = (iso: string) => parseIsoDate(iso.slice(0, 10)) ?? { year: 1970, month: 1, day: 1 };

/** '2026-03-01' -> 'Mar 2026'. */
export const formatMonth = (iso: string): string => {
  const { year, month } = parts(iso);
  return `${MONTH_ABBREVIATIONS[month - 1]} ${year}`;
};

/** A day as a UTC timestamp (the x value of daily charts) and back. */
export const dayToTime = (iso: string): number => {
  const { year, month, day } = parts(iso);
  return Date.UTC(year, month - 1, day);
};
export const timeToDay = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** 8 value ticks on a chart taller than 400 px, else 6. */
export const valueTickCount = (chartHeight: number): number =>
  chartHeight > CHART_RULES.tallChartHeight ? CHART_RULES.ticksTall : CHART_RULES.ticksShort;

/** The round step at least `raw`: 1, 2, 2.5 or 5 times a power of ten. */
const niceStep = (raw: number): number => {
  const power = 10 ** Math.floor(Math.log10(raw));
  const multiple = [1, 2, 2.5, 5, 10].find((candidate) => raw <= candidate * power) ?? 10;
  return multiple * power;
};

/** The next round step above `step`. */
const nextStep = (step: number): number => niceStep(step * 1.0001);

export type TValueAxis = { min: number; max: number; stepSize?: number };

/**
 * The total asset axis: the data's range widened by 10 percent (spec 002 section 9), then stretched to
 * whole round steps that need no more than `ticks` labels. Every label is then a multiple of the step
 * and evenly spaced: no odd '$390k' under '$5M', no '$20M' crowded against '$21M'.
 */
export const totalAssetAxis = (values: number[], ticks: number): TValueAxis => {
  if (values.length === 0) return { ...CHART_RULES.emptyRange };
  const low = Math.min(...values);
  const high = Math.max(...values);
  const pad = CHART_RULES.totalAssetPadding;
  const min = low >= 0 ? Math.max(0, low * (1 - pad)) : low * (1 + pad);
  const max = high > 0 ? high * (1 + pad) : high * (1 - pad);
  const span = max - min || Math.abs(max) || 1;
  let step = niceStep(span / (ticks - 1));
  const axis = (size: number) => ({
    min: Math.floor(min / size) * size,
    max: Math.max(Math.ceil(max / size) * size, Math.floor(min / size) * size + size),
  });
  while ((axis(step).max - axis(step).min) / step > ticks - 1) step = nextStep(step);
  return { ...axis(step), stepSize: step };
};
