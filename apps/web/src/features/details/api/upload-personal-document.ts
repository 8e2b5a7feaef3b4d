// POST /api/personal-document/ (multipart: file, file_name) -> { id, file, file_name }.
import type { TDocumentFile } from '@portal/contracts/api/details';
import { http } from '@/shared/api/http-client';

export const uploadPersonalDocument = (file: File) => {
  const form = new FormData();
  form.append('file_name', file.name);
  form.append('file', file);
  return http.post<TDocumentFile>('/personal-document/', form, { errors: { mode: 'form' } });
};
