import type { TInvite } from '@portal/contracts/api/invitations';
import type { TSignUpForm } from '@portal/contracts/forms/invitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { invitationKeys } from './invitation-keys';

/** POST /api/auth/wizard/{uuid}/sign-up/ -> the invite: a 403 (sign-up not allowed) is left to the screen's modal. */
export const signUp = (uuid: string, body: TSignUpForm) =>
  http.post<TInvite>(`/auth/wizard/${encodeURIComponent(uuid)}/sign-up/`, body, {
    errors: { mode: 'form', handledStatuses: [403] },
  });

/** Signs up; the invite is read again (and awaited) so its next step shows. */
export const useSignUp = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSignUpForm) => signUp(uuid, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.primary(uuid) }),
  });
};
