import type { TDashboardFilter } from '@portal/contracts/api/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { filterSetupKey } from './dashboard-keys';

/**
 * GET /api/ipm/dashboard/filter-setup/ -> { period: { id }, account: [{ id }], investment_option: [{ id }] }.
 * Failures are only logged (spec 002 section 8): the dashboard then starts from the default filter.
 */
export const fetchFilterSetup = async (): Promise<TDashboardFilter> => {
  try {
    return await http.get<TDashboardFilter>('/ipm/dashboard/filter-setup/', { errors: { mode: 'silent' } });
  } catch (error) {
    console.error('Dashboard filter could not be loaded', error);
    throw error;
  }
};

export const filterSetupQueryOptions = () =>
  queryOptions({
    queryKey: filterSetupKey,
    queryFn: fetchFilterSetup,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Not asked in managed-user mode: the filter is then neither loaded from nor saved to the server. */
export const useFilterSetup = (enabled: boolean) => useQuery({ ...filterSetupQueryOptions(), enabled });
