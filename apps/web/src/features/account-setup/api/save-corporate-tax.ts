// POST (first time) or PATCH /api/accounts/{id}/corporate-tax/.
import type { TCorporateTax } from '@portal/contracts/api/tax';
import { http } from '@/shared/api/http-client';

export const saveCorporateTax = (accountId: number, exists: boolean, body: unknown) =>
  exists
    ? http.patch<TCorporateTax>(`/accounts/${accountId}/corporate-tax/`, body, { errors: { mode: 'form' } })
    : http.post<TCorporateTax>(`/accounts/${accountId}/corporate-tax/`, body, { errors: { mode: 'form' } });
