import { bankAccountPath, type TBankAccountFormInput } from '@portal/contracts/api/bank-accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { accountsKey } from '@/shared/application-sections/account-keys';
import { bankAccountsKey, local } from './bank-accounts-keys';
import type { TBankAccountSaved } from './save-answer';

/**
 * PATCH /api/accounts/{id}/bank-accounts/{bankAccountId}/ { bsb, bank, branch, number, name,
 * document_file, password? } -> the bank account, or 202 { detail, change_request }.
 */
export const updateBankAccount = ({
  accountId,
  bankAccountId,
  body,
}: {
  accountId: number;
  bankAccountId: number;
  body: TBankAccountFormInput;
}) =>
  http.patch<TBankAccountSaved>(local(bankAccountPath(accountId, bankAccountId)), body, {
    errors: { mode: 'form' },
  });

/** Afterwards the bank accounts, then the accounts (their steps and sections), are read again. */
export const useUpdateBankAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBankAccount,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: bankAccountsKey });
      await queryClient.invalidateQueries({ queryKey: accountsKey });
    },
  });
};
