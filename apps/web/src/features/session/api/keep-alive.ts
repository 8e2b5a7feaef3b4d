import type { TDetailResponse } from '@portal/contracts/api/auth';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/**
 * GET /api/auth/keep-alive/ -> { detail }: renews the session. A GET on the server, but the user's
 * "stay logged in" action here, so it is sent as a mutation.
 */
export const keepAlive = () => http.get<TDetailResponse>('/auth/keep-alive/');

export const useKeepAlive = () => useMutation({ mutationFn: keepAlive });
