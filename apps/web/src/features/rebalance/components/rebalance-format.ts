// The rebalance pages' labels (spec 002 sections 2 and 9): allocation fractions multiplied by 100 and
// shown as percents with 2 decimals, a change always with its sign.

/** Hundredths of a percent, so 0.1 + 0.2 does not show as 30.000000004 and -0 never appears. */
const hundredths = (fraction: number): number => Math.round(fraction * 10000);

const percentText = (units: number): string => `${(Math.abs(units) / 100).toFixed(2)}%`;

/** 0.255 -> '25.50%'. */
export const formatPercent = (fraction: number): string =>
  `${hundredths(fraction) < 0 ? '-' : ''}${percentText(hundredths(fraction))}`;

/** A change, always signed: 0.02 -> '+2.00%', -0.015 -> '-1.50%', 0 -> '+0.00%'. */
export const formatSignedPercent = (fraction: number): string =>
  `${hundredths(fraction) < 0 ? '-' : '+'}${percentText(hundredths(fraction))}`;
