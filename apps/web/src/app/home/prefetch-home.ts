// On a cold load of the home page, the dashboard's calls waited for the signed-in layout's code, its
// calls, and the home page's code to load one after the other (1.8 s to seven cards in `npm run bench`). They now start as soon as the profile and
// the product line say the home page will be the dashboard: its cards render from the cache when it mounts.
import type { QueryClient } from '@tanstack/react-query';
import { prefetchDashboard } from '@/features/dashboard/api/prefetch-dashboard';
import { viewableAccountsQueryOptions } from '@/features/shared-access/api/get-viewable-accounts';
import { currentApplicationQueryOptions } from '@/shared/application/current-application';
import { profileQueryOptions } from '@/shared/session/profile';
import { sessionStore } from '@/shared/session/session-store';
import { homeLine } from './home-line';

/** The paths that show the home page (the spec's /dashboard/ redirects to it). */
const HOME_PATHS: ReadonlySet<string> = new Set(['/', '/dashboard', '/dashboard/']);

export const opensOnHome = (pathname: string): boolean => HOME_PATHS.has(pathname);

/**
 * Prefetches the dashboard for a signed-in client whose home it is: not for staff (their console), a
 * managed client or a shared view (their filter is not the saved one), a loan-note client, or a user
 * without the dashboard module. The profile and application calls are the ones the app makes anyway.
 */
export async function prefetchHome(queryClient: QueryClient): Promise<void> {
  const session = sessionStore.get();
  if (session.token === null || session.managedUserId !== null || session.sharedView !== null) return;
  const [profile, application] = await Promise.all([
    queryClient.fetchQuery(profileQueryOptions()).catch(() => undefined),
    queryClient.fetchQuery(currentApplicationQueryOptions()).catch(() => undefined),
  ]);
  if (!profile || profile.is_staff || homeLine(profile, application) !== 'portfolio') return;
  // The home page asks whose accounts are shared with a client before it shows their dashboard.
  void queryClient.prefetchQuery(viewableAccountsQueryOptions());
  const hasDashboard = profile.permissions.applications.some((entry) => entry.modules.includes('dashboard'));
  if (hasDashboard) await prefetchDashboard(queryClient);
}
