import { http } from '@/shared/api/http-client';

/** POST /api/auth/wizard/{uuid}/resend-phone-number-confirmation-from-invite/ -> { detail } (a toast). */
export const resendPhoneNumberConfirmation = (uuid: string) =>
  http.post<{ detail: string }>(
    `/auth/wizard/${encodeURIComponent(uuid)}/resend-phone-number-confirmation-from-invite/`,
  );
