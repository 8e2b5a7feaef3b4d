import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { esignKeys, SILENT } from './esign-keys';

/** GET /api/esign/sessions/{token}/documents/{position}/ -> one document of the session, as a PDF Blob. */
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

/** The document at `position`, once there is one to show (null: none). */
export const useSigningDocument = (token: string, position: number | null) =>
  useQuery({ ...signingDocumentQueryOptions(token, position ?? 0), enabled: position !== null });
