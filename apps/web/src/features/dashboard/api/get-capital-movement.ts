import type { TCapitalMovement } from '@portal/contracts/api/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { dashboardCardKey } from './dashboard-keys';
import { CARD_ERRORS, DASHBOARD_CACHE, type TDashboardFilterState, toCardQuery } from './dashboard-query';

/** GET /api/ipm/dashboard/capital-movement/?period=&account=&investment_option= -> monthly movements in and out, franking credits, withholding tax. */
export const fetchCapitalMovement = (filter: TDashboardFilterState) =>
  http.get<TCapitalMovement>('/ipm/dashboard/capital-movement/', {
    query: toCardQuery(filter),
    errors: CARD_ERRORS,
  });

export const capitalMovementQueryOptions = (filter: TDashboardFilterState) =>
  queryOptions({
    queryKey: dashboardCardKey('capital-movement', filter),
    queryFn: () => fetchCapitalMovement(filter),
    ...DASHBOARD_CACHE,
  });

export const useCapitalMovement = (filter: TDashboardFilterState, enabled = true) =>
  useQuery({ ...capitalMovementQueryOptions(filter), enabled });
