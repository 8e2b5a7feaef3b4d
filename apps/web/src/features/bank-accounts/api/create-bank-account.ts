import { bankAccountsPath, type TBankAccountFormInput } from '@portal/contracts/api/bank-accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { accountsKey } from '@/shared/application-sections/account-keys';
import { bankAccountsKey, local } from './bank-accounts-keys';
import type { TBankAccountSaved } from './save-answer';

/**
 * POST /api/accounts/{id}/bank-accounts/ { bsb, bank, branch, number, name, document_file, password? }
 * -> the bank account, or 202 { detail, change_request } when the members sign the change first.
 */
export const createBankAccount = ({ accountId, body }: { accountId: number; body: TBankAccountFormInput }) =>
  http.post<TBankAccountSaved>(local(bankAccountsPath(accountId)), body, { errors: { mode: 'form' } });

/** Afterwards the bank accounts, then the accounts (their steps and sections), are read again. */
export const useCreateBankAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBankAccount,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: bankAccountsKey });
      await queryClient.invalidateQueries({ queryKey: accountsKey });
    },
  });
};
