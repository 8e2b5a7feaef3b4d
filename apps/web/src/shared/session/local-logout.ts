import { appEnvironment } from '@/shared/lib/app-environment';
import { PATHS } from '@/shared/lib/paths';
import { sessionStore } from '@/shared/session/session-store';

const KEPT_QUERY_ROOTS = new Set(['applications', 'utils-config', 'flat-pages']);

/**
 * Forgets the session on this device without calling the server: token, user data, permissions,
 * managed user, the profile and every user query, and the two-factor overlay. Brand data stays.
 */
export const clearLocalSession = (signedOutTo: string | null = null): void => {
  sessionStore.clear(signedOutTo);
  const { queryClient } = appEnvironment();
  void queryClient.cancelQueries({ predicate: (query) => !KEPT_QUERY_ROOTS.has(String(query.queryKey[0])) });
  queryClient.removeQueries({ predicate: (query) => !KEPT_QUERY_ROOTS.has(String(query.queryKey[0])) });
};

/** Local logout then a redirect (401, blocked accounts). Toasts stay so the reason is still visible. */
export const logoutLocally = (redirectTo: string = PATHS.login): void => {
  clearLocalSession(redirectTo);
  appEnvironment().navigate(redirectTo, { replace: true });
};
