// The calls of a bank change request (spec 001 section 7): the request as its account's members see it,
// the initiator's cancel, and the change request calls (decline, mark-as-viewed; confirm and the polled
// sign URL belong to the signing pages).
import {
  bankAccountPath,
  bankChangeRequestPath,
  type TBankAccount,
  type TBankChangeRequest,
} from '@portal/contracts/api/bank-accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE, http } from '@/shared/api/http-client';
import { bankAccountsKey } from './bank-accounts';

const local = (path: string) => path.slice(API_BASE.length);

/** A page shows its own "not found"; other failures are the client's usual toasts. */
const handled404 = { errors: { handledStatuses: [404] } } as const;

export const bankChangeRequestQuery = (accountId: number, requestId: number) =>
  queryOptions({
    queryKey: [...bankAccountsKey, accountId, 'change-request', requestId] as const,
    queryFn: () =>
      http.get<TBankChangeRequest>(local(bankChangeRequestPath(accountId, requestId)), handled404),
  });
export const useBankChangeRequest = (accountId: number, requestId: number) =>
  useQuery(bankChangeRequestQuery(accountId, requestId));

/** One bank account, or the one a pending add request will create (with its verify_change_request). */
export const bankAccountQuery = (accountId: number, bankAccountId: number) =>
  queryOptions({
    queryKey: [...bankAccountsKey, accountId, 'one', bankAccountId] as const,
    queryFn: () => http.get<TBankAccount>(local(bankAccountPath(accountId, bankAccountId)), handled404),
  });
export const useBankAccount = (accountId: number, bankAccountId: number) =>
  useQuery(bankAccountQuery(accountId, bankAccountId));

export type TBankChangeAnswer = { detail: string; change_request: TBankChangeRequest };

/** POST .../bank-change-requests/{id}/cancel/ (the initiator withdraws the request). */
export const cancelBankChangeRequest = (accountId: number, requestId: number) =>
  http.post<TBankChangeAnswer>(`${local(bankChangeRequestPath(accountId, requestId))}cancel/`, {});

/** POST /api/change-requests/{id}/decline/ (a refusal shows the server's detail). */
export const declineBankChangeRequest = (requestId: number) =>
  http.post<TBankChangeAnswer>(`/change-requests/${requestId}/decline/`, {});

/** POST /api/change-requests/{id}/mark-as-viewed/ (quietly: nothing for the member to do on failure). */
export const markBankChangeViewed = (requestId: number) =>
  http.post<{ detail: string }>(
    `/change-requests/${requestId}/mark-as-viewed/`,
    {},
    {
      errors: { mode: 'silent' },
    },
  );
