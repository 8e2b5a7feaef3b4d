import type { TIpsReviewQueueResponse } from '@portal/contracts/api/staff-ips-review';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { ipsReviewQueueKey, type TIpsQueueParams } from './ips-review-keys';

/** GET /api/staff/ips-reviews/?search=&page=&page_size= -> { count, results }: the IPSs awaiting review. */
export const fetchIpsReviewQueue = (params: TIpsQueueParams, signal?: AbortSignal) =>
  http.get<TIpsReviewQueueResponse>('/staff/ips-reviews/', {
    query: { search: params.search || undefined, page: params.page, page_size: params.pageSize },
    signal,
  });

export const ipsReviewQueueQueryOptions = (params: TIpsQueueParams) =>
  queryOptions({
    queryKey: ipsReviewQueueKey(params),
    queryFn: ({ signal }) => fetchIpsReviewQueue(params, signal),
  });

export const useIpsReviewQueue = (params: TIpsQueueParams) =>
  useQuery({ ...ipsReviewQueueQueryOptions(params), placeholderData: keepPreviousData });
