import { REPORTS_PATHS, type TReportMarkRead, type TReportsCounter } from '@portal/contracts/api/reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { apiPath, reportsCounterKey, reportsListKey } from './reports-keys';

/** PATCH /api/ipm/reports/{id}/mark-as-read/ -> { id, is_new, new_counter }, quietly. */
export const markReportRead = (id: number) =>
  http.patch<TReportMarkRead>(apiPath(REPORTS_PATHS.markAsRead(id)), {}, { errors: { mode: 'silent' } });

/**
 * The header counter is set from the answer; the list is read again either way (a report not marked
 * stays NEW, as the server has it).
 */
export const useMarkReportRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markReportRead,
    onSuccess: (answer) =>
      queryClient.setQueryData<TReportsCounter>(reportsCounterKey, { new_counter: answer.new_counter }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportsListKey }),
  });
};
