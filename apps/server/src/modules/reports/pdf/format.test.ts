import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, formatPercent, formatPrice } from './format.ts';

describe('report formatting', () => {
  it('shows prices as money with 2 decimals, or 4 when the price has them', () => {
    expect(formatPrice('158.4')).toBe('$158.40');
    expect(formatPrice('1')).toBe('$1.00');
    expect(formatPrice('33.0000')).toBe('$33.00');
    expect(formatPrice('0.045')).toBe('$0.0450');
    expect(formatPrice('1234.5678')).toBe('$1,234.5678');
    expect(formatPrice('0.12345')).toBe('$0.1235');
    expect(formatPrice('-2.5')).toBe('-$2.50');
    expect(formatPrice(null)).toBe('');
  });

  it('shows units with thousands separators', () => {
    expect(formatNumber('1500000.0000')).toBe('1,500,000');
    expect(formatNumber('12500.5')).toBe('12,500.5');
  });

  it('shows every percentage with two decimals', () => {
    expect(formatPercent('9.1')).toBe('9.10%');
    expect(formatPercent('100')).toBe('100.00%');
    expect(formatPercent('86.35')).toBe('86.35%');
    expect(formatPercent('0.005')).toBe('0.01%');
    expect(formatPercent('-0.004')).toBe('0.00%');
    expect(formatPercent(null)).toBe('0.00%');
  });

  it('shows money as dollars and cents', () => {
    expect(formatMoney('1234.56')).toBe('$1,234.56');
    expect(formatMoney('-5')).toBe('-$5.00');
  });
});
