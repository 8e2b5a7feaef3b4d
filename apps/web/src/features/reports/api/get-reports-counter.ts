import { REPORTS_PATHS, type TReportsCounter } from '@portal/contracts/api/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { apiPath, reportsCounterKey } from './reports-keys';

/**
 * GET /api/ipm/reports/new-counter/ -> { new_counter }. A header badge: a failure only leaves it at 0
 * (no toast, no error page), and asking for it is not the user's activity.
 */
export const fetchReportsCounter = () =>
  http.get<TReportsCounter>(apiPath(REPORTS_PATHS.newCounter), {
    errors: { mode: 'silent' },
    countsAsActivity: false,
  });

export const reportsCounterQueryOptions = () =>
  // Live events and mark-as-read set it; a remount of the header need not ask again.
  queryOptions({
    queryKey: reportsCounterKey,
    queryFn: fetchReportsCounter,
    staleTime: 30_000,
    retry: false,
  });

export const useReportsCounter = (enabled = true) => useQuery({ ...reportsCounterQueryOptions(), enabled });
