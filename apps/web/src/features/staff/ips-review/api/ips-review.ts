// The portfolio manager's review calls: GET /api/staff/ips-reviews/ (search, page, page_size),
// GET /api/staff/ips-reviews/{id}/, POST .../approve/ and .../return/ (reason).
import type {
  TIpsReviewDecisionResponse,
  TIpsReviewDetail,
  TIpsReviewQueueResponse,
} from '@portal/contracts/api/staff-ips-review';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

export const ipsReviewsKey = ['staff', 'ips-reviews'] as const;

export type TIpsQueueParams = { search: string; page: number; pageSize: number };

export const ipsReviewQueueOptions = (params: TIpsQueueParams) =>
  queryOptions({
    queryKey: [...ipsReviewsKey, 'queue', params],
    queryFn: ({ signal }) =>
      http.get<TIpsReviewQueueResponse>('/staff/ips-reviews/', {
        query: { search: params.search || undefined, page: params.page, page_size: params.pageSize },
        signal,
      }),
  });
export const useIpsReviewQueue = (params: TIpsQueueParams) =>
  useQuery({ ...ipsReviewQueueOptions(params), placeholderData: keepPreviousData });

export const useIpsReview = (id: number) =>
  useQuery({
    queryKey: [...ipsReviewsKey, 'detail', id],
    queryFn: ({ signal }) =>
      http.get<TIpsReviewDetail>(`/staff/ips-reviews/${id}/`, { signal, errors: { handledStatuses: [404] } }),
  });

/** Approve, or return with a reason: the queue and the IPS are read again. */
export const useIpsReviewDecision = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { action: 'approve' } | { action: 'return'; reason: string }) =>
      decision.action === 'approve'
        ? http.post<TIpsReviewDecisionResponse>(
            `/staff/ips-reviews/${id}/approve/`,
            {},
            { errors: { mode: 'form' } },
          )
        : http.post<TIpsReviewDecisionResponse>(
            `/staff/ips-reviews/${id}/return/`,
            { reason: decision.reason },
            { errors: { mode: 'form' } },
          ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ipsReviewsKey }),
  });
};
