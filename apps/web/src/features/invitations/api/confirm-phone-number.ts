import type { TLoginResponse } from '@portal/contracts/api/auth';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** POST /api/auth/wizard/{uuid}/confirm-phone-number/ {code} -> { key, profile }: the first sign-in. */
export const confirmPhoneNumber = (uuid: string, code: string) =>
  http.post<TLoginResponse>(
    `/auth/wizard/${encodeURIComponent(uuid)}/confirm-phone-number/`,
    { code },
    { errors: { mode: 'form' } },
  );

/** Nothing cached is set here: signing in with the answer reads the invite again. */
export const useConfirmPhoneNumber = (uuid: string) =>
  useMutation({ mutationFn: (code: string) => confirmPhoneNumber(uuid, code) });
