import type { TIps, TIpsPatch } from '@portal/contracts/api/ips';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { ipsStartKey } from './ips-keys';

/** PATCH /api/ips/{id}/ { has_restrictions?, has_gearing?, target_loan_balance_min/max?, note? } -> the IPS. */
export const updateIps = ({ id, body }: { id: number; body: TIpsPatch }) =>
  http.patch<TIps>(`/ips/${id}/`, body, { errors: { mode: 'form' } });

/** The wizard's IPS follows the answer. */
export const useUpdateIps = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateIps,
    onSuccess: (ips) => queryClient.setQueryData(ipsStartKey(ips.account), ips),
  });
};
