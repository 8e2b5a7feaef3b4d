import type { TDetailResponse } from '@portal/contracts/api/auth';
import { http } from '@/shared/api/http-client';
import { appEnvironment } from '@/shared/lib/app-environment';
import { PATHS } from '@/shared/lib/paths';
import { clearLocalSession } from '@/shared/session/local-logout';
import { sessionStore } from '@/shared/session/session-store';

export type TLogoutOptions = {
  /** False when the server already ended the session (a block, an expired session). */
  callServer?: boolean;
  redirectTo?: string;
};

/** POST /api/auth/logout/ -> { detail }: the server ends the session; never counted as user activity. */
export const logoutOnServer = () =>
  http.post<TDetailResponse>('/auth/logout/', undefined, {
    errors: { mode: 'silent' },
    countsAsActivity: false,
  });

/** Spec section 4: call the server (unless told not to), forget the session, go to login or a given path. */
export const logout = async ({
  callServer = true,
  redirectTo = PATHS.login,
}: TLogoutOptions = {}): Promise<void> => {
  if (callServer && sessionStore.get().token) {
    try {
      await logoutOnServer();
    } catch {
      // The session ends on this device whatever the server says.
    }
  }
  clearLocalSession(redirectTo);
  appEnvironment().navigate(redirectTo, { replace: true });
};
