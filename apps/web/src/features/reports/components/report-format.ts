// Dates of the reports screens: 'dd MMM yyyy' (spec 002 section 9), with the time for load times.

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
