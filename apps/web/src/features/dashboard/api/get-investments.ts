import { INVESTMENTS_PAGE_SIZE, type TInvestments } from '@portal/contracts/api/dashboard';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { dashboardKey } from './dashboard-keys';
import { CARD_ERRORS, DASHBOARD_CACHE, type TDashboardFilterState, toCardQuery } from './dashboard-query';

export type TInvestmentsParams = {
  filter: TDashboardFilterState;
  /** A field of INVESTMENT_ORDERINGS, '-' first for descending. */
  ordering: string;
  search: string;
  assetClass: number | null;
  groupByInvestment: boolean;
};

/** The investments query string (shared with the CSV download, which only changes page_size). */
export const toInvestmentsQuery = (params: TInvestmentsParams, pageSize: number = INVESTMENTS_PAGE_SIZE) => ({
  ...toCardQuery(params.filter),
  ordering: params.ordering,
  search: params.search.trim() || undefined,
  asset_class: params.assetClass ?? undefined,
  group_by_investment: params.groupByInvestment,
  page: 1,
  page_size: pageSize,
});

/** GET /api/ipm/dashboard/investments/?...&page=1&page_size=99999 -> { count, results }. */
export const fetchInvestments = (params: TInvestmentsParams) =>
  http.get<TInvestments>('/ipm/dashboard/investments/', {
    query: toInvestmentsQuery(params),
    errors: CARD_ERRORS,
  });

export const investmentsQueryOptions = (params: TInvestmentsParams) =>
  queryOptions({
    queryKey: [...dashboardKey, 'investments', params],
    queryFn: () => fetchInvestments(params),
    ...DASHBOARD_CACHE,
  });

/** The rows on screen stay while a new search or sort loads. */
export const useInvestments = (params: TInvestmentsParams, enabled = true) =>
  useQuery({ ...investmentsQueryOptions(params), enabled, placeholderData: keepPreviousData });
