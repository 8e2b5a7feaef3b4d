import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { accountsKey } from '@/shared/application-sections/account-keys';
import { ipsKey } from './ips-keys';

/** DELETE /api/ips/{id}/ -> 204: the draft is gone. */
export const deleteIpsDraft = (id: number) => http.delete<void>(`/ips/${id}/`, { errors: { mode: 'form' } });

/** Afterwards the IPS and the accounts (their steps and sections) are read again. */
export const useDeleteIpsDraft = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIpsDraft,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ipsKey }),
        queryClient.invalidateQueries({ queryKey: accountsKey }),
      ]),
  });
};
