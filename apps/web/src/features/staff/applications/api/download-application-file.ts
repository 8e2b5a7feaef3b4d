import type { TApplicationFile } from '@portal/contracts/api/staff-operations';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { saveFile } from '@/shared/lib/save-file';

type TDownloadableFile = Pick<TApplicationFile, 'download_url' | 'file_name'>;

/**
 * GET /api/staff/applications/{id}/files/{kind}/{fileId}/ -> the file: fetched with the token (a plain
 * link cannot carry it), then saved.
 */
export const downloadApplicationFile = async (file: TDownloadableFile) =>
  saveFile(
    await http.get<Blob>(file.download_url.replace(/^\/api/, ''), { download: '*/*' }),
    file.file_name,
  );

export const useDownloadApplicationFile = () => useMutation({ mutationFn: downloadApplicationFile });
