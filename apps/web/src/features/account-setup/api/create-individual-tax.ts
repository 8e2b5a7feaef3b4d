import type { TIndividualTax, TIndividualTaxRequest } from '@portal/contracts/api/tax';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** POST /api/individual-tax/ -> the saved tax details (TFN masked). */
export const createIndividualTax = ({ body }: { body: TIndividualTaxRequest }) =>
  http.post<TIndividualTax>('/individual-tax/', body, { errors: { mode: 'form' } });

/** The section form's save step reads the tax details and the account again, then moves on. */
export const useCreateIndividualTax = () => useMutation({ mutationFn: createIndividualTax });
