import type { TLoanNoteBundle } from '@portal/contracts/api/loan-notes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { accountsKey } from '@/shared/application-sections/account-keys';
import type { TProductDetailsBody } from './apply-now';
import { loanNotesKey } from './loan-notes-keys';

/** PATCH /api/loan-note-bundles/{product_id}/?account= { bank_account, loan_notes } -> the bundle. */
export const updateLoanNoteBundle = ({
  productId,
  body: { account, ...body },
}: {
  productId: number;
  body: TProductDetailsBody;
}) =>
  http.patch<TLoanNoteBundle>(`/loan-note-bundles/${productId}/?account=${account}`, body, {
    errors: { mode: 'form' },
  });

/** Afterwards the loan notes are read again, then the accounts: the application's step moves on. */
export const useUpdateLoanNoteBundle = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLoanNoteBundle,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: loanNotesKey });
      await queryClient.invalidateQueries({ queryKey: accountsKey });
    },
  });
};
