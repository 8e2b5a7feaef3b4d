import { documentsZipFileName } from '@portal/contracts/api/documents';
import { todayIso } from '@portal/contracts/dates';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { saveFile } from '@/shared/lib/save-file';

/** POST /api/documents/download-zip/ { ids } -> the selection as one zip (streamed by the server). */
export const downloadDocumentsZip = (ids: number[]) =>
  http.post<Blob>('/documents/download-zip/', { ids }, { download: 'application/zip' });

export const useDownloadDocumentsZip = () =>
  useMutation({
    mutationFn: async (ids: number[]) =>
      saveFile(await downloadDocumentsZip(ids), documentsZipFileName(todayIso())),
  });
