import type { TAccount, TCreateAccountRequest } from '@portal/contracts/api/account-setup';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { accountsKey } from '@/shared/application-sections/account-keys';
import { profileQueryKey } from '@/shared/session/profile-key';

/** POST /api/accounts/create/ -> the new account (selected); field errors are left to the form. */
export const createAccount = (body: TCreateAccountRequest) =>
  http.post<TAccount>('/accounts/create/', body, { errors: { mode: 'form' } });

/** The new account is the selected one: the accounts and the profile are read again. */
export const useCreateAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccount,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: accountsKey });
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
};
