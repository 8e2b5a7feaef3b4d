import type { TInvite } from '@portal/contracts/api/invitations';
import type { TTermsForm } from '@portal/contracts/forms/invitations';
import { http } from '@/shared/api/http-client';

/** POST /api/auth/registration-invites/{uuid}/accept-toc/ -> the invite at its next step. */
export const acceptToc = (uuid: string, body: TTermsForm) =>
  http.post<TInvite>(`/auth/registration-invites/${encodeURIComponent(uuid)}/accept-toc/`, body, {
    errors: { mode: 'form' },
  });
