import type { TAdvisorsResponse } from '@portal/contracts/api/advisors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { advisorsKey } from './advisor-keys';

/** GET /api/ipm/advisors/ -> the advisors of the user's accounts in this application. */
export const fetchAdvisors = () => http.get<TAdvisorsResponse>('/ipm/advisors/');

export const advisorsQueryOptions = () =>
  queryOptions({ queryKey: [...advisorsKey, 'list'], queryFn: fetchAdvisors });

export const useAdvisors = () => useQuery(advisorsQueryOptions());
