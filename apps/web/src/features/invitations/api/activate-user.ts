import type { TInvite } from '@portal/contracts/api/invitations';
import { http } from '@/shared/api/http-client';

/** POST /api/auth/wizard/{uuid}/activate-user/: the signed-in user takes the invitation up. */
export const activateUser = (uuid: string) =>
  http.post<TInvite>(`/auth/wizard/${encodeURIComponent(uuid)}/activate-user/`);
