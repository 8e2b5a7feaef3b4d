import type { TLoanNote } from '@portal/contracts/api/loan-notes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { holdingsKey } from './products-keys';

/** POST /api/loan-notes/{id}/reinvestment-instruction/confirm/ -> the note. */
export const confirmReinvestmentInstruction = (noteId: number) =>
  http.post<TLoanNote>(
    `/loan-notes/${noteId}/reinvestment-instruction/confirm/`,
    {},
    { errors: { mode: 'form' } },
  );

/** Afterwards the holdings are read again. */
export const useConfirmReinvestmentInstruction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmReinvestmentInstruction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: holdingsKey }),
  });
};
