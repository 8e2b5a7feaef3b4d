import type { ZPasswordChangeResponseSchema } from '@portal/contracts/api/auth';
import type { TChangePasswordForm } from '@portal/contracts/forms/passwords';
import type { z } from 'zod';
import { http } from '@/shared/api/http-client';

/** POST /api/auth/password-change/ -> { detail, key }: other sessions end; this device gets a new key. */
export const changePassword = (body: TChangePasswordForm) =>
  http.post<z.infer<typeof ZPasswordChangeResponseSchema>>('/auth/password-change/', body, {
    errors: { mode: 'form' },
  });
