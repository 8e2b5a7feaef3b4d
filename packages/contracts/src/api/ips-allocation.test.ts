import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocationIssues,
  allocationTotal,
  formatHundredths,
  hundredthsOf,
  type TAllocationLine,
  totalNotice,
  truncatePercentInput,
} from './ips-allocation.ts';

const line = (name: string, target: string, extra: Partial<TAllocationLine> = {}): TAllocationLine => ({
  name,
  target_percentage: target,
  min_value: '0.00',
  is_custom_strategies_available: false,
  custom_strategy_count: 0,
  ...extra,
});

describe('percent inputs', () => {
  it('truncate to 2 decimals, never round, and drop anything but digits and one point', () => {
    expect(truncatePercentInput('12.349')).toBe('12.34');
    expect(truncatePercentInput('12.999')).toBe('12.99');
    expect(truncatePercentInput('1a2.5.5%')).toBe('12.55');
    expect(truncatePercentInput('7.')).toBe('7.');
  });

  it('property: truncation keeps what was typed up to the second decimal, and never exceeds it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.stringMatching(/^\d{0,6}$/), (whole, fraction) => {
        const typed = `${whole}.${fraction}`;
        const kept = truncatePercentInput(typed);
        expect(kept).toBe(`${whole}.${fraction.slice(0, 2)}`);
        const exact = Number(`${whole}.${fraction || '0'}`);
        const h = hundredthsOf(kept)!;
        expect(h).toBeLessThanOrEqual(Math.round(exact * 100 * 1e4) / 1e4 + 1e-9);
        expect(exact * 100 - h).toBeLessThan(1);
      }),
    );
  });

  it('are read as whole hundredths and written back exactly', () => {
    expect(hundredthsOf('12.5')).toBe(1250);
    expect(hundredthsOf('0.01')).toBe(1);
    expect(hundredthsOf('')).toBe(0);
    expect(hundredthsOf('1.234')).toBeNull();
    expect(hundredthsOf('-1')).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (h) => {
        expect(hundredthsOf(formatHundredths(h))).toBe(h);
      }),
    );
  });
});

describe('allocation rules', () => {
  it('need a total of exactly 100, added in hundredths (no float drift)', () => {
    const thirds = [
      line('A', '33.33'),
      line('B', '33.33'),
      line('C', '31.34'),
      line('Cash', '2', { min_value: '2.00' }),
    ];
    expect(allocationTotal(thirds)).toBe(10_000);
    expect(allocationIssues(thirds)).toEqual([]);
    expect(allocationIssues([line('A', '98'), line('Cash', '1.99', { min_value: '2.00' })])).toEqual([
      'The total allocation must be 100%',
      'Cash must be at least 2%',
    ]);
  });

  it('property: any split of 100 into hundredths is accepted when cash holds its minimum', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 200, max: 10_000 }),
        (weights, cash) => {
          const rest = 10_000 - cash;
          const sum = weights.reduce((a, b) => a + b, 0) || 1;
          const parts = weights.map((w) => Math.floor((w * rest) / sum));
          parts[0]! += rest - parts.reduce((a, b) => a + b, 0);
          const lines = [
            ...parts.map((p, i) => line(`O${i}`, formatHundredths(p))),
            line('Cash', formatHundredths(cash), { min_value: '2.00' }),
          ];
          expect(allocationIssues(lines)).toEqual([]);
        },
      ),
    );
  });

  it('property: a total other than 100 is always refused, with what is left or over', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30_000 }).filter((h) => h !== 10_000),
        (h) => {
          const lines = [line('Cash', formatHundredths(h), { min_value: '0.00' })];
          expect(allocationIssues(lines)).toContain('The total allocation must be 100%');
          const notice = totalNotice(lines);
          expect(notice.total).toBe(`Total: ${formatHundredths(h)}%`);
          expect(notice.detail).toBe(
            h < 10_000
              ? `${formatHundredths(10_000 - h)}% left to allocate`
              : `${formatHundredths(h - 10_000)}% over 100%`,
          );
        },
      ),
    );
  });

  it('property: cash below 2% is refused whatever else is allocated', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 199 }), (cash) => {
        const lines = [
          line('Equities', formatHundredths(10_000 - cash)),
          line('Cash', formatHundredths(cash), { min_value: '2.00' }),
        ];
        expect(allocationIssues(lines)).toEqual(['Cash must be at least 2%']);
      }),
    );
  });

  it('need a custom strategy on a positive option that allows them, and none at 0%', () => {
    const custom = { is_custom_strategies_available: true };
    expect(
      allocationIssues([line('Custom', '98', custom), line('Cash', '2', { min_value: '2.00' })]),
    ).toEqual(['Add at least one custom strategy to Custom']);
    expect(
      allocationIssues([line('Custom', '98', { ...custom, custom_strategy_count: 1 }), line('Cash', '2')]),
    ).toEqual([]);
    expect(allocationIssues([line('Custom', '0', custom), line('Cash', '100')])).toEqual([]);
  });
});
