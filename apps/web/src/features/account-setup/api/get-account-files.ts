import {
  ACCOUNT_FILE_PATHS,
  type TAccountFile,
  type TAccountFileKind,
} from '@portal/contracts/api/entity-files';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { accountSetupKeys } from './account-setup-keys';

/** Where an account's files of one kind live: its certificates or its trust deed attachments. */
export const accountFilesPath = (accountId: number, kind: TAccountFileKind) =>
  `/accounts/${accountId}/${ACCOUNT_FILE_PATHS[kind]}/`;

/** GET /api/accounts/{id}/certificates/ or .../deed-attachments/ -> the account's files of one kind. */
export const fetchAccountFiles = (accountId: number, kind: TAccountFileKind) =>
  http.get<TAccountFile[]>(accountFilesPath(accountId, kind));

export const accountFilesQueryOptions = (accountId: number, kind: TAccountFileKind) =>
  queryOptions({
    queryKey: accountSetupKeys.accountFiles(accountId, kind),
    queryFn: () => fetchAccountFiles(accountId, kind),
  });

export const useAccountFiles = (accountId: number, kind: TAccountFileKind) =>
  useQuery(accountFilesQueryOptions(accountId, kind));
