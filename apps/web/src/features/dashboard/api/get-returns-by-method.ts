import type { TReturnsByMethod } from '@portal/contracts/api/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { dashboardCardKey } from './dashboard-keys';
import { CARD_ERRORS, DASHBOARD_CACHE, type TDashboardFilterState, toCardQuery } from './dashboard-query';

/** GET /api/ipm/dashboard/returns-by-method/?period=&account=&investment_option= -> time- and money-weighted returns. */
export const fetchReturnsByMethod = (filter: TDashboardFilterState) =>
  http.get<TReturnsByMethod>('/ipm/dashboard/returns-by-method/', {
    query: toCardQuery(filter),
    errors: CARD_ERRORS,
  });

export const returnsByMethodQueryOptions = (filter: TDashboardFilterState) =>
  queryOptions({
    queryKey: dashboardCardKey('returns-by-method', filter),
    queryFn: () => fetchReturnsByMethod(filter),
    ...DASHBOARD_CACHE,
  });

export const useReturnsByMethod = (filter: TDashboardFilterState) =>
  useQuery(returnsByMethodQueryOptions(filter));
