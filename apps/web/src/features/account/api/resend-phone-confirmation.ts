import { http } from '@/shared/api/http-client';

/** POST /api/profiles/my/resend-phone-number-confirmation/ -> { detail } (shown as a success toast). */
export const resendPhoneConfirmation = () =>
  http.post<{ detail: string }>('/profiles/my/resend-phone-number-confirmation/');
