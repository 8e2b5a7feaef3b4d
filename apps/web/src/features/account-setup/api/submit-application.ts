import type { TSubmitApplicationResponse } from '@portal/contracts/api/account-setup';
import type { TAcknowledgementsForm } from '@portal/contracts/forms/account-setup';
import { http } from '@/shared/api/http-client';

/** POST /api/accounts/{id}/submit/ with the six acknowledgements -> the new status and what comes next. */
export const submitApplication = (id: number, body: TAcknowledgementsForm) =>
  http.post<TSubmitApplicationResponse>(`/accounts/${id}/submit/`, body, { errors: { mode: 'form' } });
