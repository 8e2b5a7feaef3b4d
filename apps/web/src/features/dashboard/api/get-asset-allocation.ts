import type { TAssetAllocationItem } from '@portal/contracts/api/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { dashboardCardKey } from './dashboard-keys';
import { CARD_ERRORS, DASHBOARD_CACHE, type TDashboardFilterState, toCardQuery } from './dashboard-query';

/** GET /api/ipm/dashboard/asset-allocation/?period=&account=&investment_option= -> items per asset class, account and option. */
export const fetchAssetAllocation = (filter: TDashboardFilterState) =>
  http.get<TAssetAllocationItem[]>('/ipm/dashboard/asset-allocation/', {
    query: toCardQuery(filter),
    errors: CARD_ERRORS,
  });

export const assetAllocationQueryOptions = (filter: TDashboardFilterState) =>
  queryOptions({
    queryKey: dashboardCardKey('asset-allocation', filter),
    queryFn: () => fetchAssetAllocation(filter),
    ...DASHBOARD_CACHE,
  });

export const useAssetAllocation = (filter: TDashboardFilterState, enabled = true) =>
  useQuery({ ...assetAllocationQueryOptions(filter), enabled });
