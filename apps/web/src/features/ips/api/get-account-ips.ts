import type { TAccountIps } from '@portal/contracts/api/ips';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { accountIpsKey } from './ips-keys';

/**
 * GET /api/accounts/{id}/ips/ -> the account's IPS for the summary and account page sections: a failure
 * leaves them out, quietly.
 */
export const fetchAccountIps = (accountId: number) =>
  http.get<TAccountIps>(`/accounts/${accountId}/ips/`, { errors: { mode: 'silent' } });

export const accountIpsQueryOptions = (accountId: number) =>
  queryOptions({ queryKey: accountIpsKey(accountId), queryFn: () => fetchAccountIps(accountId) });

export const useAccountIps = (accountId: number, enabled = true) =>
  useQuery({ ...accountIpsQueryOptions(accountId), enabled });
