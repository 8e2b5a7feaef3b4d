import type { TDetailResponse } from '@portal/contracts/api/auth';
import {
  bankAccountPath,
  type TBankChangeOpened,
  type TDeleteBankAccountRequest,
} from '@portal/contracts/api/bank-accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http-client';
import { accountsKey } from '@/shared/application-sections/account-keys';
import { bankAccountsKey, local } from './bank-accounts-keys';

/**
 * DELETE /api/accounts/{id}/bank-accounts/{bankAccountId}/ { password? } -> { detail }, or 202
 * { detail, change_request } when the members sign the change first.
 */
export const deleteBankAccount = ({
  accountId,
  bankAccountId,
  body,
}: {
  accountId: number;
  bankAccountId: number;
  body: TDeleteBankAccountRequest;
}) =>
  request<TDetailResponse | TBankChangeOpened>(local(bankAccountPath(accountId, bankAccountId)), {
    method: 'DELETE',
    body,
    errors: { mode: 'form' },
  });

/** Afterwards the bank accounts, then the accounts (their steps and sections), are read again. */
export const useDeleteBankAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBankAccount,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: bankAccountsKey });
      await queryClient.invalidateQueries({ queryKey: accountsKey });
    },
  });
};
