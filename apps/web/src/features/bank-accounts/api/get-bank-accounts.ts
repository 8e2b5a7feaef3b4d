import { bankAccountsPath, type TBankAccount } from '@portal/contracts/api/bank-accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { bankAccountsListKey, local } from './bank-accounts-keys';

/**
 * GET /api/accounts/{id}/bank-accounts/ -> the account's bank accounts. A 404 (no such account for this
 * user) is answered where the list is shown, not by a page change: the list is one section of the
 * summary and account pages.
 */
export const fetchBankAccounts = (accountId: number) =>
  http.get<TBankAccount[]>(local(bankAccountsPath(accountId)), { errors: { handledStatuses: [404] } });

export const bankAccountsQueryOptions = (accountId: number) =>
  queryOptions({ queryKey: bankAccountsListKey(accountId), queryFn: () => fetchBankAccounts(accountId) });

export const useBankAccounts = (accountId: number) => useQuery(bankAccountsQueryOptions(accountId));
