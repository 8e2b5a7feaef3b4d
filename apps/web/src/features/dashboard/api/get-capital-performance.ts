import type { TCapitalPerformance } from '@portal/contracts/api/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { dashboardCardKey } from './dashboard-keys';
import { CARD_ERRORS, DASHBOARD_CACHE, type TDashboardFilterState, toCardQuery } from './dashboard-query';

/** GET /api/ipm/dashboard/capital-performance/?period=&account=&investment_option= -> monthly unrealised, realised, options bought, capital return. */
export const fetchCapitalPerformance = (filter: TDashboardFilterState) =>
  http.get<TCapitalPerformance>('/ipm/dashboard/capital-performance/', {
    query: toCardQuery(filter),
    errors: CARD_ERRORS,
  });

export const capitalPerformanceQueryOptions = (filter: TDashboardFilterState) =>
  queryOptions({
    queryKey: dashboardCardKey('capital-performance', filter),
    queryFn: () => fetchCapitalPerformance(filter),
    ...DASHBOARD_CACHE,
  });

export const useCapitalPerformance = (filter: TDashboardFilterState, enabled = true) =>
  useQuery({ ...capitalPerformanceQueryOptions(filter), enabled });
