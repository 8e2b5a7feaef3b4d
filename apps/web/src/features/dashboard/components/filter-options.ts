// The investment options the filter offers: grouped by option (strategy) across the chosen accounts, a
// child per account that holds it; and what a change of accounts keeps.
import type { TDashboardAccount } from '@portal/contracts/api/dashboard';
import type { TDashboardFilterState } from '@/features/dashboard/api/dashboard-query';

export type TOptionGroup = {
  strategyId: number;
  label: string;
  options: { id: number; accountId: number; accountName: string }[];
};

/** The accounts the options come from: the chosen ones, or all when none is chosen. */
export const accountsInScope = (accounts: TDashboardAccount[], chosen: number[]): TDashboardAccount[] =>
  chosen.length ? accounts.filter((account) => chosen.includes(account.id)) : accounts;

export const groupInvestmentOptions = (accounts: TDashboardAccount[], chosen: number[]): TOptionGroup[] => {
  const groups = new Map<number, TOptionGroup>();
  for (const account of accountsInScope(accounts, chosen)) {
    for (const option of account.investment_options) {
      const group = groups.get(option.strategy_id) ?? {
        strategyId: option.strategy_id,
        label: option.label,
        options: [],
      };
      group.options.push({ id: option.id, accountId: account.id, accountName: account.name });
      groups.set(option.strategy_id, group);
    }
  }
  return [...groups.values()];
};

/** New accounts: options of accounts no longer chosen are dropped. */
export const withAccounts = (
  filter: TDashboardFilterState,
  accounts: TDashboardAccount[],
  account: number[],
): TDashboardFilterState => {
  const kept = new Set(
    accountsInScope(accounts, account).flatMap((item) => item.investment_options.map((option) => option.id)),
  );
  return { ...filter, account, investment_option: filter.investment_option.filter((id) => kept.has(id)) };
};

export const toggleIds = (list: number[], ids: number[], on: boolean): number[] =>
  on ? [...new Set([...list, ...ids])] : list.filter((id) => !ids.includes(id));
