// Managed-user mode from the console: the session store holds the client's id, which the HTTP client
// sends with every call; entering and leaving reset the user queries, so no page keeps the other
// person's data.
import { appEnvironment } from '@/shared/lib/app-environment';
import { sessionStore } from '@/shared/session/session-store';
import { staffKey } from './staff-keys';
import { useStopActingAs } from './stop-acting-as';

/** Brand and configuration stay; the console's own data is dropped (it is refused in the mode). */
const KEPT_QUERY_ROOTS = new Set(['applications', 'utils-config', 'flat-pages', staffKey[0]]);

const resetUserQueries = async () => {
  const { queryClient } = appEnvironment();
  queryClient.removeQueries({ queryKey: staffKey });
  await queryClient.resetQueries({ predicate: (query) => !KEPT_QUERY_ROOTS.has(String(query.queryKey[0])) });
};

/** Acts as the client from now on, and opens their home page. */
export const enterManagedMode = async (clientId: number): Promise<void> => {
  sessionStore.setManagedUserId(clientId);
  appEnvironment().navigate('/');
  await resetUserQueries();
};

/**
 * Back to the staff member's own session and the client's page in the console. The mode is left at once
 * (in the same event as the click, so no page renders in between); the end is logged afterwards, in the
 * staff member's own name.
 */
export const useExitManagedMode = () => {
  const stopActingAs = useStopActingAs();
  return async (): Promise<void> => {
    const clientId = sessionStore.get().managedUserId;
    sessionStore.setManagedUserId(null);
    if (clientId === null) return;
    appEnvironment().navigate(`/staff/clients/${clientId}/`);
    await resetUserQueries();
    await stopActingAs.mutateAsync(clientId);
  };
};
