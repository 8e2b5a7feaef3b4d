import type { TInvite } from '@portal/contracts/api/invitations';
import type { TTermsForm } from '@portal/contracts/forms/invitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { invitationKeys } from './invitation-keys';

/** POST /api/auth/registration-invites/{uuid}/accept-toc/ -> the invite at its next step. */
export const acceptToc = (uuid: string, body: TTermsForm) =>
  http.post<TInvite>(`/auth/registration-invites/${encodeURIComponent(uuid)}/accept-toc/`, body, {
    errors: { mode: 'form' },
  });

/** Accepts the terms; the invite is read again (and awaited) so its next step shows. */
export const useAcceptToc = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TTermsForm) => acceptToc(uuid, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.primary(uuid) }),
  });
};
