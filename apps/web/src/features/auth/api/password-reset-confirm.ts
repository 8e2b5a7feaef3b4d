import type { TResetPasswordConfirmForm } from '@portal/contracts/forms/passwords';
import type { TResetToken } from '@/features/auth/api/password-reset-check-token';
import { http } from '@/shared/api/http-client';

/** POST /api/auth/password-reset-confirm/ -> { detail }. */
export const confirmPasswordReset = (body: TResetToken & TResetPasswordConfirmForm) =>
  http.post<{ detail: string }>('/auth/password-reset-confirm/', body, { errors: { mode: 'form' } });
