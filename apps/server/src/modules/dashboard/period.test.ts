import { describe, expect, it } from 'vitest';
import { financialYearStartYear, firstOfMonthBefore, periodRange, todayInSydney } from './period.ts';

describe('periodRange', () => {
  it('mid financial year (end 2026-11-20)', () => {
    expect(periodRange('twelve_months_back', '2026-11-20')).toEqual({
      start: '2025-12-01',
      end: '2026-11-20',
    });
    expect(periodRange('current_financial_year', '2026-11-20')).toEqual({
      start: '2026-07-01',
      end: '2026-11-20',
    });
    expect(periodRange('previous_financial_year', '2026-11-20')).toEqual({
      start: '2025-07-01',
      end: '2026-06-30',
    });
  });

  it('first day of a financial year (end 2026-07-01)', () => {
    expect(periodRange('twelve_months_back', '2026-07-01')).toEqual({
      start: '2025-08-01',
      end: '2026-07-01',
    });
    expect(periodRange('current_financial_year', '2026-07-01')).toEqual({
      start: '2026-07-01',
      end: '2026-07-01',
    });
    expect(periodRange('previous_financial_year', '2026-07-01')).toEqual({
      start: '2025-07-01',
      end: '2026-06-30',
    });
  });

  it('last day of a financial year (end 2026-06-30)', () => {
    expect(periodRange('twelve_months_back', '2026-06-30')).toEqual({
      start: '2025-07-01',
      end: '2026-06-30',
    });
    expect(periodRange('current_financial_year', '2026-06-30')).toEqual({
      start: '2025-07-01',
      end: '2026-06-30',
    });
    expect(periodRange('previous_financial_year', '2026-06-30')).toEqual({
      start: '2024-07-01',
      end: '2025-06-30',
    });
  });

  it('crosses a year boundary in January and December', () => {
    expect(periodRange('twelve_months_back', '2026-01-31')).toEqual({
      start: '2025-02-01',
      end: '2026-01-31',
    });
    expect(periodRange('twelve_months_back', '2026-12-01')).toEqual({
      start: '2026-01-01',
      end: '2026-12-01',
    });
    expect(periodRange('current_financial_year', '2026-01-15')).toEqual({
      start: '2025-07-01',
      end: '2026-01-15',
    });
  });
});

describe('helpers', () => {
  it('firstOfMonthBefore', () => {
    expect(firstOfMonthBefore('2026-03-31', 0)).toBe('2026-03-01');
    expect(firstOfMonthBefore('2026-03-31', 3)).toBe('2025-12-01');
    expect(firstOfMonthBefore('2026-03-31', 27)).toBe('2023-12-01');
  });

  it('financialYearStartYear', () => {
    expect(financialYearStartYear('2026-06-30')).toBe(2025);
    expect(financialYearStartYear('2026-07-01')).toBe(2026);
  });

  it('todayInSydney is the Sydney calendar date', () => {
    // 2026-06-30T15:30Z is 01:30 on 1 July in Sydney (AEST, +10).
    expect(todayInSydney(new Date('2026-06-30T15:30:00Z'))).toBe('2026-07-01');
    expect(todayInSydney(new Date('2026-06-30T13:30:00Z'))).toBe('2026-06-30');
    // Daylight saving (AEDT, +11): 13:30Z on 31 Dec is 00:30 on 1 Jan.
    expect(todayInSydney(new Date('2026-12-31T13:30:00Z'))).toBe('2027-01-01');
  });
});
