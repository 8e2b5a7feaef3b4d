import type { TLoanNoteBundle } from '@portal/contracts/api/loan-notes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { loanNoteBundleKey } from './loan-notes-keys';

/** GET /api/loan-note-bundles/{product_id}/?account= -> the application's bundle (bank account and notes). */
export const fetchLoanNoteBundle = (account: number, productId: number) =>
  http.get<TLoanNoteBundle>(`/loan-note-bundles/${productId}/`, { query: { account } });

export const loanNoteBundleQueryOptions = (account: number, productId: number | null) =>
  queryOptions({
    queryKey: loanNoteBundleKey(account, productId),
    queryFn: () => fetchLoanNoteBundle(account, productId ?? 0),
  });

/** Asked once the bundle's id is known. */
export const useLoanNoteBundle = (account: number, productId: number | null) =>
  useQuery({ ...loanNoteBundleQueryOptions(account, productId), enabled: productId !== null });
