import type { TChangeRequestActionResponse } from '@portal/contracts/api/change-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { accountsKey } from '@/shared/application-sections/account-keys';
import { bankAccountsKey } from './bank-accounts-keys';

/** POST /api/change-requests/{id}/decline/ -> { detail, change_request } (a refusal shows the server's detail). */
export const declineBankChangeRequest = (requestId: number) =>
  http.post<TChangeRequestActionResponse>(`/change-requests/${requestId}/decline/`, {});

/** Afterwards the bank accounts, then the accounts, are read again. */
export const useDeclineBankChangeRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineBankChangeRequest,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: bankAccountsKey });
      await queryClient.invalidateQueries({ queryKey: accountsKey });
    },
  });
};
