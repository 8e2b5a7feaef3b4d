import type { TSecurityRestrictions, TSecurityRestrictionsRequest } from '@portal/contracts/api/ips';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { securityRestrictionsKey } from './ips-keys';

/** POST /api/ips/{id}/security-restrictions/ [{ name, units, cost_base, date, restriction_type }] -> the list as saved. */
export const saveSecurityRestrictions = ({
  ipsId,
  body,
}: {
  ipsId: number;
  body: TSecurityRestrictionsRequest;
}) =>
  http.post<TSecurityRestrictions>(`/ips/${ipsId}/security-restrictions/`, body, {
    errors: { mode: 'form' },
  });

/** The cached list becomes the saved one. */
export const useSaveSecurityRestrictions = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSecurityRestrictions,
    onSuccess: (saved, { ipsId }) => queryClient.setQueryData(securityRestrictionsKey(ipsId), saved),
  });
};
