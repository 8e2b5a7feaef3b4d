import type { TInvite } from '@portal/contracts/api/invitations';
import { http } from '@/shared/api/http-client';

/** POST /api/auth/registration-invites/invite-opened/ {uuid}: records the first opening; silent on failure. */
export const markInviteOpened = (uuid: string) =>
  http.post<TInvite>('/auth/registration-invites/invite-opened/', { uuid }, { errors: { mode: 'silent' } });
