import type { TInvite } from '@portal/contracts/api/invitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { invitationKeys } from './invitation-keys';

/** POST /api/auth/registration-invites/activate-invite/ {uuid, code} -> the invite: the 12-digit invitation code. */
export const activateInvite = (uuid: string, code: string) =>
  http.post<TInvite>(
    '/auth/registration-invites/activate-invite/',
    { uuid, code },
    { errors: { mode: 'form' } },
  );

/** Sends the code; the invite is read again (and awaited) so its next step shows. */
export const useActivateInvite = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => activateInvite(uuid, code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.primary(uuid) }),
  });
};
