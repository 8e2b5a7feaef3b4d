import type { TRebalanceReportDetail } from '@portal/contracts/api/rebalance';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { rebalanceReportKey } from './rebalance-keys';

/** GET /api/ipm/rebalance/reports/{id}/ -> { id, date, message, status, is_new, type, data (JSON text) }. */
export const fetchRebalanceReport = (id: number) =>
  http.get<TRebalanceReportDetail>(`/ipm/rebalance/reports/${id}/`);

export const rebalanceReportQueryOptions = (id: number) =>
  queryOptions({ queryKey: rebalanceReportKey(id), queryFn: () => fetchRebalanceReport(id) });

export const useRebalanceReport = (id: number) => useQuery(rebalanceReportQueryOptions(id));
