import type { TDashboardAccount } from '@portal/contracts/api/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { dashboardAccountsKey } from './dashboard-keys';
import { CARD_ERRORS, DASHBOARD_CACHE } from './dashboard-query';

/** GET /api/ipm/dashboard/accounts/ -> the accounts the filter offers, each with its investment options. */
export const fetchDashboardAccounts = () =>
  http.get<TDashboardAccount[]>('/ipm/dashboard/accounts/', { errors: CARD_ERRORS });

export const dashboardAccountsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardAccountsKey,
    queryFn: fetchDashboardAccounts,
    ...DASHBOARD_CACHE,
  });

export const useDashboardAccounts = () => useQuery(dashboardAccountsQueryOptions());
