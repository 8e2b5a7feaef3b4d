import type { TLoanNoteBundle, TLoanNotesFormInput } from '@portal/contracts/api/loan-notes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { accountsKey } from '@/shared/application-sections/account-keys';
import { loanNotesKey } from './loan-notes-keys';

/** The product details as sent: the form's bank account and notes, for an account. */
export type TProductDetailsBody = TLoanNotesFormInput & { account: number };

/** POST /api/loan-notes/apply-now/ { account, bank_account, loan_notes } -> 201 the new bundle. */
export const applyNow = (body: TProductDetailsBody) =>
  http.post<TLoanNoteBundle>('/loan-notes/apply-now/', body, { errors: { mode: 'form' } });

/** Afterwards the loan notes are read again, then the accounts: the application's step moves on. */
export const useApplyNow = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyNow,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: loanNotesKey });
      await queryClient.invalidateQueries({ queryKey: accountsKey });
    },
  });
};
