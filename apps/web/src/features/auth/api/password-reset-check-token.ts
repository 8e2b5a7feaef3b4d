import { http } from '@/shared/api/http-client';

export type TResetToken = { uid: string; token: string };

/** POST /api/auth/password-reset-check-token-expiration/ -> { detail }, or 400 { detail } when expired. */
export const checkResetToken = (body: TResetToken) =>
  http.post<{ detail: string }>('/auth/password-reset-check-token-expiration/', body, {
    errors: { mode: 'silent' },
  });
