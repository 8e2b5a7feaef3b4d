// The loan-note calls (spec 001 section 7): note types, the account's bank accounts, the application's
// bundle (apply-now, read, change) and the notes held with their count.
import type { TExtraApplicationInfo } from '@portal/contracts/api/account-setup';
import type {
  TLinkedBankAccount,
  TLoanNoteAccount,
  TLoanNoteBundle,
  TLoanNotesAnswer,
  TNoteType,
} from '@portal/contracts/api/loan-notes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** Every loan-note query starts with this key, so one invalidation reads them all again. */
export const loanNotesKey = ['loan-notes'] as const;

export const noteTypesQuery = (account: number) =>
  queryOptions({
    queryKey: [...loanNotesKey, 'types', account] as const,
    queryFn: () => http.get<TNoteType[]>('/loan-notes/types/', { query: { account } }),
  });
export const useNoteTypes = (account: number) => useQuery(noteTypesQuery(account));

export const useBankAccounts = (account: number) =>
  useQuery({
    queryKey: [...loanNotesKey, 'bank-accounts', account] as const,
    queryFn: () => http.get<TLinkedBankAccount[]>('/loan-notes/bank-accounts/', { query: { account } }),
  });

/** GET loan notes by account: the holdings and their count. */
export const useLoanNotes = (account: number | null) =>
  useQuery({
    queryKey: [...loanNotesKey, 'list', account] as const,
    queryFn: () => http.get<TLoanNotesAnswer>('/loan-notes/', { query: { account } }),
    enabled: account !== null,
  });

export const useLoanNoteAccounts = () =>
  useQuery({
    queryKey: [...loanNotesKey, 'accounts'] as const,
    queryFn: () => http.get<TLoanNoteAccount[]>('/loan-notes/accounts/'),
  });

/** GET loan note bundle by account and product (the bundle's id). */
export const useLoanNoteBundle = (account: number, productId: number | null) =>
  useQuery({
    queryKey: [...loanNotesKey, 'bundle', account, productId] as const,
    queryFn: () => http.get<TLoanNoteBundle>(`/loan-note-bundles/${productId}/`, { query: { account } }),
    enabled: productId !== null,
  });

export type TProductDetailsBody = {
  account: number;
  bank_account: number | null;
  loan_notes: Array<{ note_type: number | string; face_value: string; interest_capitalisation: boolean }>;
};

/** POST apply-now (account, bank_account, loan_notes). */
export const applyNow = (body: TProductDetailsBody) =>
  http.post<TLoanNoteBundle>('/loan-notes/apply-now/', body, { errors: { mode: 'form' } });

/** PATCH loan note bundle for account and product_id. */
export const updateBundle = (productId: number, { account, ...body }: TProductDetailsBody) =>
  http.patch<TLoanNoteBundle>(`/loan-note-bundles/${productId}/?account=${account}`, body, {
    errors: { mode: 'form' },
  });

/** The application's bundle id (extra_application_info.data.loan_note_bundle_id of the account). */
export const useApplicationBundleId = (account: number) =>
  useQuery({
    queryKey: [...loanNotesKey, 'bundle-id', account] as const,
    queryFn: async () =>
      (await http.get<TExtraApplicationInfo>(`/accounts/${account}/activation-steps/`)).data
        .loan_note_bundle_id,
    enabled: account > 0,
  });
