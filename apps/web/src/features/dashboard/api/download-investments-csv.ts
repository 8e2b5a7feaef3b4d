import { investmentsCsvFileName } from '@portal/contracts/api/dashboard';
import { todayIso } from '@portal/contracts/dates';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { saveFile } from '@/shared/lib/save-file';
import { type TInvestmentsParams, toInvestmentsQuery } from './get-investments';

/**
 * GET /api/ipm/dashboard/investments/ with `Accept: text/csv` and page_size = the count the JSON fetch
 * gave: the CSV as a blob.
 */
export const fetchInvestmentsCsv = (params: TInvestmentsParams, count: number): Promise<Blob> =>
  http.get<Blob>('/ipm/dashboard/investments/', {
    query: toInvestmentsQuery(params, Math.max(count, 1)),
    download: 'text/csv',
  });

export const useDownloadInvestmentsCsv = () =>
  useMutation({
    mutationFn: async ({ params, count }: { params: TInvestmentsParams; count: number }) =>
      saveFile(await fetchInvestmentsCsv(params, count), investmentsCsvFileName(todayIso())),
  });
