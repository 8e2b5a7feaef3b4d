import type { TSessionsResponse } from '@portal/contracts/api/sessions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { sessionsKey } from './account-keys';

/**
 * GET /api/profiles/my/sessions/ -> the caller's live sessions, the current one marked. A section of the
 * Activity page: when it cannot be read (403 for a hand-off session), the section stays away and the page
 * stays.
 */
export const fetchSessions = () =>
  http.get<TSessionsResponse>('/profiles/my/sessions/', { errors: { handledStatuses: [403, 404] } });

export const sessionsQueryOptions = () => queryOptions({ queryKey: sessionsKey, queryFn: fetchSessions });

/** Not asked while staff act for a client: a client's sessions are the client's own. */
export const useSessions = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...sessionsQueryOptions(), enabled });
