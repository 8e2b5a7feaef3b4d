import type { TTotalAssetValue } from '@portal/contracts/api/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { dashboardCardKey } from './dashboard-keys';
import { CARD_ERRORS, DASHBOARD_CACHE, type TDashboardFilterState, toCardQuery } from './dashboard-query';

/** GET /api/ipm/dashboard/total-asset-value/?period=&account=&investment_option= -> daily totals, margin loan, net equity and per option. */
export const fetchTotalAssetValue = (filter: TDashboardFilterState) =>
  http.get<TTotalAssetValue>('/ipm/dashboard/total-asset-value/', {
    query: toCardQuery(filter),
    errors: CARD_ERRORS,
  });

export const totalAssetValueQueryOptions = (filter: TDashboardFilterState) =>
  queryOptions({
    queryKey: dashboardCardKey('total-asset-value', filter),
    queryFn: () => fetchTotalAssetValue(filter),
    ...DASHBOARD_CACHE,
  });

export const useTotalAssetValue = (filter: TDashboardFilterState, enabled = true) =>
  useQuery({ ...totalAssetValueQueryOptions(filter), enabled });
