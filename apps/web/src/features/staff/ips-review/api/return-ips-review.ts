import type { TIpsReviewDecisionResponse, TReturnIpsRequest } from '@portal/contracts/api/staff-ips-review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { ipsReviewsKey } from './ips-review-keys';

/** POST /api/staff/ips-reviews/{id}/return/ { reason } -> { detail, ips }. */
export const returnIpsReview = ({ id, ...body }: { id: number } & TReturnIpsRequest) =>
  http.post<TIpsReviewDecisionResponse>(`/staff/ips-reviews/${id}/return/`, body, {
    errors: { mode: 'form' },
  });

/** The queue and the IPS are read again. */
export const useReturnIpsReview = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: returnIpsReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ipsReviewsKey }),
  });
};
