import type { TResetPasswordRequestForm } from '@portal/contracts/forms/sign-in';
import { http } from '@/shared/api/http-client';

/** POST /api/auth/password-reset/ -> { detail } (the same answer for known and unknown e-mails). */
export const requestPasswordReset = (body: TResetPasswordRequestForm) =>
  http.post<{ detail: string }>('/auth/password-reset/', body, { errors: { mode: 'form' } });
