import type { TLoginResponse } from '@portal/contracts/api/auth';
import type { TTwoFactorForm } from '@portal/contracts/forms/sign-in';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { sessionStore } from '@/shared/session/session-store';

/** POST /api/auth/login-confirmation/ { code } -> { key, profile }: the new key replaces the old one. */
export const confirmLogin = (body: TTwoFactorForm) =>
  http.post<TLoginResponse>('/auth/login-confirmation/', body, { errors: { mode: 'form' } });

export const useConfirmLogin = () =>
  useMutation({ mutationFn: confirmLogin, onSuccess: ({ key }) => sessionStore.setToken(key) });
