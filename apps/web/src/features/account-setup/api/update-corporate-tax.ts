import type { TCorporateTax, TCorporateTaxRequest } from '@portal/contracts/api/tax';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** PATCH /api/accounts/{id}/corporate-tax/ -> the saved section: a change of the saved details. */
export const updateCorporateTax = ({ accountId, body }: { accountId: number; body: TCorporateTaxRequest }) =>
  http.patch<TCorporateTax>(`/accounts/${accountId}/corporate-tax/`, body, { errors: { mode: 'form' } });

/** The section form's save step reads the section and the account again, then moves on. */
export const useUpdateCorporateTax = () => useMutation({ mutationFn: updateCorporateTax });
