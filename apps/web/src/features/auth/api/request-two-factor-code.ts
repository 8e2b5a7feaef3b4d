import type { TDetailResponse } from '@portal/contracts/api/auth';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** POST /api/auth/two-factor-authentication/request/ { channel: 'sms' } -> { detail }: a new sign-in code by SMS. */
export const requestTwoFactorCode = () =>
  http.post<TDetailResponse>('/auth/two-factor-authentication/request/', { channel: 'sms' });

export const useRequestTwoFactorCode = () => useMutation({ mutationFn: requestTwoFactorCode });
