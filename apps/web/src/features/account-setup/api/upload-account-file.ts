// POST /api/accounts/{id}/certificates/ or .../deed-attachments/ (multipart: file, file_name).
import type { TAccountFile, TAccountFileKind } from '@portal/contracts/api/entity-files';
import { http } from '@/shared/api/http-client';
import { accountFilesPath } from './account-files';

export const uploadAccountFile = (accountId: number, kind: TAccountFileKind, file: File) => {
  const form = new FormData();
  form.append('file_name', file.name);
  form.append('file', file);
  return http.post<TAccountFile>(accountFilesPath(accountId, kind), form, { errors: { mode: 'form' } });
};
