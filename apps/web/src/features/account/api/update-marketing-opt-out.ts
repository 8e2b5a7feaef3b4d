import type { ZMiscSettingsResponseSchema } from '@portal/contracts/api/account-settings';
import type { z } from 'zod/mini';
import { http } from '@/shared/api/http-client';

/** PATCH /api/profiles/my/misc/ { marketing_opt_out } -> { detail, marketing_opt_out }. */
export const updateMarketingOptOut = (optOut: boolean) =>
  http.patch<z.infer<typeof ZMiscSettingsResponseSchema>>(
    '/profiles/my/misc/',
    { marketing_opt_out: optOut },
    { errors: { mode: 'silent' } },
  );
