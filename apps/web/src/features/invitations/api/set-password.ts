import type { TInvite } from '@portal/contracts/api/invitations';
import type { TSignUpForm } from '@portal/contracts/forms/invitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { invitationKeys } from './invitation-keys';

/** POST /api/secondary-users-invites/{uuid}/set-password/ -> the invite: a 403 is left to the screen's modal. */
export const setPassword = (uuid: string, body: TSignUpForm) =>
  http.post<TInvite>(`/secondary-users-invites/${encodeURIComponent(uuid)}/set-password/`, body, {
    errors: { mode: 'form', handledStatuses: [403] },
  });

/** Sets the password; the invite is read again (and awaited) so its next step shows. */
export const useSetPassword = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSignUpForm) => setPassword(uuid, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.secondaries }),
  });
};
