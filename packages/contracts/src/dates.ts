// Calendar dates as ISO 'YYYY-MM-DD' strings. Rules compare dates, not instants, so no time zone
// can shift a birthday or an expiry by a day once "today" is known.
import { BUSINESS_TIME_ZONE } from './constants.ts';

export type TIsoDateParts = { year: number; month: number; day: number };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** Parses a strict 'YYYY-MM-DD' calendar date; null for any other shape or an impossible day. */
export const parseIsoDate = (value: string): TIsoDateParts | null => {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
};

export const isIsoDate = (value: string): boolean => parseIsoDate(value) !== null;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

export const toIsoDate = ({ year, month, day }: TIsoDateParts): string =>
  `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** Today's date in the business time zone (so the browser and the server agree). */
export const todayIso = (now: Date = new Date(), timeZone: string = BUSINESS_TIME_ZONE): string => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return toIsoDate({ year: part('year'), month: part('month'), day: part('day') });
};

/** ISO dates of the same width compare correctly as strings. */
export const compareIsoDates = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Whole years between a birth date and `today`. Someone born on 29 February has a birthday on
 * 1 March in common years: until then the day-of-year comparison says "not yet".
 */
export const ageOn = (birth: TIsoDateParts, today: TIsoDateParts): number => {
  const years = today.year - birth.year;
  const beforeBirthday = today.month < birth.month || (today.month === birth.month && today.day < birth.day);
  return beforeBirthday ? years - 1 : years;
};

/** A fixed ISO date, or a function asked at validation time (schemas are built once, used for days). */
export type TToday = string | (() => string);

export const resolveToday = (today: TToday | undefined): string =>
  today === undefined ? todayIso() : typeof today === 'function' ? today() : today;

/**
 * The latest birth date of someone at least `years` old on `today` (ISO): the same day `years` earlier,
 * or the month's last day when that year has no such day (29 February), as `ageOn` counts birthdays.
 */
export const latestBirthDateForAge = (today: string, years: number): string => {
  const { year, month, day } = parseIsoDate(today) ?? { year: 1970, month: 1, day: 1 };
  const birthYear = year - years;
  return toIsoDate({ year: birthYear, month, day: Math.min(day, daysInMonth(birthYear, month)) });
};
