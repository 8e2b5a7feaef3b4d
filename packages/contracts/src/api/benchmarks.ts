// Benchmarks (beyond the spec: docs/decisions.md, "Benchmarks"): the index series an investor can compare
// the portfolio with, the one chosen (kept on the server with the user), and the chosen one rebased to the
// dashboard's period. Percentages travel as text with 2 decimals, money as text with 2 decimals.
import * as z from 'zod/mini';

const zIsoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const zMoney = z.string();
/** A return as a percentage with 2 decimals ('12.34', '-0.50'). */
const zPercent = z.string().check(z.regex(/^-?\d+\.\d{2}$/));
/** A benchmark's code, as the provider's files give it. */
const zBenchmarkCode = z.string().check(z.regex(/^[A-Za-z0-9._-]{1,20}$/, 'must be a benchmark code'));

export const ZBenchmarkSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** The first and last day the index has a level for (null before any is loaded). */
  first_date: z.nullable(zIsoDate),
  last_date: z.nullable(zIsoDate),
});
export const ZBenchmarksResponseSchema = z.array(ZBenchmarkSchema);
export type TBenchmark = z.infer<typeof ZBenchmarkSchema>;

/** The investor's choice: a benchmark's code, or null for none. */
export const ZBenchmarkChoiceSchema = z.object({
  benchmark: z.nullable(z.object({ code: z.string(), name: z.string() })),
});
export type TBenchmarkChoice = z.infer<typeof ZBenchmarkChoiceSchema>;

export const ZBenchmarkChoiceUpdateRequestSchema = z.strictObject({ benchmark: z.nullable(zBenchmarkCode) });
export type TBenchmarkChoiceUpdate = z.infer<typeof ZBenchmarkChoiceUpdateRequestSchema>;

/**
 * Why a comparison is or is not drawn: `none` no benchmark chosen; `no_data` the period has no portfolio
 * values; `not_covered` the index has no level on or before the comparison's first day; `shown` drawn.
 */
export const BENCHMARK_COMPARISON_STATUSES = ['none', 'no_data', 'not_covered', 'shown'] as const;
export type TBenchmarkComparisonStatus = (typeof BENCHMARK_COMPARISON_STATUSES)[number];

/**
 * The chosen benchmark over the dashboard's period, on the portfolio's valuation dates:
 *  - total_asset_values: from the period's first valuation date, the portfolio's value that day grown by
 *    the index (the total asset value card's dashed line);
 *  - returns: from the time-weighted return's first day (the last valuation before the period), the
 *    portfolio's time-weighted return and the index's return so far, both 0 that day (the return card);
 *  - portfolio_return and benchmark_return: the period's, over the same dates (start_date to end_date).
 * A date the index has no level for carries its last level forward; levels_to is its last level's date.
 */
export const ZBenchmarkComparisonResponseSchema = z.object({
  benchmark: z.nullable(z.object({ code: z.string(), name: z.string() })),
  status: z.enum(BENCHMARK_COMPARISON_STATUSES),
  start_date: z.nullable(zIsoDate),
  end_date: z.nullable(zIsoDate),
  levels_to: z.nullable(zIsoDate),
  portfolio_return: z.nullable(zPercent),
  benchmark_return: z.nullable(zPercent),
  total_asset_values: z.array(z.object({ date: zIsoDate, amount: zMoney })),
  returns: z.array(z.object({ date: zIsoDate, portfolio: zPercent, benchmark: zPercent })),
});
export type TBenchmarkComparison = z.infer<typeof ZBenchmarkComparisonResponseSchema>;

/** Our words for the picker and the notes beside the comparison. */
export const BENCHMARK_TEXTS = {
  picker: 'Benchmark',
  none: 'None',
  portfolio: 'Your portfolio (time-weighted)',
  choose: 'Choose a benchmark in the filter to compare your return with an index.',
  noData: 'There are no portfolio values in this period to compare with.',
  notCovered: (name: string, date: string) =>
    `${name} has no level on or before ${date}, the first day of the comparison: it is not drawn.`,
  levelsTo: (date: string) => `Index levels up to ${date}; later days carry its last level.`,
} as const;
