import type { TAccount, TPatchAccountRequest } from '@portal/contracts/api/account-setup';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { accountsKey } from '@/shared/application-sections/account-keys';

/** PATCH /api/accounts/{id}/ -> the account: the skips, the primary user's role, whether there are other members. */
export const patchAccount = (id: number, body: TPatchAccountRequest) =>
  http.patch<TAccount>(`/accounts/${id}/`, body);

export const usePatchAccount = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPatchAccountRequest) => patchAccount(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsKey }),
  });
};
