import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { CARD_ERRORS, DASHBOARD_CACHE, dashboardKey } from './dashboard-query';

export type TLatestAvailability = { latest_availability_date: string | null };

/** GET /api/ipm/latest-availability-date/ -> { latest_availability_date }. */
export const fetchLatestAvailabilityDate = () =>
  http.get<TLatestAvailability>('/ipm/latest-availability-date/', { errors: CARD_ERRORS });

export const latestAvailabilityQueryOptions = () =>
  queryOptions({
    queryKey: [...dashboardKey, 'latest-availability-date'],
    queryFn: fetchLatestAvailabilityDate,
    ...DASHBOARD_CACHE,
  });

export const useLatestAvailabilityDate = () => useQuery(latestAvailabilityQueryOptions());
