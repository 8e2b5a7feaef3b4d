import type { TDetailResponse } from '@portal/contracts/api/auth';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** POST /api/secondary-users-invites/{uuid}/resend-phone-number-confirmation/ {phone_number} -> { detail }. */
export const resendSecondaryPhoneConfirmation = (uuid: string, phoneNumber: string) =>
  http.post<TDetailResponse>(
    `/secondary-users-invites/${encodeURIComponent(uuid)}/resend-phone-number-confirmation/`,
    { phone_number: phoneNumber },
  );

/** A new code by SMS: nothing cached changes. */
export const useResendSecondaryPhoneConfirmation = (uuid: string, phoneNumber: string) =>
  useMutation({ mutationFn: () => resendSecondaryPhoneConfirmation(uuid, phoneNumber) });
