import type { TDocument } from '@portal/contracts/api/documents';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { saveFile } from '@/shared/lib/save-file';

/**
 * GET /api/documents/{id}/download/ as a blob: the call carries the token in a header, which a plain
 * link cannot, so the file is fetched and then saved under its name.
 */
export const fetchDocumentFile = (document: Pick<TDocument, 'id' | 'content_type'>, inline = false) =>
  http.get<Blob>(`/documents/${document.id}/download/`, {
    query: { inline: inline ? 1 : undefined },
    download: document.content_type,
  });

export const useDownloadDocument = () =>
  useMutation({
    mutationFn: async (document: TDocument) =>
      saveFile(await fetchDocumentFile(document), document.file_name),
  });
