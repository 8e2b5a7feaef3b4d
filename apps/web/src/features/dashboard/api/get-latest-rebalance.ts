import type { TLatestRebalance } from '@portal/contracts/api/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { latestRebalanceKey } from './dashboard-keys';
import { CARD_ERRORS } from './dashboard-query';

/** GET /api/ipm/rebalance/latest-report/ -> { id, date, new_count } (id null when there is none). */
export const fetchLatestRebalance = () =>
  http.get<TLatestRebalance>('/ipm/rebalance/latest-report/', { errors: CARD_ERRORS });

/** Under the rebalance key, so the rebalance pages' mark-seen refreshes the badge. */
export const latestRebalanceQueryOptions = () =>
  queryOptions({ queryKey: latestRebalanceKey, queryFn: fetchLatestRebalance });

export const useLatestRebalance = () => useQuery(latestRebalanceQueryOptions());
