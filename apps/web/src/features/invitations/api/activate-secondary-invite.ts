import type { TInvite } from '@portal/contracts/api/invitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { invitationKeys } from './invitation-keys';

/** POST /api/secondary-users-invites/{uuid}/activate/ -> the invite: Continue on the activation review. */
export const activateSecondaryInvite = (uuid: string) =>
  http.post<TInvite>(`/secondary-users-invites/${encodeURIComponent(uuid)}/activate/`);

/** Activates the member's part; the invite is read again (and awaited) so its next step shows. */
export const useActivateSecondaryInvite = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => activateSecondaryInvite(uuid),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.secondaries }),
  });
};
