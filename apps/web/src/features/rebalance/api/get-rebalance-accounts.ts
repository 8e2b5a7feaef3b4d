import type { TAccountListItem } from '@portal/contracts/api/account-setup';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { rebalanceAccountsKey } from './rebalance-keys';

/** GET /api/accounts/?activated_in_current_application=true -> the activated accounts: the Name filter's choices. */
export const fetchRebalanceAccounts = () =>
  http.get<TAccountListItem[]>('/accounts/', { query: { activated_in_current_application: true } });

export const rebalanceAccountsQueryOptions = () =>
  queryOptions({ queryKey: rebalanceAccountsKey, queryFn: fetchRebalanceAccounts });

export const useRebalanceAccounts = () => useQuery(rebalanceAccountsQueryOptions());
