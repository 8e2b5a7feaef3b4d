// Live reports: the user's `reports#{user_id}` channel (shared/realtime). Each result event refreshes the
// generated reports, sets the header counter from reports_count and raises a toast: ready with a View
// action (opens the report and marks it read), failed with the spec's failure text.
import { reportsChannel } from '@portal/contracts/api/notifications';
import {
  REPORT_FAILURE_TOAST,
  type TReportsCounter,
  ZReportResultEventSchema,
} from '@portal/contracts/api/reports';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { reportsCounterKey, reportsKey, reportsListKey } from '@/features/reports/api/reports-keys';
import { reportReadyToast, VIEW_LABEL } from '@/features/reports/components/report-texts';
import { type TViewableReport, useViewReport } from '@/features/reports/components/use-view-report';
import { useRealtimeChannel } from '@/shared/realtime/realtime-channel';
import { toast } from '@/shared/toast/toast-store';

/** What one event on the channel does; events of other shapes are ignored. */
export const handleReportEvent = (
  queryClient: QueryClient,
  viewReport: (report: TViewableReport) => Promise<void>,
  event: unknown,
): void => {
  const parsed = ZReportResultEventSchema.safeParse(event);
  if (!parsed.success) return;
  const result = parsed.data;
  // The event's count is the newest: a counter answer still on its way is older, so it is dropped.
  void queryClient.cancelQueries({ queryKey: reportsCounterKey }, { revert: true });
  queryClient.setQueryData<TReportsCounter>(reportsCounterKey, { new_counter: result.reports_count });
  void queryClient.invalidateQueries({ queryKey: reportsListKey });
  if (result.status === 'failed') {
    toast.error(REPORT_FAILURE_TOAST);
    return;
  }
  toast.success(reportReadyToast(result.name), {
    label: VIEW_LABEL,
    onClick: () => void viewReport({ id: result.id, link: result.link, is_new: true }),
  });
};

/** Keeps the channel of `userId` (the client a staff member acts for, or the user) open; null: none. */
export const useLiveReports = (userId: number | null): void => {
  const queryClient = useQueryClient();
  const viewReport = useViewReport();
  useRealtimeChannel(userId === null ? null : reportsChannel(userId), {
    onEvent: (event) => handleReportEvent(queryClient, viewReport, event),
    // Events may have been missed while the socket was down.
    onResync: () => void queryClient.invalidateQueries({ queryKey: reportsKey }),
  });
};
