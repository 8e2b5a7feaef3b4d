import type { TSelectAccountResponse } from '@portal/contracts/api/account-setup';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { accountsKey } from '@/shared/application-sections/account-keys';
import { profileQueryKey } from '@/shared/session/profile-key';

/** POST /api/accounts/{id}/select/ -> { id, is_selected }: the account the portal works with. */
export const selectAccount = (id: number) => http.post<TSelectAccountResponse>(`/accounts/${id}/select/`);

export const useSelectAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectAccount,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: accountsKey });
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
};
