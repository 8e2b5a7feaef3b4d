import type { TReturnSummary } from '@portal/contracts/api/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { dashboardCardKey } from './dashboard-keys';
import { CARD_ERRORS, DASHBOARD_CACHE, type TDashboardFilterState, toCardQuery } from './dashboard-query';

/** GET /api/ipm/dashboard/return-summary/?period=&account=&investment_option= -> monthly income return, capital return, fee, total return. */
export const fetchReturnSummary = (filter: TDashboardFilterState) =>
  http.get<TReturnSummary>('/ipm/dashboard/return-summary/', {
    query: toCardQuery(filter),
    errors: CARD_ERRORS,
  });

export const returnSummaryQueryOptions = (filter: TDashboardFilterState) =>
  queryOptions({
    queryKey: dashboardCardKey('return-summary', filter),
    queryFn: () => fetchReturnSummary(filter),
    ...DASHBOARD_CACHE,
  });

export const useReturnSummary = (filter: TDashboardFilterState, enabled = true) =>
  useQuery({ ...returnSummaryQueryOptions(filter), enabled });
