// The calls of the holdings screens: the user's loan-note accounts, the notes held (GET loan notes by
// account), the products on offer, the account's bank accounts, transactions, reinvestment instructions,
// redeem requests and the linked bank account of a product.
import type {
  TLinkedBankAccount,
  TLoanNote,
  TLoanNoteAccount,
  TLoanNotesAnswer,
  TLoanNoteTransaction,
  TNoteType,
  TProductType,
  TRedeemRequest,
} from '@portal/contracts/api/loan-notes';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** The same first key as the application's loan-note queries, so one change refreshes both. */
export const holdingsKey = ['loan-notes'] as const;

export const useLoanNoteAccounts = () =>
  useQuery({
    queryKey: [...holdingsKey, 'accounts'] as const,
    queryFn: () => http.get<TLoanNoteAccount[]>('/loan-notes/accounts/'),
  });

export const useHoldings = (account: number | null) =>
  useQuery({
    queryKey: [...holdingsKey, 'list', account] as const,
    queryFn: () => http.get<TLoanNotesAnswer>('/loan-notes/', { query: { account } }),
    enabled: account !== null,
  });

export const useHolding = (id: number) =>
  useQuery({
    queryKey: [...holdingsKey, 'note', id] as const,
    queryFn: () => http.get<TLoanNote>(`/loan-notes/${id}/`),
    enabled: id > 0,
  });

export const useOfferedTypes = (account: number | null) =>
  useQuery({
    queryKey: [...holdingsKey, 'types', account] as const,
    queryFn: () => http.get<TNoteType[]>('/loan-notes/types/', { query: { account } }),
    enabled: account !== null,
  });

export const useAccountBankAccounts = (account: number) =>
  useQuery({
    queryKey: [...holdingsKey, 'bank-accounts', account] as const,
    queryFn: () => http.get<TLinkedBankAccount[]>('/loan-notes/bank-accounts/', { query: { account } }),
    enabled: account > 0,
  });

export const useTransactions = (account: number | null) =>
  useQuery({
    queryKey: [...holdingsKey, 'transactions', account] as const,
    queryFn: () => http.get<TLoanNoteTransaction[]>('/loan-notes/transactions/', { query: { account } }),
    enabled: account !== null,
  });

export const useRedeemRequest = (id: number) =>
  useQuery({
    queryKey: [...holdingsKey, 'redeem-request', id] as const,
    queryFn: () => http.get<TRedeemRequest>(`/redeem-requests/${id}/`),
    enabled: id > 0,
  });

const asForm = { errors: { mode: 'form' } } as const;

export const saveInstruction = (noteId: number, body: { option: string; note_type: number | null }) =>
  http.put<TLoanNote>(`/loan-notes/${noteId}/reinvestment-instruction/`, body, asForm);
export const confirmInstruction = (noteId: number) =>
  http.post<TLoanNote>(`/loan-notes/${noteId}/reinvestment-instruction/confirm/`, {}, asForm);
export const createRedeemRequest = (noteId: number, body: { amount: string }) =>
  http.post<TRedeemRequest>(`/loan-notes/${noteId}/redeem-requests/`, body, asForm);
export const confirmRedeemRequest = (id: number) =>
  http.post<TRedeemRequest>(`/redeem-requests/${id}/confirm/`, {}, asForm);
export const linkBankAccount = (body: {
  account: number;
  product_type: TProductType;
  bank_account: number;
}) => http.post<{ updated: number }>('/loan-notes/linked-bank-account/', body, asForm);
