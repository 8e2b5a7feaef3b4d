import type { TTotpEnrolmentResponse } from '@portal/contracts/api/second-factors';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** POST /api/profiles/my/second-factors/totp/ -> { secret, otpauth_uri, qr_code }: a new, unconfirmed app. */
export const startTotpEnrolment = () =>
  http.post<TTotpEnrolmentResponse>('/profiles/my/second-factors/totp/', {}, { errors: { mode: 'silent' } });

export const useStartTotpEnrolment = () => useMutation({ mutationFn: startTotpEnrolment });
