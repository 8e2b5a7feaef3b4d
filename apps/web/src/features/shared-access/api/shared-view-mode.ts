// Viewing an investor's shared accounts: the session store holds the investor, whom the HTTP client
// names in every call; entering and leaving drop the user queries, so no page keeps the other
// person's data (as managed-user mode does for staff).
import type { TViewableInvestor } from '@portal/contracts/api/shared-access';
import { appEnvironment } from '@/shared/lib/app-environment';
import { sessionStore } from '@/shared/session/session-store';

/** Brand and configuration stay; everything read as someone else is dropped. */
const KEPT_QUERY_ROOTS = new Set(['applications', 'utils-config', 'flat-pages']);

/**
 * Dropped, not refetched: a query of a part of the frame that a viewer does not have (the notifications)
 * must not be asked again as the investor before that part is gone; what stays asks afresh as it renders.
 */
const dropUserQueries = () => {
  const { queryClient } = appEnvironment();
  queryClient.removeQueries({ predicate: (query) => !KEPT_QUERY_ROOTS.has(String(query.queryKey[0])) });
};

/** Views the investor's shared accounts from now on; `open` shows their dashboard (the picker's router navigation). */
export const enterSharedView = (investor: TViewableInvestor, open: () => void): void => {
  dropUserQueries();
  sessionStore.setSharedView({ investorId: investor.investor_id, investorName: investor.investor_name });
  open();
};

/** Back to the viewer's own session (on the choice of whose accounts to view). */
export const leaveSharedView = (): void => {
  if (sessionStore.get().sharedView === null) return;
  dropUserQueries();
  sessionStore.setSharedView(null);
};
