import type { TLinkedBankAccount } from '@portal/contracts/api/loan-notes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { accountBankAccountsKey } from './products-keys';

/** GET /api/loan-notes/bank-accounts/?account= -> the account's bank accounts a product may pay to. */
export const fetchAccountBankAccounts = (account: number) =>
  http.get<TLinkedBankAccount[]>('/loan-notes/bank-accounts/', { query: { account } });

export const accountBankAccountsQueryOptions = (account: number) =>
  queryOptions({
    queryKey: accountBankAccountsKey(account),
    queryFn: () => fetchAccountBankAccounts(account),
  });

/** Asked once the account is known (0 until then). */
export const useAccountBankAccounts = (account: number) =>
  useQuery({ ...accountBankAccountsQueryOptions(account), enabled: account > 0 });
