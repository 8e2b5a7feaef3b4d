import type { TIndividualTax, TIndividualTaxRequest } from '@portal/contracts/api/tax';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** PATCH /api/individual-tax/{id}/ -> the saved tax details (TFN masked). */
export const updateIndividualTax = ({ id, body }: { id: number; body: TIndividualTaxRequest }) =>
  http.patch<TIndividualTax>(`/individual-tax/${id}/`, body, { errors: { mode: 'form' } });

/** The section form's save step reads the tax details and the account again, then moves on. */
export const useUpdateIndividualTax = () => useMutation({ mutationFn: updateIndividualTax });
