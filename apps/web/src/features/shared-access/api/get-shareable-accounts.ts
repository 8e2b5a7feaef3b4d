import type { TSharedAccount } from '@portal/contracts/api/shared-access';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { shareableAccountsKey } from './shared-access-keys';

/** GET /api/profiles/my/shared-access/accounts/ -> the investor's accounts that may be shared. */
export const fetchShareableAccounts = () =>
  http.get<TSharedAccount[]>('/profiles/my/shared-access/accounts/');

export const shareableAccountsQueryOptions = () =>
  queryOptions({ queryKey: shareableAccountsKey, queryFn: fetchShareableAccounts });

export const useShareableAccounts = () => useQuery(shareableAccountsQueryOptions());
