import type { TAccountingMethod } from '@portal/contracts/api/portfolio-application';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { accountingMethodsKey } from './ips-keys';

/** GET /api/accounting-methods/ -> [{ id, name }]. */
export const fetchAccountingMethods = () => http.get<TAccountingMethod[]>('/accounting-methods/');

export const accountingMethodsQueryOptions = () =>
  queryOptions({
    queryKey: accountingMethodsKey,
    queryFn: fetchAccountingMethods,
    staleTime: 15 * 60 * 1000,
  });

export const useAccountingMethods = () => useQuery(accountingMethodsQueryOptions());
