import type { TIpsReviewDecisionResponse } from '@portal/contracts/api/staff-ips-review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { ipsReviewsKey } from './ips-review-keys';

/** POST /api/staff/ips-reviews/{id}/approve/ -> { detail, ips }. */
export const approveIpsReview = (id: number) =>
  http.post<TIpsReviewDecisionResponse>(
    `/staff/ips-reviews/${id}/approve/`,
    {},
    { errors: { mode: 'form' } },
  );

/** The queue and the IPS are read again. */
export const useApproveIpsReview = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveIpsReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ipsReviewsKey }),
  });
};
