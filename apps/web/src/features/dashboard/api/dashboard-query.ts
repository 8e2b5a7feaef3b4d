// What every dashboard call shares: the filter as the cards send it, the query key root and the cache
// policy (spec 002 section 4: dashboard data is cached with no expiry and not refetched on mount).
import type { TDashboardPeriod } from '@portal/contracts/api/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TErrorHandling } from '@/shared/api/error-catalogue';
import { http } from '@/shared/api/http-client';

export type TDashboardFilterState = {
  period: TDashboardPeriod;
  account: number[];
  investment_option: number[];
};

export const dashboardKey = ['dashboard'] as const;

/** The cards' query string: ids comma-joined, an empty list left out (the server reads it as all). */
export const toCardQuery = (filter: TDashboardFilterState) => ({
  period: filter.period,
  account: filter.account.length ? filter.account.join(',') : undefined,
  investment_option: filter.investment_option.length ? filter.investment_option.join(',') : undefined,
});

export const DASHBOARD_CACHE = {
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  refetchOnMount: false,
} as const;

/** A card that cannot load says so in place; the dashboard stays (other failures: the catalogue). */
export const CARD_ERRORS: TErrorHandling = { handledStatuses: [404] };

/** A card's GET (`/api/ipm/dashboard/{call}/`): the same for every card but for its path and answer. */
export const cardQuery = <T>(call: string) => {
  const options = (filter: TDashboardFilterState) =>
    queryOptions({
      queryKey: [...dashboardKey, call, filter],
      queryFn: () =>
        http.get<T>(`/ipm/dashboard/${call}/`, { query: toCardQuery(filter), errors: CARD_ERRORS }),
      ...DASHBOARD_CACHE,
    });
  return {
    options,
    useQuery: (filter: TDashboardFilterState, enabled = true) => useQuery({ ...options(filter), enabled }),
  };
};
