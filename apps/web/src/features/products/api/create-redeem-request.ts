import type { TRedeemRequest, TRedeemRequestCreate } from '@portal/contracts/api/loan-notes';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** POST /api/loan-notes/{id}/redeem-requests/ { amount } -> the draft redeem request (confirmed next). */
export const createRedeemRequest = ({ noteId, body }: { noteId: number; body: TRedeemRequestCreate }) =>
  http.post<TRedeemRequest>(`/loan-notes/${noteId}/redeem-requests/`, body, { errors: { mode: 'form' } });

/** A draft changes nothing held: the holdings are read again once it is confirmed. */
export const useCreateRedeemRequest = () => useMutation({ mutationFn: createRedeemRequest });
