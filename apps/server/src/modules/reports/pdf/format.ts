import { daysInMonth } from '@portal/contracts/dates';
import { formatDisplayDate, MONTH_ABBREVIATIONS as MONTHS } from '@portal/contracts/formats';

// Display formatting for the PDFs. Money arrives as numeric text from SQL and is added up here in whole
// cents (BigInt), never as a float.

/** 'YYYY-MM-DD' as the product shows every date, DD-MMM-YYYY ('05-Mar-2026'). */
export function formatDate(iso: string): string {
  return formatDisplayDate(iso.slice(0, 10));
}

/**
 * A part of a report's period within one calendar month: 'Mar 2026' when it is the whole month,
 * '15–20 Mar 2026' when the period starts or ends inside it.
 */
export function formatPart(start: string, end: string): string {
  const [year, month, firstDay] = start.split('-').map(Number) as [number, number, number];
  const lastDay = Number(end.slice(8, 10));
  const name = `${MONTHS[month - 1]} ${year}`;
  if (firstDay === 1 && lastDay === daysInMonth(year, month)) return name;
  return firstDay === lastDay ? `${firstDay} ${name}` : `${firstDay}–${lastDay} ${name}`;
}

/** Numeric text ('-1234.5') as whole cents. */
export function toCents(text: string | null | undefined): bigint {
  if (!text) return 0n;
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace(/^[-+]/, '').split('.');
  const cents = BigInt(whole || '0') * 100n + BigInt(`${fraction}00`.slice(0, 2));
  return negative ? -cents : cents;
}

export function centsToText(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** Adds numeric texts exactly. */
export function sumMoney(values: readonly (string | null | undefined)[]): string {
  return centsToText(values.reduce<bigint>((total, value) => total + toCents(value), 0n));
}

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Numeric text as '$1,234.50' ('-$1,234.50' when negative). */
export function formatMoney(text: string | null | undefined): string {
  const value = centsToText(toCents(text));
  const negative = value.startsWith('-');
  const [whole, fraction] = value.replace('-', '').split('.');
  return `${negative ? '-' : ''}$${groupThousands(whole!)}.${fraction}`;
}

/** Numeric text with thousands separators and trailing zeros of the fraction dropped. */
export function formatNumber(text: string | null | undefined): string {
  if (!text) return '';
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace(/^[-+]/, '').split('.');
  const trimmed = fraction.replace(/0+$/, '');
  return `${negative ? '-' : ''}${groupThousands(whole)}${trimmed ? `.${trimmed}` : ''}`;
}

/**
 * Numeric text rounded half away from zero to `decimals` places, as sign, whole digits and fraction
 * digits: done on the digits, so no float ever rounds a price or a share.
 */
function roundDigits(text: string, decimals: number): { negative: boolean; whole: string; fraction: string } {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace(/^[-+]/, '').split('.');
  const scaled = BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0').slice(0, decimals)}`);
  const rounded = scaled + (Number(fraction[decimals] ?? '0') >= 5 ? 1n : 0n);
  const digits = rounded.toString().padStart(decimals + 1, '0');
  const cut = digits.length - decimals;
  return {
    negative: negative && rounded !== 0n,
    whole: digits.slice(0, cut),
    fraction: digits.slice(cut),
  };
}

/**
 * A unit price as money: at least 2 decimals, 4 when the price has more than 2 ('158.4' as '$158.40',
 * '0.045' as '$0.0450'), so a price of a few cents keeps the digits that matter.
 */
export function formatPrice(text: string | null | undefined): string {
  if (!text) return '';
  const { negative, whole, fraction } = roundDigits(text, 4);
  const shown = fraction.endsWith('00') ? fraction.slice(0, 2) : fraction;
  return `${negative ? '-' : ''}$${groupThousands(whole)}.${shown}`;
}

/** A percentage given as numeric text ('9.1') with two decimals ('9.10%'). */
export function formatPercent(text: string | null | undefined): string {
  const { negative, whole, fraction } = roundDigits(text || '0', 2);
  return `${negative ? '-' : ''}${groupThousands(whole)}.${fraction}%`;
}
