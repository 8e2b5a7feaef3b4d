import type { TLoanNoteTransaction } from '@portal/contracts/api/loan-notes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { transactionsKey } from './products-keys';

/** GET /api/loan-notes/transactions/?account= -> the account's loan-note transactions. */
export const fetchTransactions = (account: number | null) =>
  http.get<TLoanNoteTransaction[]>('/loan-notes/transactions/', { query: { account } });

export const transactionsQueryOptions = (account: number | null) =>
  queryOptions({ queryKey: transactionsKey(account), queryFn: () => fetchTransactions(account) });

/** Asked once an account is chosen. */
export const useTransactions = (account: number | null) =>
  useQuery({ ...transactionsQueryOptions(account), enabled: account !== null });
