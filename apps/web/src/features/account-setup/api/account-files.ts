// GET /api/accounts/{id}/certificates/ or .../deed-attachments/: the account's files of one kind.
import {
  ACCOUNT_FILE_PATHS,
  type TAccountFile,
  type TAccountFileKind,
} from '@portal/contracts/api/entity-files';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

export const accountFilesPath = (accountId: number, kind: TAccountFileKind) =>
  `/accounts/${accountId}/${ACCOUNT_FILE_PATHS[kind]}/`;

export const accountFilesQuery = (accountId: number, kind: TAccountFileKind) =>
  queryOptions({
    queryKey: ['account-files', accountId, kind] as const,
    queryFn: () => http.get<TAccountFile[]>(accountFilesPath(accountId, kind)),
  });

export const useAccountFiles = (accountId: number, kind: TAccountFileKind) =>
  useQuery(accountFilesQuery(accountId, kind));
