import type { TStaffAccountLookupItem } from '@portal/contracts/api/staff-operations';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { publishingAccountsKey } from './publishing-keys';

/** GET /api/staff/publishing/accounts/?search= -> accounts with the users who hold a login to them. */
export const fetchPublishingAccounts = (search: string, signal?: AbortSignal) =>
  http.get<TStaffAccountLookupItem[]>('/staff/publishing/accounts/', {
    query: { search: search || undefined },
    signal,
  });

export const publishingAccountsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: publishingAccountsKey(search),
    queryFn: ({ signal }) => fetchPublishingAccounts(search, signal),
  });

export const usePublishingAccounts = (search: string) =>
  useQuery({ ...publishingAccountsQueryOptions(search), placeholderData: keepPreviousData });
