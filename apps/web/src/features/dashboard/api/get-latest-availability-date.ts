import type { TLatestAvailability } from '@portal/contracts/api/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { latestAvailabilityKey } from './dashboard-keys';
import { CARD_ERRORS, DASHBOARD_CACHE } from './dashboard-query';

/** GET /api/ipm/latest-availability-date/ -> { latest_availability_date }. */
export const fetchLatestAvailabilityDate = () =>
  http.get<TLatestAvailability>('/ipm/latest-availability-date/', { errors: CARD_ERRORS });

export const latestAvailabilityQueryOptions = () =>
  queryOptions({
    queryKey: latestAvailabilityKey,
    queryFn: fetchLatestAvailabilityDate,
    ...DASHBOARD_CACHE,
  });

export const useLatestAvailabilityDate = () => useQuery(latestAvailabilityQueryOptions());
