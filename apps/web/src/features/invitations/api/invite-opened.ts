import type { TInvite } from '@portal/contracts/api/invitations';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** POST /api/auth/registration-invites/invite-opened/ {uuid} -> the invite: records the first opening; silent on failure. */
export const markInviteOpened = (uuid: string) =>
  http.post<TInvite>('/auth/registration-invites/invite-opened/', { uuid }, { errors: { mode: 'silent' } });

/** Only a record for the staff: the invite on screen does not change. */
export const useMarkInviteOpened = () => useMutation({ mutationFn: markInviteOpened });
