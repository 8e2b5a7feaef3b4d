import type { TActivitiesResponse } from '@portal/contracts/api/account-settings';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { activitiesKey } from './account-keys';

/** GET /api/profiles/my/activities/?page=&page_size= -> { count, page, page_size, results }. */
export const fetchActivities = (page: number, pageSize: number) =>
  http.get<TActivitiesResponse>('/profiles/my/activities/', { query: { page, page_size: pageSize } });

export const activitiesQueryOptions = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: activitiesKey(page, pageSize),
    queryFn: () => fetchActivities(page, pageSize),
    placeholderData: keepPreviousData,
  });

export const useActivities = (page: number, pageSize: number) =>
  useQuery(activitiesQueryOptions(page, pageSize));
