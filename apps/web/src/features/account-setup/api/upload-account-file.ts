import type { TAccountFile, TAccountFileKind } from '@portal/contracts/api/entity-files';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { accountsKey } from '@/shared/application-sections/account-keys';
import { accountSetupKeys } from './account-setup-keys';
import { accountFilesPath } from './get-account-files';

type TAccountFileUpload = { accountId: number; kind: TAccountFileKind; file: File };

/** POST /api/accounts/{id}/certificates/ or .../deed-attachments/ (multipart: file, file_name) -> the file. */
export const uploadAccountFile = ({ accountId, kind, file }: TAccountFileUpload) => {
  const form = new FormData();
  form.append('file_name', file.name);
  form.append('file', file);
  return http.post<TAccountFile>(accountFilesPath(accountId, kind), form, { errors: { mode: 'form' } });
};

/** The files of that kind and the account (whose section it completes) are read again. */
export const useUploadAccountFile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAccountFile,
    onSuccess: async (_answer, { accountId, kind }) => {
      await queryClient.invalidateQueries({ queryKey: accountSetupKeys.accountFiles(accountId, kind) });
      await queryClient.invalidateQueries({ queryKey: accountsKey });
    },
  });
};
