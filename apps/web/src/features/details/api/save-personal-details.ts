// POST /api/personal-details/ or PATCH /api/personal-details/{id}/: details with the identity document.
import type { TPersonalDetail } from '@portal/contracts/api/details';
import { http } from '@/shared/api/http-client';

export const savePersonalDetails = (id: number | null, body: unknown) =>
  id === null
    ? http.post<TPersonalDetail>('/personal-details/', body, { errors: { mode: 'form' } })
    : http.patch<TPersonalDetail>(`/personal-details/${id}/`, body, { errors: { mode: 'form' } });
