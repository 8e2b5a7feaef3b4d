// Load times of the reports screens (the day as every date shows, DD-MMM-YYYY, with the time); and
// the investment options as a person tells them apart.

import type { TGeneratedReport } from '@portal/contracts/api/reports';
import { formatDisplayDate } from '@portal/contracts/formats';

const pad = (n: number) => String(n).padStart(2, '0');

/** A date-time in the viewer's time zone: '05-Mar-2026 14:30'. */
export const formatReportDateTime = (iso: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDisplayDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

/**
 * An investment option with its account: 'Smith Family Trust: Growth'. Accounts often hold options of
 * the same strategy, so the label alone would repeat ('Growth, Income, Growth').
 */
export const optionWithAccount = (option: TGeneratedReport['investment_options'][number]): string =>
  `${option.account_name}: ${option.label}`;
