import type { TIncome } from '@portal/contracts/api/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import {
  CARD_ERRORS,
  DASHBOARD_CACHE,
  dashboardKey,
  type TDashboardFilterState,
  toCardQuery,
} from './dashboard-query';

/** GET /api/ipm/dashboard/income/?period=&account=&investment_option= -> monthly premiums, dividends, franking credits, other income, income return. */
export const fetchIncome = (filter: TDashboardFilterState) =>
  http.get<TIncome>('/ipm/dashboard/income/', { query: toCardQuery(filter), errors: CARD_ERRORS });

export const incomeQueryOptions = (filter: TDashboardFilterState) =>
  queryOptions({
    queryKey: [...dashboardKey, 'income', filter],
    queryFn: () => fetchIncome(filter),
    ...DASHBOARD_CACHE,
  });

export const useIncome = (filter: TDashboardFilterState, enabled = true) =>
  useQuery({ ...incomeQueryOptions(filter), enabled });
