import { http } from '@/shared/api/http-client';

/** POST /api/profiles/my/confirm-email-address-by-link/ { key } -> { detail }; 400 { detail } when void. */
export const confirmEmailByLink = (key: string) =>
  http.post<{ detail: string }>(
    '/profiles/my/confirm-email-address-by-link/',
    { key },
    { errors: { mode: 'silent' } },
  );
