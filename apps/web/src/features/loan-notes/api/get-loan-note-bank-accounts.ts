import type { TLinkedBankAccount } from '@portal/contracts/api/loan-notes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { loanNoteBankAccountsKey } from './loan-notes-keys';

/** GET /api/loan-notes/bank-accounts/?account= -> the account's bank accounts the notes may pay to. */
export const fetchLoanNoteBankAccounts = (account: number) =>
  http.get<TLinkedBankAccount[]>('/loan-notes/bank-accounts/', { query: { account } });

export const loanNoteBankAccountsQueryOptions = (account: number) =>
  queryOptions({
    queryKey: loanNoteBankAccountsKey(account),
    queryFn: () => fetchLoanNoteBankAccounts(account),
  });

export const useLoanNoteBankAccounts = (account: number) =>
  useQuery(loanNoteBankAccountsQueryOptions(account));
