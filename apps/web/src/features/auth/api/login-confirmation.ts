import type { TLoginResponse } from '@portal/contracts/api/auth';
import type { TTwoFactorForm } from '@portal/contracts/forms/sign-in';
import { http } from '@/shared/api/http-client';

/** POST /api/auth/login-confirmation/ -> { key, profile }: the new key replaces the old one. */
export const confirmLogin = (body: TTwoFactorForm) =>
  http.post<TLoginResponse>('/auth/login-confirmation/', body, { errors: { mode: 'form' } });
