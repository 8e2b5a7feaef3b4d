import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { saveFile } from '@/shared/lib/save-file';
import { apiPath, linkPath } from './reports-keys';

/**
 * GET {link} (/api/ipm/reports/{id}/download/csv/{report_type_id}/, beyond the spec) -> the CSV of one of a
 * report's capital gains by parcel types, saved as `fileName`.
 */
export const downloadReportCsv = (link: string) =>
  http.get<Blob>(apiPath(linkPath(link)), { download: 'text/csv' });

export const useDownloadReportCsv = () =>
  useMutation({
    mutationFn: async ({ link, fileName }: { link: string; fileName: string }) =>
      saveFile(await downloadReportCsv(link), fileName),
  });
