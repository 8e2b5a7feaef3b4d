import { http } from '@/shared/api/http-client';

/** POST /api/auth/two-factor-authentication/request/ -> { detail }: a new sign-in code by SMS. */
export const requestTwoFactorCode = () =>
  http.post<{ detail: string }>('/auth/two-factor-authentication/request/', { channel: 'sms' });
