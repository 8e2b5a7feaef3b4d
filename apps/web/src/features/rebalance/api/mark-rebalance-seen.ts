import type { TRebalanceMarkSeen, TRebalanceReportDetail } from '@portal/contracts/api/rebalance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/api-error';
import { http } from '@/shared/api/http-client';
import { latestRebalanceKey, rebalanceReportKey, rebalanceReportsKey } from './rebalance-keys';

/** Spec 002 section 8: mark-seen 403 and 404 are only logged; other failures go to the shared handler. */
const QUIET_STATUSES = [403, 404] as const;

/** POST /api/ipm/rebalance/reports/{id}/mark-seen/ -> { is_new }. */
export const markRebalanceSeen = (id: number) =>
  http.post<TRebalanceMarkSeen>(
    `/ipm/rebalance/reports/${id}/mark-seen/`,
    {},
    {
      errors: { handledStatuses: QUIET_STATUSES },
    },
  );

/** Marks a report seen; when the server says it is no longer new, the badge and the history refetch. */
export const useMarkRebalanceSeen = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRebalanceSeen,
    onSuccess: (answer, id) => {
      if (answer.is_new) return;
      queryClient.setQueryData<TRebalanceReportDetail>(rebalanceReportKey(id), (report) =>
        report ? { ...report, is_new: false } : report,
      );
      void queryClient.invalidateQueries({ queryKey: latestRebalanceKey });
      void queryClient.invalidateQueries({ queryKey: rebalanceReportsKey });
    },
    onError: (error) => {
      if (error instanceof ApiError && (QUIET_STATUSES as readonly number[]).includes(error.status))
        console.info('Rebalance report not marked seen:', error.status, error.detail);
    },
  });
};
