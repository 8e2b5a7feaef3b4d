import type { TRealtimeTokenResponse } from '@portal/contracts/api/notifications';
import { http } from '@/shared/api/http-client';

/** POST /api/realtime/auth-token/ -> { token, expires_in }: a single-use token that opens the socket. */
export const fetchRealtimeToken = () =>
  http.post<TRealtimeTokenResponse>('/realtime/auth-token/', undefined, {
    // A failure here only delays live updates: the socket retries; no toast or error page.
    errors: { mode: 'silent' },
    // Opening a socket is not the user doing something: it must not keep an idle session alive.
    countsAsActivity: false,
  });
