import type { TLoginResponse } from '@portal/contracts/api/auth';
import { http } from '@/shared/api/http-client';

/** POST /api/auth/wizard/{uuid}/confirm-phone-number/ {code} -> { key, profile }: the first sign-in. */
export const confirmPhoneNumber = (uuid: string, code: string) =>
  http.post<TLoginResponse>(
    `/auth/wizard/${encodeURIComponent(uuid)}/confirm-phone-number/`,
    { code },
    { errors: { mode: 'form' } },
  );
