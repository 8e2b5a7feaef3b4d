import type { TInvite } from '@portal/contracts/api/invitations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { useSession } from '@/shared/session/session-store';
import { invitationKeys } from './invitation-keys';

/** GET /api/auth/registration-invites/{uuid}/ -> the primary invite (works signed in or out). */
export const fetchInvite = (uuid: string) =>
  http.get<TInvite>(`/auth/registration-invites/${encodeURIComponent(uuid)}/`, { apiVersion: 2 });

export const inviteQueryOptions = (uuid: string, signedIn: boolean) =>
  queryOptions({ queryKey: [...invitationKeys.primary(uuid), signedIn], queryFn: () => fetchInvite(uuid) });

/** The invite as the current visitor sees it: signing in or out reads it again. */
export const useInvite = (uuid: string) =>
  useQuery(
    inviteQueryOptions(
      uuid,
      useSession((session) => session.token !== null),
    ),
  );
