import type { TOpenRequest } from '@portal/contracts/api/account-setup';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { accountKeys } from '@/shared/application-sections/account-keys';

/** GET /api/accounts/open-requests/?account= -> the account's open change requests. */
export const fetchOpenRequests = (account: number) =>
  http.get<TOpenRequest[]>('/accounts/open-requests/', { query: { account } });

export const openRequestsQueryOptions = (account: number) =>
  queryOptions({ queryKey: accountKeys.openRequests(account), queryFn: () => fetchOpenRequests(account) });

export const useOpenRequests = (account: number) => useQuery(openRequestsQueryOptions(account));
