import type { TDetailResponse } from '@portal/contracts/api/auth';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** POST /api/profiles/my/resend-phone-number-confirmation/ -> { detail } (shown as a success toast). */
export const resendPhoneConfirmation = () =>
  http.post<TDetailResponse>('/profiles/my/resend-phone-number-confirmation/');

export const useResendPhoneConfirmation = () => useMutation({ mutationFn: resendPhoneConfirmation });
