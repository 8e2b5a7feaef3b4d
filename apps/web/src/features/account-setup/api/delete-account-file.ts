import type { TDetailResponse } from '@portal/contracts/api/auth';
import type { TAccountFileKind } from '@portal/contracts/api/entity-files';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { accountsKey } from '@/shared/application-sections/account-keys';
import { accountSetupKeys } from './account-setup-keys';
import { accountFilesPath } from './get-account-files';

type TAccountFileRef = { accountId: number; kind: TAccountFileKind; fileId: number };

/** DELETE /api/accounts/{id}/certificates/{fileId}/ or .../deed-attachments/{fileId}/ -> { detail }. */
export const deleteAccountFile = ({ accountId, kind, fileId }: TAccountFileRef) =>
  http.delete<TDetailResponse>(`${accountFilesPath(accountId, kind)}${fileId}/`);

/** The files of that kind and the account (whose section it completes) are read again. */
export const useDeleteAccountFile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccountFile,
    onSuccess: async (_answer, { accountId, kind }) => {
      await queryClient.invalidateQueries({ queryKey: accountSetupKeys.accountFiles(accountId, kind) });
      await queryClient.invalidateQueries({ queryKey: accountsKey });
    },
  });
};
