import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { saveFile } from '@/shared/lib/save-file';
import { esignKeys, SILENT } from './esign-keys';

/**
 * GET /api/esign/sessions/{token}/documents/{position}/ -> one document of the session, as a PDF Blob.
 * The server records each fetch as the signer opening the document and refuses a signature until every
 * document was fetched, so the page fetches one only when the signer views or downloads it.
 */
export const fetchSigningDocument = (token: string, position: number) =>
  http.get<Blob>(`/esign/sessions/${encodeURIComponent(token)}/documents/${position}/`, {
    ...SILENT,
    download: 'application/pdf',
  });

export const signingDocumentQueryOptions = (token: string, position: number) =>
  queryOptions({
    queryKey: esignKeys.signingDocument(token, position),
    queryFn: () => fetchSigningDocument(token, position),
  });

/** The document at `position`, once the signer asked to view it (null: not asked). */
export const useSigningDocument = (token: string, position: number | null) =>
  useQuery({ ...signingDocumentQueryOptions(token, position ?? 0), enabled: position !== null });

/** Downloads the document at `position` under its name (fetched once, then kept for the page). */
export const useDownloadSigningDocument = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ position, name }: { position: number; name: string }) =>
      saveFile(await queryClient.fetchQuery(signingDocumentQueryOptions(token, position)), name),
  });
};
