import type { TDetailResponse } from '@portal/contracts/api/auth';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/**
 * POST /api/auth/end-session/ { key } -> { detail }; 400 { detail } when the link is unknown or used. The
 * key of a new-device e-mail's link: no session is needed, the person may be locked out.
 */
export const endSessionByLink = (key: string) =>
  http.post<TDetailResponse>('/auth/end-session/', { key }, { errors: { mode: 'silent' } });

export const useEndSessionByLink = () => useMutation({ mutationFn: endSessionByLink });
