import type { TAccountsListEntry } from '@portal/contracts/api/account-setup';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { accountKeys } from '@/shared/application-sections/account-keys';

/**
 * The same list for a page that only adds to itself with it (the home page's Continue card): a failure
 * leaves the card out rather than showing an error.
 */
export const quietAccountsQueryOptions = () =>
  queryOptions({
    queryKey: [...accountKeys.list(), 'quiet'],
    queryFn: () => http.get<TAccountsListEntry[]>('/accounts/', { errors: { mode: 'silent' } }),
  });

export const useAccountsQuietly = () => useQuery(quietAccountsQueryOptions());
