import type { TInvite } from '@portal/contracts/api/invitations';
import type { TTermsForm } from '@portal/contracts/forms/invitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { invitationKeys } from './invitation-keys';

/** POST /api/secondary-users-invites/{uuid}/accept_toc/ -> the invite at its next step. */
export const acceptSecondaryToc = (uuid: string, body: TTermsForm) =>
  http.post<TInvite>(`/secondary-users-invites/${encodeURIComponent(uuid)}/accept_toc/`, body, {
    errors: { mode: 'form' },
  });

/** Accepts the terms; the invite is read again (and awaited) so its next step shows. */
export const useAcceptSecondaryToc = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TTermsForm) => acceptSecondaryToc(uuid, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.secondaries }),
  });
};
