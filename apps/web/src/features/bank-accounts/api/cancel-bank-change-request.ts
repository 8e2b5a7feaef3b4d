import { bankChangeRequestPath, type TBankChangeCancelled } from '@portal/contracts/api/bank-accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { accountsKey } from '@/shared/application-sections/account-keys';
import { bankAccountsKey, local } from './bank-accounts-keys';

/**
 * POST /api/accounts/{id}/bank-change-requests/{requestId}/cancel/ -> { detail, change_request }: the
 * initiator withdraws the request.
 */
export const cancelBankChangeRequest = ({ accountId, requestId }: { accountId: number; requestId: number }) =>
  http.post<TBankChangeCancelled>(`${local(bankChangeRequestPath(accountId, requestId))}cancel/`, {});

/** Afterwards the bank accounts, then the accounts, are read again. */
export const useCancelBankChangeRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBankChangeRequest,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: bankAccountsKey });
      await queryClient.invalidateQueries({ queryKey: accountsKey });
    },
  });
};
