// POST /api/contact-details/ or PATCH /api/contact-details/{id}/.
import type { TContactDetail } from '@portal/contracts/api/details';
import { http } from '@/shared/api/http-client';

export const saveContactDetails = (id: number | null, body: unknown) =>
  id === null
    ? http.post<TContactDetail>('/contact-details/', body, { errors: { mode: 'form' } })
    : http.patch<TContactDetail>(`/contact-details/${id}/`, body, { errors: { mode: 'form' } });
