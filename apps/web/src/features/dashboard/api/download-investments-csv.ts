import { investmentsCsvFileName } from '@portal/contracts/api/dashboard';
import { todayIso } from '@portal/contracts/dates';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
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

/** Saves a blob under a file name through a temporary <a download>. */
export const saveBlob = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

export const useDownloadInvestmentsCsv = () =>
  useMutation({
    mutationFn: async ({ params, count }: { params: TInvestmentsParams; count: number }) =>
      saveBlob(await fetchInvestmentsCsv(params, count), investmentsCsvFileName(todayIso())),
  });
