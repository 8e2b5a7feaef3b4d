import { http } from '@/shared/api/http-client';

/** POST /api/profiles/my/send-2fa-confirmation-code-sms/ -> { detail }: a code for a protected action. */
export const sendConfirmationCode = () =>
  http.post<{ detail: string }>('/profiles/my/send-2fa-confirmation-code-sms/');
