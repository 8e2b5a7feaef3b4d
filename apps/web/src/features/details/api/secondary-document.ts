// POST /api/secondary-verification-document/: replaces the secondary verification document.
import { http } from '@/shared/api/http-client';

export const saveSecondaryDocument = (body: { document_type: string; document_file: number }) =>
  http.post<{ detail: string }>('/secondary-verification-document/', body, { errors: { mode: 'form' } });
