import { REPORTS_PATHS, type TGeneratedReport } from '@portal/contracts/api/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { apiPath, reportsListKey } from './reports-keys';

/** GET /api/ipm/reports/ (version 2) -> the generated reports, newest first. */
export const fetchReports = () =>
  http.get<TGeneratedReport[]>(apiPath(REPORTS_PATHS.index), { apiVersion: 2, countsAsActivity: false });

export const reportsQueryOptions = () => queryOptions({ queryKey: reportsListKey, queryFn: fetchReports });

export const useReports = () => useQuery(reportsQueryOptions());
