import type { TTwoFactorForm } from '@portal/contracts/forms/sign-in';
import { http } from '@/shared/api/http-client';

/** POST /api/profiles/my/confirm-phone-number/ { code } -> { detail, phone_number }. */
export const confirmPhone = (body: TTwoFactorForm) =>
  http.post<{ detail: string; phone_number: string }>('/profiles/my/confirm-phone-number/', body, {
    errors: { mode: 'form' },
  });
