import type { TLoginResponse } from '@portal/contracts/api/auth';
import { http } from '@/shared/api/http-client';

/** POST /api/secondary-users-invites/{uuid}/confirm-phone-number/ {code, email, phone_number} -> { key, profile }. */
export const confirmSecondaryPhoneNumber = (
  uuid: string,
  body: { code: string; email: string; phone_number: string },
) =>
  http.post<TLoginResponse>(
    `/secondary-users-invites/${encodeURIComponent(uuid)}/confirm-phone-number/`,
    body,
    {
      errors: { mode: 'form' },
    },
  );
