import { http } from '@/shared/api/http-client';

/** POST /api/auth/email-verify/ -> { detail }; failures are shown on the page itself. */
export const verifyEmail = (key: string) =>
  http.post<{ detail: string }>('/auth/email-verify/', { key }, { errors: { mode: 'silent' } });
