// Viewing an investor's shared accounts: the session store holds the investor, whom the HTTP client
// names in every call; entering and leaving reset the user queries, so no page keeps the other
// person's data (as managed-user mode does for staff).
import type { TViewableInvestor } from '@portal/contracts/api/shared-access';
import { appEnvironment } from '@/shared/lib/app-environment';
import { sessionStore } from '@/shared/session/session-store';

/** Brand and configuration stay; everything read as someone else is dropped. */
const KEPT_QUERY_ROOTS = new Set(['applications', 'utils-config', 'flat-pages']);

const resetUserQueries = async () => {
  const { queryClient } = appEnvironment();
  await queryClient.resetQueries({ predicate: (query) => !KEPT_QUERY_ROOTS.has(String(query.queryKey[0])) });
};

/**
 * Views the investor's shared accounts from now on; `open` shows their dashboard (the picker's router
 * navigation) before the queries read as the viewer are dropped.
 */
export const enterSharedView = async (investor: TViewableInvestor, open: () => void): Promise<void> => {
  sessionStore.setSharedView({ investorId: investor.investor_id, investorName: investor.investor_name });
  open();
  await resetUserQueries();
};

/** Back to the viewer's own session (on the choice of whose accounts to view). */
export const leaveSharedView = async (): Promise<void> => {
  if (sessionStore.get().sharedView === null) return;
  sessionStore.setSharedView(null);
  await resetUserQueries();
};
