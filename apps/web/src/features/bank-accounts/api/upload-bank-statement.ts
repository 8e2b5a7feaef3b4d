import { bankAccountDocumentsPath, type TBankAccountDocument } from '@portal/contracts/api/bank-accounts';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { local } from './bank-accounts-keys';

/** POST /api/accounts/{id}/bank-account-documents/ multipart { file_name, file } -> the stored statement. */
export const uploadBankStatement = ({ accountId, file }: { accountId: number; file: File }) => {
  const form = new FormData();
  form.append('file_name', file.name);
  form.append('file', file);
  return http.post<TBankAccountDocument>(local(bankAccountDocumentsPath(accountId)), form, {
    errors: { mode: 'form' },
  });
};

/** The statement belongs to the form until the bank account is saved: no query changes. */
export const useUploadBankStatement = () => useMutation({ mutationFn: uploadBankStatement });
