import type { TDirectorsResponse } from '@portal/contracts/api/people';
import { http } from '@/shared/api/http-client';

/** PATCH /api/accounts/{id}/directors/ -> the primary user's role and the additional directors. */
export const saveDirectors = (accountId: number, body: unknown) =>
  http.patch<TDirectorsResponse>(`/accounts/${accountId}/directors/`, body, { errors: { mode: 'form' } });
