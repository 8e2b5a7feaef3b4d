// POST /api/additional-details/ or PATCH /api/additional-details/{id}/.
import type { TAdditionalDetail } from '@portal/contracts/api/details';
import { http } from '@/shared/api/http-client';

export const saveAdditionalDetails = (id: number | null, body: unknown) =>
  id === null
    ? http.post<TAdditionalDetail>('/additional-details/', body, { errors: { mode: 'form' } })
    : http.patch<TAdditionalDetail>(`/additional-details/${id}/`, body, { errors: { mode: 'form' } });
