import type { TDetailResponse } from '@portal/contracts/api/auth';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** POST /api/profiles/my/send-2fa-confirmation-code-sms/ -> { detail }: a code for a protected action. */
export const sendConfirmationCode = () =>
  http.post<TDetailResponse>('/profiles/my/send-2fa-confirmation-code-sms/');

export const useSendConfirmationCode = () => useMutation({ mutationFn: sendConfirmationCode });
