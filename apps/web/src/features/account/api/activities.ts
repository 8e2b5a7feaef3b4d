import type { TActivitiesResponse } from '@portal/contracts/api/account-settings';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** GET /api/profiles/my/activities/?page=&page_size= -> { count, page, page_size, results }. */
export const activitiesQueryOptions = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: ['activities', page, pageSize],
    queryFn: () =>
      http.get<TActivitiesResponse>('/profiles/my/activities/', { query: { page, page_size: pageSize } }),
    placeholderData: keepPreviousData,
  });

export const useActivities = (page: number, pageSize: number) =>
  useQuery(activitiesQueryOptions(page, pageSize));
