// DELETE /api/accounts/{id}/certificates/{fileId}/ or .../deed-attachments/{fileId}/.
import type { TAccountFileKind } from '@portal/contracts/api/entity-files';
import { http } from '@/shared/api/http-client';
import { accountFilesPath } from './account-files';

export const deleteAccountFile = (accountId: number, kind: TAccountFileKind, fileId: number) =>
  http.delete<{ detail: string }>(`${accountFilesPath(accountId, kind)}${fileId}/`);
