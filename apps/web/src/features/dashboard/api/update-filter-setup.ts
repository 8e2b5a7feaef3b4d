import type { TDashboardFilter, TDashboardFilterUpdate } from '@portal/contracts/api/dashboard';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { filterSetupKey } from './dashboard-keys';
import type { TDashboardFilterState } from './dashboard-query';

/**
 * PATCH /api/ipm/dashboard/filter-setup/ { period, account, investment_option } -> the saved filter.
 * Failures are only logged.
 */
export const updateFilterSetup = (body: TDashboardFilterUpdate) =>
  http.patch<TDashboardFilter>('/ipm/dashboard/filter-setup/', body, { errors: { mode: 'silent' } });

export const useUpdateFilterSetup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filter: TDashboardFilterState) =>
      updateFilterSetup({
        period: filter.period,
        account: filter.account,
        investment_option: filter.investment_option,
      }),
    // The cached setup follows what was saved, so coming back to the dashboard shows this filter.
    onMutate: (filter) => {
      queryClient.setQueryData<TDashboardFilter>(filterSetupKey, {
        period: { id: filter.period },
        account: filter.account.map((id) => ({ id })),
        investment_option: filter.investment_option.map((id) => ({ id })),
      });
    },
    onError: (error) => console.error('Dashboard filter could not be saved', error),
  });
};
