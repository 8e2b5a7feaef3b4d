import type { TDashboardPeriod } from '@portal/contracts/api/dashboard';
import { parseIsoDate, type TIsoDateParts, todayIso, toIsoDate } from '@portal/contracts/dates';

/** A period of whole days, both ends included, as 'YYYY-MM-DD'. */
export type DateRange = { start: string; end: string };

/** Today's date in Sydney (the provider's calendar), as 'YYYY-MM-DD'. */
export const todayInSydney = (now: Date = new Date()): string => todayIso(now);

function parts(date: string): TIsoDateParts {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new Error(`not a date: ${date}`);
  return parsed;
}

const iso = (year: number, month: number, day: number): string => toIsoDate({ year, month, day });

/** The first day of the calendar month `monthsBack` months before the month of `date`. */
export function firstOfMonthBefore(date: string, monthsBack: number): string {
  const { year, month } = parts(date);
  const index = year * 12 + (month - 1) - monthsBack;
  return iso(Math.floor(index / 12), (index % 12) + 1, 1);
}

/** The year in which the Australian financial year holding `date` starts (1 July .. 30 June). */
export function financialYearStartYear(date: string): number {
  const { year, month } = parts(date);
  return month >= 7 ? year : year - 1;
}

/**
 * The days a dashboard period covers, given its end: the latest date with data.
 *  - twelve_months_back: the 12 calendar months ending with the month of `end` (from the 1st of the month
 *    11 months before, to `end`), so the monthly series are exactly 12 whole months (docs/decisions.md).
 *  - current_financial_year: 1 July of the financial year holding `end`, to `end`.
 *  - previous_financial_year: the whole financial year before it, 1 July to 30 June.
 */
export function periodRange(period: TDashboardPeriod, end: string): DateRange {
  switch (period) {
    case 'twelve_months_back':
      return { start: firstOfMonthBefore(end, 11), end };
    case 'current_financial_year':
      return { start: iso(financialYearStartYear(end), 7, 1), end };
    case 'previous_financial_year': {
      const startYear = financialYearStartYear(end) - 1;
      return { start: iso(startYear, 7, 1), end: iso(startYear + 1, 6, 30) };
    }
  }
}
