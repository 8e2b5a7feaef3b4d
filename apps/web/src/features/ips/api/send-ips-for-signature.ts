import type { TIpsSignResponse } from '@portal/contracts/api/ips';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { ipsKey } from './ips-keys';

/**
 * POST /api/ips/{id}/send-for-signature/ -> { detail, change_request, next }: an active account's
 * finished draft goes for signature (an 'ips' change request).
 */
export const sendIpsForSignature = (id: number) =>
  http.post<TIpsSignResponse>(`/ips/${id}/send-for-signature/`, {}, { errors: { mode: 'form' } });

/** Afterwards the IPS (now awaiting signature) is read again. */
export const useSendIpsForSignature = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendIpsForSignature,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ipsKey }),
  });
};
