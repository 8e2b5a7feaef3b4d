// Pure checks and display formatters for Australian identifiers and numbers (spec sections 5 and 9).
import { BUSINESS_TIME_ZONE, FORMAT_PATTERNS } from './constants.ts';
import { parseIsoDate, type TIsoDateParts } from './dates.ts';

/** Removes everything but the ASCII digits 0-9. */
export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/** True when the value is one or more ASCII digits and nothing else. */
export const isDigits = (value: string): boolean => /^\d+$/.test(value);

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

/**
 * ABN: 11 digits (spaces ignored) passing the ATO checksum: subtract 1 from the first digit, weight
 * the digits 10, 1, 3, ..., 19 and the sum must divide by 89. Issued ABNs start with check digits
 * 10-99, so a leading 0 (which would make the first term negative) is never valid.
 */
export const isValidAbn = (value: string): boolean => {
  const compact = value.replace(/\s/g, '');
  if (!/^[1-9]\d{10}$/.test(compact)) return false;
  const sum = ABN_WEIGHTS.reduce((total, weight, i) => {
    const digit = Number(compact[i]) - (i === 0 ? 1 : 0);
    return total + digit * weight;
  }, 0);
  return sum % 89 === 0;
};

/** BSB: 6 digits, optionally with a dash after the third (062-000 or 062000). */
export const isValidBsb = (value: string): boolean => /^\d{3}-?\d{3}$/.test(value);

/** ACN: 9 digits. The spec asks for nothing more, so no checksum is applied. */
export const isValidAcn = (value: string): boolean => /^\d{9}$/.test(value);

/** TFN: digits only, 8 or 9 of them (exactly the spec; no checksum). */
export const isValidTfn = (value: string): boolean => /^\d{8,9}$/.test(value);

// The ATO's check-digit weights: 9-digit TFNs, and the older 8-digit ones.
const TFN_WEIGHTS: Record<number, readonly number[]> = {
  9: [1, 4, 3, 7, 5, 8, 6, 9, 10],
  8: [10, 7, 8, 4, 6, 3, 5, 1],
};

/**
 * TFN check digit: the digits weighted by the ATO's weights sum to a multiple of 11. Catches a mistyped
 * digit or two swapped ones before the number reaches the tax office.
 */
export const hasValidTfnCheckDigit = (value: string): boolean => {
  const weights = TFN_WEIGHTS[value.length];
  if (!weights || !isDigits(value)) return false;
  const sum = weights.reduce((total, weight, i) => total + Number(value[i]) * weight, 0);
  return sum % 11 === 0;
};

/** Australian mobile: starts with 04, digits only, exactly 10. */
export const isValidMobile = (value: string): boolean => /^04\d{8}$/.test(value);

/**
 * Puts the digits of `value` into a pattern where '#' is a digit. Partial input fills as far as it
 * goes (useful while typing); digits beyond the pattern are kept at the end, so nothing is lost.
 */
export const applyDigitPattern = (value: string, pattern: string): string => {
  const digits = digitsOnly(value);
  let out = '';
  let next = 0;
  for (const char of pattern) {
    if (next >= digits.length) break;
    if (char === '#') {
      out += digits[next];
      next += 1;
    } else {
      out += char;
    }
  }
  return out + digits.slice(next);
};

export const formatMobile = (value: string): string => applyDigitPattern(value, FORMAT_PATTERNS.mobile);
export const formatHomePhone = (value: string): string => applyDigitPattern(value, FORMAT_PATTERNS.homePhone);
export const formatBsb = (value: string): string => applyDigitPattern(value, FORMAT_PATTERNS.bsb);
export const formatAbn = (value: string): string => applyDigitPattern(value, FORMAT_PATTERNS.abn);
export const formatAcn = (value: string): string => applyDigitPattern(value, FORMAT_PATTERNS.acn);
export const formatTfn = (value: string): string => applyDigitPattern(value, FORMAT_PATTERNS.tfn);

/**
 * A phone grouped 4-3-3 as on the phone-confirmation screen. An international +61 mobile is shown
 * in its national form (+61 412 ... -> 0412 ...) so the groups line up.
 */
export const formatPhoneGrouped = (value: string): string => {
  const trimmed = value.trim();
  const national = trimmed.startsWith('+61') ? `0${digitsOnly(trimmed.slice(3))}` : trimmed;
  return applyDigitPattern(national, '#### ### ###');
};

const BIG_NUMBER_UNITS = [
  { value: 1, suffix: '' },
  { value: 1e3, suffix: 'k' },
  { value: 1e6, suffix: 'M' },
  { value: 1e9, suffix: 'B' },
] as const;

/** Big numbers with suffixes k, M, B: 1500 -> '1.5k', 2000000 -> '2M', -1250000000 -> '-1.25B'. */
export const formatBigNumber = (value: number, fractionDigits = 2): string => {
  if (!Number.isFinite(value)) return String(value);
  const abs = Math.abs(value);
  // toFixed then Number drops trailing zeros: 1.50 -> 1.5, 2.00 -> 2.
  const scaleTo = (unit: number) => Number((abs / BIG_NUMBER_UNITS[unit]!.value).toFixed(fractionDigits));
  let unit = Math.max(
    0,
    BIG_NUMBER_UNITS.findLastIndex((u) => abs >= u.value),
  );
  let scaled = scaleTo(unit);
  // Rounding can reach 1000 of a unit (999999 -> 1000k): show it in the next unit instead (1M).
  if (scaled >= 1000 && unit < BIG_NUMBER_UNITS.length - 1) {
    unit += 1;
    scaled = scaleTo(unit);
  }
  if (scaled === 0) return '0';
  return `${value < 0 ? '-' : ''}${scaled}${BIG_NUMBER_UNITS[unit]!.suffix}`;
};

/** Month names as dates show them (DD-MMM-YYYY, dd MMM yyyy, MMM yyyy). */
export const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

const localDateParts = (date: Date): TIsoDateParts | null =>
  Number.isNaN(date.getTime())
    ? null
    : { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };

/**
 * DD-MMM-YYYY, e.g. 05-Mar-2026. An ISO 'YYYY-MM-DD' string is shown as written (no time zone can
 * move it); a Date or a date-time string is shown in the viewer's local time. Invalid input gives ''.
 */
export const formatDisplayDate = (date: Date | string): string => {
  // An impossible ISO date (2026-02-30) must not roll over into the next month as Date would.
  const isIsoShaped = typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date);
  const parts =
    typeof date !== 'string'
      ? localDateParts(date)
      : isIsoShaped
        ? parseIsoDate(date)
        : localDateParts(new Date(date));
  if (!parts) return '';
  const day = String(parts.day).padStart(2, '0');
  return `${day}-${MONTH_ABBREVIATIONS[parts.month - 1]}-${String(parts.year).padStart(4, '0')}`;
};

// Made at first use: building a formatter costs time, and most pages never show a Sydney time.
let sydneyTime: Intl.DateTimeFormat | undefined;

/** A moment as the clients' wall clock shows it (report PDFs, e-mails): 'DD-MMM-YYYY HH:mm' in Sydney, with AEST or AEDT. */
export function formatSydneyTime(moment: Date): string {
  sydneyTime ??= new Intl.DateTimeFormat('en-AU', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  });
  const part = Object.fromEntries(sydneyTime.formatToParts(moment).map((p) => [p.type, p.value]));
  return `${part.day}-${MONTH_ABBREVIATIONS[Number(part.month) - 1]}-${part.year} ${part.hour}:${part.minute} ${part.timeZoneName}`;
}

/** A countdown as m:ss (the resend-code label), e.g. 60 -> '1:00', 5 -> '0:05'. */
export const formatCountdown = (totalSeconds: number): string => {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};
