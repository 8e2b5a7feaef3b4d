import type { TLastActivityResponse } from '@portal/contracts/api/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { lastActivityKey } from './session-keys';

/** GET /api/auth/last-activity/ -> { inactive_seconds }; it is not user activity itself. */
export const fetchLastActivity = () =>
  http.get<TLastActivityResponse>('/auth/last-activity/', { countsAsActivity: false });

/** Asked afresh each time: the answer is only true at the moment it is given. */
export const lastActivityQueryOptions = () =>
  queryOptions({ queryKey: lastActivityKey, queryFn: fetchLastActivity, staleTime: 0, gcTime: 0 });

export const useLastActivity = () => useQuery(lastActivityQueryOptions());
