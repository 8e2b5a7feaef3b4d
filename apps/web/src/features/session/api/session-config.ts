import type { ZSessionConfigResponseSchema } from '@portal/contracts/api/auth';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/shared/api/http-client';

export type TSessionConfig = z.infer<typeof ZSessionConfigResponseSchema>;

/** GET /api/auth/session-config/ -> { session_expire_after, session_expire_warning_after } in seconds. */
export const sessionConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['session-config'],
    queryFn: () => http.get<TSessionConfig>('/auth/session-config/', { errors: { mode: 'silent' } }),
    staleTime: Number.POSITIVE_INFINITY,
  });
