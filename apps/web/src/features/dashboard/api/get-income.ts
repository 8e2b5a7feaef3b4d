import type { TIncome } from '@portal/contracts/api/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { dashboardCardKey } from './dashboard-keys';
import { CARD_ERRORS, DASHBOARD_CACHE, type TDashboardFilterState, toCardQuery } from './dashboard-query';

/** GET /api/ipm/dashboard/income/?period=&account=&investment_option= -> monthly premiums, dividends, franking credits, other income, income return. */
export const fetchIncome = (filter: TDashboardFilterState) =>
  http.get<TIncome>('/ipm/dashboard/income/', { query: toCardQuery(filter), errors: CARD_ERRORS });

export const incomeQueryOptions = (filter: TDashboardFilterState) =>
  queryOptions({
    queryKey: dashboardCardKey('income', filter),
    queryFn: () => fetchIncome(filter),
    ...DASHBOARD_CACHE,
  });

export const useIncome = (filter: TDashboardFilterState, enabled = true) =>
  useQuery({ ...incomeQueryOptions(filter), enabled });
