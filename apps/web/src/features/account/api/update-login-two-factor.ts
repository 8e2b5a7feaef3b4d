import type { ZProfileSettingsResponseSchema } from '@portal/contracts/api/account-settings';
import type { z } from 'zod/mini';
import { http } from '@/shared/api/http-client';

/** PATCH /api/profiles/my/ { login_two_factor_auth_enabled } -> { detail, login_two_factor_auth_enabled, logged_out }. */
export const updateLoginTwoFactor = (enabled: boolean) =>
  http.patch<z.infer<typeof ZProfileSettingsResponseSchema>>(
    '/profiles/my/',
    { login_two_factor_auth_enabled: enabled },
    { errors: { mode: 'silent' } },
  );
