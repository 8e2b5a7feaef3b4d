import type { TInvite } from '@portal/contracts/api/invitations';
import { http } from '@/shared/api/http-client';

/** POST /api/secondary-users-invites/{uuid}/activate/: Continue on the activation review. */
export const activateSecondaryInvite = (uuid: string) =>
  http.post<TInvite>(`/secondary-users-invites/${encodeURIComponent(uuid)}/activate/`);
