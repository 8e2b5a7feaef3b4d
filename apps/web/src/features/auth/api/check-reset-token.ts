import type { TDetailResponse, TPasswordResetToken } from '@portal/contracts/api/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { resetTokenKey } from './auth-keys';

/** POST /api/auth/password-reset-check-token-expiration/ { uid, token } -> { detail }, or 400 { detail } when expired. */
export const checkResetToken = (body: TPasswordResetToken) =>
  http.post<TDetailResponse>('/auth/password-reset-check-token-expiration/', body, {
    errors: { mode: 'silent' },
  });

/** A query, not a mutation: the check changes nothing, and the page shows its answer while it is open. */
export const checkResetTokenQueryOptions = (resetToken: TPasswordResetToken) =>
  queryOptions({
    queryKey: resetTokenKey(resetToken),
    queryFn: () => checkResetToken(resetToken),
    enabled: resetToken.uid !== '' && resetToken.token !== '',
    gcTime: 0,
  });

export const useCheckResetToken = (resetToken: TPasswordResetToken) =>
  useQuery(checkResetTokenQueryOptions(resetToken));
