import type { TViewerInvitation } from '@portal/contracts/api/shared-access';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { invitationKeys } from './invitation-keys';

/** GET /api/shared-access/invitations/{token}/ -> who invited, to which accounts (404: not valid any more). */
export const fetchViewerInvitation = (token: string) =>
  http.get<TViewerInvitation>(`/shared-access/invitations/${encodeURIComponent(token)}/`, {
    errors: { handledStatuses: [404] },
  });

export const viewerInvitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: invitationKeys.viewer(token),
    queryFn: () => fetchViewerInvitation(token),
    retry: false,
  });

export const useViewerInvitation = (token: string) => useQuery(viewerInvitationQueryOptions(token));
