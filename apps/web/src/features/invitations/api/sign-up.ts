import type { TInvite } from '@portal/contracts/api/invitations';
import type { TSignUpForm } from '@portal/contracts/forms/invitations';
import { http } from '@/shared/api/http-client';

/** POST /api/auth/wizard/{uuid}/sign-up/: a 403 (sign-up not allowed) is left to the screen's modal. */
export const signUp = (uuid: string, body: TSignUpForm) =>
  http.post<TInvite>(`/auth/wizard/${encodeURIComponent(uuid)}/sign-up/`, body, {
    errors: { mode: 'form', handledStatuses: [403] },
  });
