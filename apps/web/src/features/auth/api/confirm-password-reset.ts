import type { TDetailResponse, TPasswordResetConfirmRequest } from '@portal/contracts/api/auth';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** POST /api/auth/password-reset-confirm/ { uid, token, new_password1, new_password2 } -> { detail }. */
export const confirmPasswordReset = (body: TPasswordResetConfirmRequest) =>
  http.post<TDetailResponse>('/auth/password-reset-confirm/', body, { errors: { mode: 'form' } });

export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
