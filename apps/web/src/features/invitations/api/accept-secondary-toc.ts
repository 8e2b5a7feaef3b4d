import type { TInvite } from '@portal/contracts/api/invitations';
import type { TTermsForm } from '@portal/contracts/forms/invitations';
import { http } from '@/shared/api/http-client';

/** POST /api/secondary-users-invites/{uuid}/accept_toc/ -> the invite at its next step. */
export const acceptSecondaryToc = (uuid: string, body: TTermsForm) =>
  http.post<TInvite>(`/secondary-users-invites/${encodeURIComponent(uuid)}/accept_toc/`, body, {
    errors: { mode: 'form' },
  });
