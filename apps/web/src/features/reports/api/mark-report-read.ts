import { REPORTS_PATHS, type TReportMarkRead, type TReportsCounter } from '@portal/contracts/api/reports';
import type { QueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { apiPath, reportsCounterKey, reportsListKey } from './reports-keys';

/** PATCH /api/ipm/reports/{id}/mark-as-read/ -> { id, is_new, new_counter }. */
export const markReportRead = (id: number) =>
  http.patch<TReportMarkRead>(apiPath(REPORTS_PATHS.markAsRead(id)), {}, { errors: { mode: 'silent' } });

/** Marks a report read, then sets the header counter from the answer and refreshes the list. */
export const markReportReadAndRefresh = async (queryClient: QueryClient, id: number): Promise<void> => {
  try {
    const answer = await markReportRead(id);
    queryClient.setQueryData<TReportsCounter>(reportsCounterKey, { new_counter: answer.new_counter });
  } catch {
    // The report stays NEW; the list below shows it as the server has it.
  }
  await queryClient.invalidateQueries({ queryKey: reportsListKey });
};
