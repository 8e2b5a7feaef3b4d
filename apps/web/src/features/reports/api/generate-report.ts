import {
  REPORTS_PATHS,
  type TGenerateReportRequest,
  type TGenerateReportResponse,
} from '@portal/contracts/api/reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { apiPath, favoritesKey, reportsListKey } from './reports-keys';

/** POST /api/ipm/reports/ (version 2) with the generate payload -> { detail, id }. */
export const generateReport = (body: TGenerateReportRequest) =>
  http.post<TGenerateReportResponse>(apiPath(REPORTS_PATHS.index), body, {
    apiVersion: 2,
    errors: { mode: 'form' },
  });

export const useGenerateReport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateReport,
    // A pending report counts as nothing new: the counter changes with its result event, not here.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reportsListKey }),
        queryClient.invalidateQueries({ queryKey: favoritesKey }),
      ]),
  });
};
