import type { TSessionConfigResponse } from '@portal/contracts/api/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { sessionConfigKey } from './session-keys';

/** GET /api/auth/session-config/ -> { session_expire_after, session_expire_warning_after } in seconds. */
export const fetchSessionConfig = () =>
  http.get<TSessionConfigResponse>('/auth/session-config/', { errors: { mode: 'silent' } });

export const sessionConfigQueryOptions = () =>
  queryOptions({
    queryKey: sessionConfigKey,
    queryFn: fetchSessionConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useSessionConfig = () => useQuery(sessionConfigQueryOptions());
