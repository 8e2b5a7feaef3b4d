import type { TLoginResponse } from '@portal/contracts/api/auth';
import type { TLoginForm } from '@portal/contracts/forms/sign-in';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { clearLocalSession } from '@/shared/session/local-logout';
import { sessionStore } from '@/shared/session/session-store';

/** POST /api/auth/login/ { email, password } -> { key, profile } (profile is null while two-factor is pending). */
export const login = (body: TLoginForm) =>
  http.post<TLoginResponse>('/auth/login/', body, { errors: { mode: 'form' } });

/** A new sign-in starts clean; the guard then moves on and loads the profile with the new key. */
export const useLogin = () =>
  useMutation({
    mutationFn: login,
    onSuccess: ({ key }) => {
      clearLocalSession();
      sessionStore.setToken(key);
    },
  });
