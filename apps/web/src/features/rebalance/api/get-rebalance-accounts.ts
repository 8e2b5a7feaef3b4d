import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { rebalanceKey } from './rebalance-keys';

export type TRebalanceAccount = { id: number; name: string };

/** GET /api/accounts/?activated_in_current_application=true: the Name filter's choices. */
export const fetchRebalanceAccounts = () =>
  http.get<TRebalanceAccount[]>('/accounts/', { query: { activated_in_current_application: true } });

export const rebalanceAccountsQueryOptions = () =>
  queryOptions({ queryKey: [...rebalanceKey, 'accounts'], queryFn: fetchRebalanceAccounts });

export const useRebalanceAccounts = () => useQuery(rebalanceAccountsQueryOptions());
