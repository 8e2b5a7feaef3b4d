import type { TDetailResponse } from '@portal/contracts/api/auth';
import type { TResetPasswordRequestForm } from '@portal/contracts/forms/sign-in';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** POST /api/auth/password-reset/ { email } -> { detail } (the same answer for known and unknown e-mails). */
export const requestPasswordReset = (body: TResetPasswordRequestForm) =>
  http.post<TDetailResponse>('/auth/password-reset/', body, { errors: { mode: 'form' } });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
