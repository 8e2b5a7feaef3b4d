import type { TChangeRequest } from '@portal/contracts/api/change-requests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { esignKeys, SILENT } from './esign-keys';

/** GET /api/change-requests/?account= -> the account's change requests, newest first. */
export const fetchAccountChangeRequests = (account: number) =>
  http.get<TChangeRequest[]>('/change-requests/', { ...SILENT, query: { account } });

export const accountChangeRequestsQueryOptions = (account: number) =>
  queryOptions({
    queryKey: esignKeys.accountChangeRequests(account),
    queryFn: () => fetchAccountChangeRequests(account),
  });

export const useAccountChangeRequests = (account: number) =>
  useQuery(accountChangeRequestsQueryOptions(account));
