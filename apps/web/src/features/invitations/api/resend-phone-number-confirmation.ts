import type { TDetailResponse } from '@portal/contracts/api/auth';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** POST /api/auth/wizard/{uuid}/resend-phone-number-confirmation-from-invite/ -> { detail } (a toast). */
export const resendPhoneNumberConfirmation = (uuid: string) =>
  http.post<TDetailResponse>(
    `/auth/wizard/${encodeURIComponent(uuid)}/resend-phone-number-confirmation-from-invite/`,
  );

/** A new code by SMS: nothing cached changes. */
export const useResendPhoneNumberConfirmation = (uuid: string) =>
  useMutation({ mutationFn: () => resendPhoneNumberConfirmation(uuid) });
