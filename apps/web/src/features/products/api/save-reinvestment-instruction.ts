import type { TLoanNote, TReinvestmentRequest } from '@portal/contracts/api/loan-notes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { holdingsKey } from './products-keys';

/** PUT /api/loan-notes/{id}/reinvestment-instruction/ { option, note_type } -> the note. */
export const saveReinvestmentInstruction = ({
  noteId,
  body,
}: {
  noteId: number;
  body: TReinvestmentRequest;
}) =>
  http.put<TLoanNote>(`/loan-notes/${noteId}/reinvestment-instruction/`, body, { errors: { mode: 'form' } });

/** Afterwards the holdings are read again. */
export const useSaveReinvestmentInstruction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReinvestmentInstruction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: holdingsKey }),
  });
};
