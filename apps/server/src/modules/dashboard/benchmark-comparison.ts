// The chosen benchmark beside the portfolio (docs/decisions.md, "Benchmarks"): its levels on the
// portfolio's valuation dates rebased to where the portfolio starts. Pure: the levels come in already
// carried forward to each date (the last level on or before it).
import type { TBenchmarkComparison } from '@portal/contracts/api/benchmarks';
import { percentText, type ValuedDay } from './returns-by-method.ts';

/** A level in force on a date, and the date it was published (null before the index's first level). */
export type LevelOn = { date: string; level: number | null; level_date: string | null };

type Series = Pick<
  TBenchmarkComparison,
  'levels_to' | 'portfolio_return' | 'benchmark_return' | 'total_asset_values' | 'returns'
>;

/**
 * `cumulative` is the portfolio's time-weighted return from its first day (the comparison's start) to
 * each valued day; `days` the valued days of the period; `levels` the index on every date of both.
 * Answers null when the index has no level on or before the comparison's first day (it does not cover it).
 */
export function compareWithBenchmark(
  cumulative: Array<{ date: string; total: number }>,
  days: ValuedDay[],
  levels: LevelOn[],
): Series | null {
  const byDate = new Map(levels.map((l) => [l.date, l]));
  const levelOn = (date: string) => byDate.get(date)?.level ?? null;
  const first = cumulative[0];
  const startLevel = first ? levelOn(first.date) : null;
  const valueBase = days[0];
  const valueBaseLevel = valueBase ? levelOn(valueBase.date) : null;
  if (!first || startLevel === null || !valueBase || valueBaseLevel === null) return null;
  const last = cumulative.at(-1)!;
  const indexReturn = (date: string) => levelOn(date)! / startLevel - 1;
  return {
    levels_to: byDate.get(last.date)?.level_date ?? null,
    portfolio_return: percentText(last.total),
    benchmark_return: percentText(indexReturn(last.date)),
    // The portfolio's first value of the period grown by the index.
    total_asset_values: days.map((day) => ({
      date: day.date,
      amount: ((valueBase.value * levelOn(day.date)!) / valueBaseLevel).toFixed(2),
    })),
    returns: cumulative.map((point) => ({
      date: point.date,
      portfolio: percentText(point.total),
      benchmark: percentText(indexReturn(point.date)),
    })),
  };
}
