// Total asset value's comparison of investment options (spec 002 section 2): which message applies, and
// each option's change over the period (first against last daily value).
import type {
  COMPARISON_MESSAGES,
  TDashboardAccount,
  TTotalAssetValue,
} from '@portal/contracts/api/dashboard';
import type { TDashboardFilterState } from '@/features/dashboard/api/dashboard-query';
import { toAmount } from './dashboard-format';

export type TComparisonBlock = keyof typeof COMPARISON_MESSAGES;

/** Why the options cannot be compared, or null when they can. */
export const comparisonBlock = (
  filter: TDashboardFilterState,
  accounts: TDashboardAccount[],
): Exclude<TComparisonBlock, 'atLeastOneOption'> | null => {
  if (filter.account.length !== 1) return 'oneAccount';
  const account = accounts.find((item) => item.id === filter.account[0]);
  const options = account?.investment_options ?? [];
  if (new Set(options.map((option) => option.strategy_id)).size < 2) return 'multipleStrategies';
  const optionIds = options.map((option) => option.id);
  const chosen = filter.investment_option.filter((id) => optionIds.includes(id));
  // No option chosen means all of them.
  const count = filter.investment_option.length ? chosen.length : optionIds.length;
  if (count < 2) return 'moreThanOneOption';
  return null;
};

export type TOptionChange = { amount: number; percent: number };

export const optionChange = (dailyValues: TTotalAssetValue['investment_options'][number]['daily_values']) => {
  const first = toAmount(dailyValues[0]?.amount);
  const last = toAmount(dailyValues[dailyValues.length - 1]?.amount);
  const amount = last - first;
  return { amount, percent: first === 0 ? 0 : (amount / Math.abs(first)) * 100 } satisfies TOptionChange;
};
