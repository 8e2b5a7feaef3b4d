import type { TInvite } from '@portal/contracts/api/invitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { invitationKeys } from './invitation-keys';

/** POST /api/auth/wizard/{uuid}/activate-user/ -> the invite: the signed-in user takes the invitation up. */
export const activateUser = (uuid: string) =>
  http.post<TInvite>(`/auth/wizard/${encodeURIComponent(uuid)}/activate-user/`);

/** Takes the invitation up; the invite is read again (and awaited) so its next step shows. */
export const useActivateUser = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => activateUser(uuid),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.primary(uuid) }),
  });
};
