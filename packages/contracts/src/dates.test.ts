import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  compareIsoDates,
  isIsoDate,
  latestBirthDateForAge,
  parseIsoDate,
  resolveToday,
  todayIso,
  toIsoDate,
} from './dates.ts';

describe('parseIsoDate', () => {
  it('reads strict YYYY-MM-DD calendar dates', () => {
    expect(parseIsoDate('2026-03-05')).toEqual({ year: 2026, month: 3, day: 5 });
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
  });
  it('rejects impossible days and other shapes', () => {
    for (const bad of [
      '2025-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-1-5',
      '05-03-2026',
      '2026-03-05T00:00',
      '',
    ]) {
      expect(isIsoDate(bad)).toBe(false);
    }
    expect(isIsoDate('2000-02-29')).toBe(true);
  });
  it('property: agrees with the UTC calendar for every real date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1000-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }),
        (d) => {
          const iso = d.toISOString().slice(0, 10);
          const parts = parseIsoDate(iso);
          return parts !== null && toIsoDate(parts) === iso;
        },
      ),
    );
  });
});

describe('todayIso', () => {
  it('takes the date in the business time zone (Sydney), not UTC', () => {
    // 20:00 UTC on 4 March is already 5 March in Sydney (UTC+11 in March).
    expect(todayIso(new Date('2026-03-04T20:00:00Z'))).toBe('2026-03-05');
    expect(todayIso(new Date('2026-03-04T20:00:00Z'), 'UTC')).toBe('2026-03-04');
  });
  it('resolveToday uses a fixed date, a function, or the real today', () => {
    expect(resolveToday('2026-01-02')).toBe('2026-01-02');
    expect(resolveToday(() => '2026-01-03')).toBe('2026-01-03');
    expect(isIsoDate(resolveToday(undefined))).toBe(true);
  });
});

describe('ageOn and compareIsoDates', () => {
  const p = (iso: string) => parseIsoDate(iso)!;
  it('counts whole years, turning a year older on the birthday', () => {
    expect(ageOn(p('2008-03-05'), p('2026-03-04'))).toBe(17);
    expect(ageOn(p('2008-03-05'), p('2026-03-05'))).toBe(18);
    expect(ageOn(p('2008-12-31'), p('2026-12-30'))).toBe(17);
  });
  it('a 29 February birthday comes on 1 March in common years', () => {
    expect(ageOn(p('2008-02-29'), p('2026-02-28'))).toBe(17);
    expect(ageOn(p('2008-02-29'), p('2026-03-01'))).toBe(18);
  });
  it('compares ISO dates', () => {
    expect(compareIsoDates('2026-03-05', '2026-03-06')).toBe(-1);
    expect(compareIsoDates('2026-03-05', '2026-03-05')).toBe(0);
    expect(compareIsoDates('2026-12-01', '2026-03-05')).toBe(1);
  });
});

describe('latestBirthDateForAge', () => {
  it('is the same day the given years earlier, and that day is old enough while the next is not', () => {
    expect(latestBirthDateForAge('2026-03-05', 18)).toBe('2008-03-05');
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1950-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (d) => {
          const today = d.toISOString().slice(0, 10);
          const latest = parseIsoDate(latestBirthDateForAge(today, 18))!;
          expect(ageOn(latest, parseIsoDate(today)!)).toBe(18);
          const next = new Date(Date.UTC(latest.year, latest.month - 1, latest.day + 1))
            .toISOString()
            .slice(0, 10);
          expect(ageOn(parseIsoDate(next)!, parseIsoDate(today)!)).toBe(17);
        },
      ),
    );
  });
  it('takes 28 February in a common year for a leap day', () => {
    expect(latestBirthDateForAge('2028-02-29', 18)).toBe('2010-02-28');
  });
});
