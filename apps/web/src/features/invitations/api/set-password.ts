import type { TInvite } from '@portal/contracts/api/invitations';
import type { TSignUpForm } from '@portal/contracts/forms/invitations';
import { http } from '@/shared/api/http-client';

/** POST /api/secondary-users-invites/{uuid}/set-password/: a 403 is left to the screen's modal. */
export const setPassword = (uuid: string, body: TSignUpForm) =>
  http.post<TInvite>(`/secondary-users-invites/${encodeURIComponent(uuid)}/set-password/`, body, {
    errors: { mode: 'form', handledStatuses: [403] },
  });
