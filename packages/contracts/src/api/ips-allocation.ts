// The arithmetic of a strategic asset allocation (spec 001 sections 5 and 9), one rule for the form and
// the server: percentages are kept in whole hundredths (never a float), inputs are truncated to 2
// decimals, the total must be 100, every option must reach its minimum (cash 2%), and an option with a
// positive percent that allows custom strategies needs at least one.

export const PERCENT_HUNDREDTHS_TOTAL = 10_000;
/** Least cash allocation (spec section 9), the min_value of the cash option. */
export const CASH_MINIMUM_PERCENT = 2;

export const allocationTexts = {
  // ours: the spec states the rules without wording
  totalMustBe100: 'The total allocation must be 100%',
  belowMinimum: (name: string, minimum: string) => `${name} must be at least ${minimum}%`,
  customStrategyRequired: (name: string) => `Add at least one custom strategy to ${name}`,
  total: (total: string) => `Total: ${total}%`,
  remaining: (left: string) => `${left}% left to allocate`,
  over: (over: string) => `${over}% over 100%`,
} as const;

/**
 * What a percent input keeps of what was typed: digits and one decimal point, at most 2 decimals
 * (truncated, never rounded: '12.349' keeps '12.34').
 */
export function truncatePercentInput(raw: string): string {
  const cleaned = raw.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  if (dot === -1) return cleaned;
  const whole = cleaned.slice(0, dot);
  const fraction = cleaned
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, 2);
  return `${whole}.${fraction}`;
}

/** '12.5' as 1250 hundredths; null for anything that is not a non-negative number of at most 2 decimals. */
export function hundredthsOf(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const value = String(text).trim();
  if (value === '') return 0;
  const match = /^(\d{1,3})(?:\.(\d{0,2}))?$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 1250 hundredths as '12.50'. */
export function formatHundredths(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(hundredths);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export type TAllocationLine = {
  name: string;
  target_percentage: string | number | null | undefined;
  /** The least percent of the option ('2.00' for cash, '0.00' otherwise). */
  min_value: string;
  is_custom_strategies_available: boolean;
  custom_strategy_count: number;
};

/** The total in hundredths; unreadable percents count as 0 (they carry their own error). */
export const allocationTotal = (lines: readonly TAllocationLine[]): number =>
  lines.reduce((total, line) => total + (hundredthsOf(line.target_percentage) ?? 0), 0);

/** The rules the whole allocation breaks, in the order the user reads them (empty when it is valid). */
export function allocationIssues(lines: readonly TAllocationLine[]): string[] {
  const issues: string[] = [];
  if (allocationTotal(lines) !== PERCENT_HUNDREDTHS_TOTAL) issues.push(allocationTexts.totalMustBe100);
  for (const line of lines) {
    const percent = hundredthsOf(line.target_percentage) ?? 0;
    const minimum = hundredthsOf(line.min_value) ?? 0;
    if (minimum > 0 && percent < minimum)
      issues.push(allocationTexts.belowMinimum(line.name, formatHundredths(minimum).replace(/\.00$/, '')));
    if (percent > 0 && line.is_custom_strategies_available && line.custom_strategy_count === 0)
      issues.push(allocationTexts.customStrategyRequired(line.name));
  }
  return issues;
}

/** The total notice under the allocation: the total, and what is left or over. */
export function totalNotice(lines: readonly TAllocationLine[]): { total: string; detail: string | null } {
  const total = allocationTotal(lines);
  const diff = PERCENT_HUNDREDTHS_TOTAL - total;
  return {
    total: allocationTexts.total(formatHundredths(total)),
    detail:
      diff === 0
        ? null
        : diff > 0
          ? allocationTexts.remaining(formatHundredths(diff))
          : allocationTexts.over(formatHundredths(-diff)),
  };
}
