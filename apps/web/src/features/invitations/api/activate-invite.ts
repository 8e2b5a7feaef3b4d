import type { TInvite } from '@portal/contracts/api/invitations';
import { http } from '@/shared/api/http-client';

/** POST /api/auth/registration-invites/activate-invite/ {uuid, code}: the 12-digit invitation code. */
export const activateInvite = (uuid: string, code: string) =>
  http.post<TInvite>(
    '/auth/registration-invites/activate-invite/',
    { uuid, code },
    { errors: { mode: 'form' } },
  );
