import type { TLoanNoteAccount } from '@portal/contracts/api/loan-notes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { loanNoteAccountsKey } from './products-keys';

/** GET /api/loan-notes/accounts/ -> [{ id, name, status }]: the user's loan-note accounts. */
export const fetchLoanNoteAccounts = () => http.get<TLoanNoteAccount[]>('/loan-notes/accounts/');

export const loanNoteAccountsQueryOptions = () =>
  queryOptions({ queryKey: loanNoteAccountsKey, queryFn: fetchLoanNoteAccounts });

export const useLoanNoteAccounts = () => useQuery(loanNoteAccountsQueryOptions());
