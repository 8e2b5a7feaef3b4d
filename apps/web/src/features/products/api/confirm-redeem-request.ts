import type { TRedeemRequest } from '@portal/contracts/api/loan-notes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { holdingsKey } from './products-keys';

/** POST /api/redeem-requests/{id}/confirm/ -> the redeem request, now sent. */
export const confirmRedeemRequest = (id: number) =>
  http.post<TRedeemRequest>(`/redeem-requests/${id}/confirm/`, {}, { errors: { mode: 'form' } });

/** Afterwards the holdings (and this request) are read again. */
export const useConfirmRedeemRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmRedeemRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: holdingsKey }),
  });
};
