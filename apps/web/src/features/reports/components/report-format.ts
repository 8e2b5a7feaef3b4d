// Dates of the reports screens: 'dd MMM yyyy' (spec 002 section 9), with the time for load times; and
// the investment options as a person tells them apart.

import type { TGeneratedReport } from '@portal/contracts/api/reports';
import { parseIsoDate } from '@portal/contracts/dates';
import { MONTH_ABBREVIATIONS } from '@portal/contracts/formats';

const pad = (n: number) => String(n).padStart(2, '0');

/** '2026-03-05' -> '05 Mar 2026', shown as written (no time zone moves a calendar date). */
export const formatReportDate = (iso: string): string => {
  const parts = parseIsoDate(iso.slice(0, 10));
  return parts ? `${pad(parts.day)} ${MONTH_ABBREVIATIONS[parts.month - 1]} ${parts.year}` : '';
};

/** A date-time in the viewer's time zone: '05 Mar 2026 14:30'. */
export const formatReportDateTime = (iso: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())} ${MONTH_ABBREVIATIONS[date.getMonth()]} ${date.getFullYear()} ${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
};

/**
 * An investment option with its account: 'Smith Family Trust: Growth'. Accounts often hold options of
 * the same strategy, so the label alone would repeat ('Growth, Income, Growth').
 */
export const optionWithAccount = (option: TGeneratedReport['investment_options'][number]): string =>
  `${option.account_name}: ${option.label}`;
