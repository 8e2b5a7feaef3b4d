import type { TDetailResponse } from '@portal/contracts/api/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { emailVerifyKey } from './auth-keys';

/** POST /api/auth/email-verify/ { key } -> { detail }; failures are shown on the page itself. */
export const verifyEmail = (key: string) =>
  http.post<TDetailResponse>('/auth/email-verify/', { key }, { errors: { mode: 'silent' } });

/** A query, not a mutation: the link's key is sent once when the page opens, even if React renders twice. */
export const verifyEmailQueryOptions = (key: string) =>
  queryOptions({
    queryKey: emailVerifyKey(key),
    queryFn: () => verifyEmail(key),
    enabled: key !== '',
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useVerifyEmail = (key: string) => useQuery(verifyEmailQueryOptions(key));
