import type { TDocumentFile } from '@portal/contracts/api/details';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** POST /api/personal-document/ (multipart: file, file_name) -> { id, file, file_name }. */
export const uploadPersonalDocument = (file: File) => {
  const form = new FormData();
  form.append('file_name', file.name);
  form.append('file', file);
  return http.post<TDocumentFile>('/personal-document/', form, { errors: { mode: 'form' } });
};

/** The file is only linked once the form it belongs to is saved: nothing cached changes. */
export const useUploadPersonalDocument = () => useMutation({ mutationFn: uploadPersonalDocument });
