import type { TCorporateTax, TCorporateTaxRequest } from '@portal/contracts/api/tax';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** POST /api/accounts/{id}/corporate-tax/ -> the saved section: the first save of the account's tax details. */
export const createCorporateTax = ({ accountId, body }: { accountId: number; body: TCorporateTaxRequest }) =>
  http.post<TCorporateTax>(`/accounts/${accountId}/corporate-tax/`, body, { errors: { mode: 'form' } });

/** The section form's save step reads the section and the account again, then moves on. */
export const useCreateCorporateTax = () => useMutation({ mutationFn: createCorporateTax });
