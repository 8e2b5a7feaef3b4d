import type { TSourceOfFunds } from '@portal/contracts/api/portfolio-application';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { sourceOfFundsKey } from './ips-keys';

/** GET /api/source-of-funds/ -> [{ id, name, is_other }]. */
export const fetchSourceOfFunds = () => http.get<TSourceOfFunds[]>('/source-of-funds/');

export const sourceOfFundsQueryOptions = () =>
  queryOptions({ queryKey: sourceOfFundsKey, queryFn: fetchSourceOfFunds, staleTime: 15 * 60 * 1000 });

export const useSourceOfFunds = () => useQuery(sourceOfFundsQueryOptions());
