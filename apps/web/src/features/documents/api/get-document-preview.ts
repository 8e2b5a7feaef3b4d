import type { TDocument } from '@portal/contracts/api/documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { documentsKey } from './documents-keys';
import { fetchDocumentFile } from './download-document';

/** GET /api/documents/{id}/download/?inline=1 as a blob, for the side viewer (PDFs only). */
export const documentPreviewQueryOptions = (document: Pick<TDocument, 'id' | 'content_type'>) =>
  queryOptions({
    queryKey: [...documentsKey, 'preview', document.id],
    queryFn: () => fetchDocumentFile(document, true),
    // The file is held only while it is shown.
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useDocumentPreview = (document: TDocument | null) =>
  useQuery({
    ...documentPreviewQueryOptions(document ?? { id: 0, content_type: 'application/pdf' }),
    enabled: document !== null,
  });
