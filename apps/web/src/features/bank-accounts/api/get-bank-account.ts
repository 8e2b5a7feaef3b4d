import { bankAccountPath, type TBankAccount } from '@portal/contracts/api/bank-accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { bankAccountKey, local } from './bank-accounts-keys';

/**
 * GET /api/accounts/{id}/bank-accounts/{bankAccountId}/ -> one bank account, or the one a pending add
 * request will create (with its verify_change_request). A page shows its own "not found".
 */
export const fetchBankAccount = (accountId: number, bankAccountId: number) =>
  http.get<TBankAccount>(local(bankAccountPath(accountId, bankAccountId)), {
    errors: { handledStatuses: [404] },
  });

export const bankAccountQueryOptions = (accountId: number, bankAccountId: number) =>
  queryOptions({
    queryKey: bankAccountKey(accountId, bankAccountId),
    queryFn: () => fetchBankAccount(accountId, bankAccountId),
  });

export const useBankAccount = (accountId: number, bankAccountId: number) =>
  useQuery(bankAccountQueryOptions(accountId, bankAccountId));
