import { http } from '@/shared/api/http-client';

/** GET /api/auth/keep-alive/ -> { detail }: renews the session. */
export const keepAlive = () => http.get<{ detail: string }>('/auth/keep-alive/');
