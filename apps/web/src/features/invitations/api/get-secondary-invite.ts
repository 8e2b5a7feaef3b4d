import type { TInvite } from '@portal/contracts/api/invitations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { useSession } from '@/shared/session/session-store';
import { invitationKeys } from './invitation-keys';

/** GET /api/secondary-users-invites/{uuidOrToken}/ -> the secondary invite with the account to review. */
export const fetchSecondaryInvite = (uuidOrToken: string) =>
  http.get<TInvite>(`/secondary-users-invites/${encodeURIComponent(uuidOrToken)}/`);

export const secondaryInviteQueryOptions = (uuidOrToken: string, signedIn: boolean) =>
  queryOptions({
    queryKey: [...invitationKeys.secondary(uuidOrToken), signedIn],
    queryFn: () => fetchSecondaryInvite(uuidOrToken),
  });

/** The invite as the current visitor sees it: signing in or out reads it again. */
export const useSecondaryInvite = (uuidOrToken: string) =>
  useQuery(
    secondaryInviteQueryOptions(
      uuidOrToken,
      useSession((session) => session.token !== null),
    ),
  );
