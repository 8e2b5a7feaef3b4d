import type { TIps } from '@portal/contracts/api/ips';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { ipsStartKey } from './ips-keys';

/**
 * POST /api/ips/ { account } -> the account's IPS in progress (started when there is none). It answers
 * the same IPS each time, so the wizard reads it as a query.
 */
export const startIps = (accountId: number) => http.post<TIps>('/ips/', { account: accountId });

export const ipsStartQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: ipsStartKey(accountId),
    queryFn: () => startIps(accountId),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useIpsStart = (accountId: number) => useQuery(ipsStartQueryOptions(accountId));
