import type { TLoanNotesAnswer } from '@portal/contracts/api/loan-notes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { holdingsListKey } from './products-keys';

/** GET /api/loan-notes/?account= -> { count, results }: the notes the account holds. */
export const fetchHoldings = (account: number | null) =>
  http.get<TLoanNotesAnswer>('/loan-notes/', { query: { account } });

export const holdingsQueryOptions = (account: number | null) =>
  queryOptions({ queryKey: holdingsListKey(account), queryFn: () => fetchHoldings(account) });

/** Asked once an account is chosen. */
export const useHoldings = (account: number | null) =>
  useQuery({ ...holdingsQueryOptions(account), enabled: account !== null });
