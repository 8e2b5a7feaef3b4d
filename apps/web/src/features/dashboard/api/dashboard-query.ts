// What every dashboard call shares: the filter as the cards send it and the cache policy (spec 002
// section 4: dashboard data is cached with no expiry and not refetched on mount).
import type { TDashboardPeriod } from '@portal/contracts/api/dashboard';
import type { TErrorHandling } from '@/shared/api/error-catalogue';

export type TDashboardFilterState = {
  period: TDashboardPeriod;
  account: number[];
  investment_option: number[];
};

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
