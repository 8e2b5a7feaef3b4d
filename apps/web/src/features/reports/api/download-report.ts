import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { apiPath, linkPath } from './reports-keys';

/**
 * GET {link} (a report's download link, /api/ipm/reports/{id}/download/) -> the PDF as a blob: the link
 * needs the Authorization header, so it is fetched with the shared client.
 */
export const downloadReport = (link: string) =>
  http.get<Blob>(apiPath(linkPath(link)), { download: 'application/pdf' });

/** A download changes nothing cached. */
export const useDownloadReport = () => useMutation({ mutationFn: downloadReport });
