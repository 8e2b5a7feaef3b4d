import type { TApplicationQueueResponse } from '@portal/contracts/api/staff-operations';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { applicationQueueKey, type TQueueParams } from './staff-application-keys';

/** GET /api/staff/applications/?status=&search=&page=&page_size= -> { count, counts, results }. */
export const fetchApplicationQueue = (params: TQueueParams, signal?: AbortSignal) =>
  http.get<TApplicationQueueResponse>('/staff/applications/', {
    query: {
      status: params.status,
      search: params.search || undefined,
      page: params.page,
      page_size: params.pageSize,
    },
    signal,
  });

export const applicationQueueQueryOptions = (params: TQueueParams) =>
  queryOptions({
    queryKey: applicationQueueKey(params),
    queryFn: ({ signal }) => fetchApplicationQueue(params, signal),
  });

export const useApplicationQueue = (params: TQueueParams) =>
  useQuery({ ...applicationQueueQueryOptions(params), placeholderData: keepPreviousData });
