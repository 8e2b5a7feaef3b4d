import type { TRebalanceReportCreate } from '@portal/contracts/api/rebalance';
import type { TPublishResponse } from '@portal/contracts/api/staff-operations';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** POST /api/staff/publishing/rebalance-reports/ (the report's JSON) -> 201 { id, detail }. */
export const postRebalanceReport = (report: TRebalanceReportCreate) =>
  http.post<TPublishResponse>('/staff/publishing/rebalance-reports/', report, { errors: { mode: 'form' } });

export const usePostRebalanceReport = () => useMutation({ mutationFn: postRebalanceReport });
