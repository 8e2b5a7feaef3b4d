// POST /api/individual-tax/ or PATCH /api/individual-tax/{id}/.
import type { TIndividualTax } from '@portal/contracts/api/tax';
import { http } from '@/shared/api/http-client';

export const saveIndividualTax = (id: number | null, body: unknown) =>
  id === null
    ? http.post<TIndividualTax>('/individual-tax/', body, { errors: { mode: 'form' } })
    : http.patch<TIndividualTax>(`/individual-tax/${id}/`, body, { errors: { mode: 'form' } });
