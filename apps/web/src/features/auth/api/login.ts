import type { TLoginResponse } from '@portal/contracts/api/auth';
import type { TLoginForm } from '@portal/contracts/forms/sign-in';
import { http } from '@/shared/api/http-client';

/** POST /api/auth/login/ -> { key, profile } (profile is null while two-factor is pending). */
export const login = (body: TLoginForm) =>
  http.post<TLoginResponse>('/auth/login/', body, { errors: { mode: 'form' } });
