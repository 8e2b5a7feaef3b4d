import type { TChangeEmailResponse } from '@portal/contracts/api/account-settings';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** POST /api/profiles/my/resend-email-confirmation/ -> { detail, new_email }. */
export const resendEmailConfirmation = () =>
  http.post<TChangeEmailResponse>('/profiles/my/resend-email-confirmation/');

export const useResendEmailConfirmation = () => useMutation({ mutationFn: resendEmailConfirmation });
