import { http } from '@/shared/api/http-client';

/** POST /api/secondary-users-invites/{uuid}/resend-phone-number-confirmation/ {phone_number} -> { detail }. */
export const resendSecondaryPhoneConfirmation = (uuid: string, phoneNumber: string) =>
  http.post<{ detail: string }>(
    `/secondary-users-invites/${encodeURIComponent(uuid)}/resend-phone-number-confirmation/`,
    { phone_number: phoneNumber },
  );
