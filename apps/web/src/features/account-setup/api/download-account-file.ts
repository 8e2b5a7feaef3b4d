import type { TAccountFile } from '@portal/contracts/api/entity-files';
import { useMutation } from '@tanstack/react-query';
import { API_BASE, http } from '@/shared/api/http-client';

/** GET the file's download_url (/api/accounts/{id}/.../{fileId}/download/) -> the file as a Blob. */
export const downloadAccountFile = (file: TAccountFile) =>
  http.get<Blob>(file.download_url.slice(API_BASE.length), { download: '*/*' });

/** A download on click, saved by the browser: nothing is cached. */
export const useDownloadAccountFile = () => useMutation({ mutationFn: downloadAccountFile });
