// The bank account calls (spec 001 section 7): the BSB lookup, OPTIONS (password and two-factor),
// the list and one bank account, their changes, and the bank statement upload.
import {
  bankAccountDocumentsPath,
  bankAccountPath,
  bankAccountsPath,
  bsbPath,
  type TBankAccount,
  type TBankAccountDocument,
  type TBankAccountOptions,
  type TBankChangeOpened,
  type TBsbDetails,
} from '@portal/contracts/api/bank-accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE, http, request, type TRequestOptions } from '@/shared/api/http-client';

/** The contracts name paths with the /api base; the client adds it itself. */
const local = (path: string) => path.slice(API_BASE.length);

export const bankAccountsKey = ['bank-accounts'] as const;

export const bankAccountsQuery = (accountId: number) =>
  queryOptions({
    queryKey: [...bankAccountsKey, accountId, 'list'] as const,
    // A 404 (no such account for this user) is answered where the list is shown, not by a page change:
    // the list is one section of the summary and account pages.
    queryFn: () =>
      http.get<TBankAccount[]>(local(bankAccountsPath(accountId)), { errors: { handledStatuses: [404] } }),
  });
export const useBankAccounts = (accountId: number) => useQuery(bankAccountsQuery(accountId));

export const bankAccountOptionsQuery = (accountId: number) =>
  queryOptions({
    queryKey: [...bankAccountsKey, accountId, 'options'] as const,
    // OPTIONS is not one of the client's shorthands; `request` sends any method.
    queryFn: () =>
      request<TBankAccountOptions>(local(bankAccountsPath(accountId)), {
        method: 'OPTIONS' as TRequestOptions['method'],
      }),
    // Asked afresh on each page: a confirmed code or a new bank account changes the answer.
    gcTime: 0,
  });
export const useBankAccountOptions = (accountId: number) => useQuery(bankAccountOptionsQuery(accountId));

/** GET /api/bsb/{bsb}/: every failure is the caller's (a 404 is ignored, others show under Bank). */
export const lookupBsb = (bsb: string, signal?: AbortSignal) =>
  http.get<TBsbDetails>(local(bsbPath(bsb)), { signal, errors: { mode: 'silent' } });

export type TBankAccountBody = {
  bsb: string;
  bank: string;
  branch: string;
  number: string;
  name: string;
  document_file: number;
  password?: string;
};

/** A change of an active account with several members answers 202: a change request the members sign. */
export type TBankAccountSaved = TBankAccount | TBankChangeOpened;
export const isChangeRequestAnswer = (answer: object): answer is TBankChangeOpened =>
  'change_request' in answer;

export const createBankAccount = (accountId: number, body: TBankAccountBody) =>
  http.post<TBankAccountSaved>(local(bankAccountsPath(accountId)), body, { errors: { mode: 'form' } });

export const updateBankAccount = (accountId: number, bankAccountId: number, body: TBankAccountBody) =>
  http.patch<TBankAccountSaved>(local(bankAccountPath(accountId, bankAccountId)), body, {
    errors: { mode: 'form' },
  });

export const deleteBankAccount = (accountId: number, bankAccountId: number, password: string | undefined) =>
  request<{ detail: string } | TBankChangeOpened>(local(bankAccountPath(accountId, bankAccountId)), {
    method: 'DELETE',
    body: password === undefined ? {} : { password },
    errors: { mode: 'form' },
  });

export const uploadBankStatement = (accountId: number, file: File) => {
  const form = new FormData();
  form.append('file_name', file.name);
  form.append('file', file);
  return http.post<TBankAccountDocument>(local(bankAccountDocumentsPath(accountId)), form, {
    errors: { mode: 'form' },
  });
};

export const deleteBankStatement = (accountId: number, documentId: number) =>
  http.delete<{ detail: string }>(`${local(bankAccountDocumentsPath(accountId))}${documentId}/`);

export const downloadBankStatement = (document: TBankAccountDocument) =>
  http.get<Blob>(local(document.download_url), { download: '*/*' });
