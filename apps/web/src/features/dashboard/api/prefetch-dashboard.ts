import type { QueryClient } from '@tanstack/react-query';
import type { TDashboardFilterState } from './dashboard-query';
import { assetAllocationQueryOptions } from './get-asset-allocation';
import { capitalMovementQueryOptions } from './get-capital-movement';
import { capitalPerformanceQueryOptions } from './get-capital-performance';
import { dashboardAccountsQueryOptions } from './get-dashboard-accounts';
import { filterOfSetup, filterSetupQueryOptions } from './get-filter-setup';
import { incomeQueryOptions } from './get-income';
import { FIRST_INVESTMENTS_VIEW, investmentsQueryOptions } from './get-investments';
import { returnSummaryQueryOptions } from './get-return-summary';
import { totalAssetValueQueryOptions } from './get-total-asset-value';

/**
 * Asks for what the dashboard shows first (the saved filter, the accounts, then the seven cards with that
 * filter) into the query cache, under the keys the cards read: the dashboard then renders from the cache.
 * A failure is left to the card, which asks again and reports it as it always does.
 */
export async function prefetchDashboard(queryClient: QueryClient): Promise<void> {
  void queryClient.prefetchQuery(dashboardAccountsQueryOptions());
  const setup = await queryClient.fetchQuery(filterSetupQueryOptions()).catch(() => undefined);
  if (!setup) return;
  const filter: TDashboardFilterState = filterOfSetup(setup);
  await Promise.all([
    queryClient.prefetchQuery(totalAssetValueQueryOptions(filter)),
    queryClient.prefetchQuery(returnSummaryQueryOptions(filter)),
    queryClient.prefetchQuery(capitalPerformanceQueryOptions(filter)),
    queryClient.prefetchQuery(incomeQueryOptions(filter)),
    queryClient.prefetchQuery(capitalMovementQueryOptions(filter)),
    queryClient.prefetchQuery(assetAllocationQueryOptions(filter)),
    queryClient.prefetchQuery(investmentsQueryOptions({ filter, ...FIRST_INVESTMENTS_VIEW })),
  ]);
}
