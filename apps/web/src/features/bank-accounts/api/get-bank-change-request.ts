import { bankChangeRequestPath, type TBankChangeRequest } from '@portal/contracts/api/bank-accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { bankChangeRequestKey, local } from './bank-accounts-keys';

/**
 * GET /api/accounts/{id}/bank-change-requests/{requestId}/ -> the request as its account's members see
 * it. A page shows its own "not found"; other failures are the client's usual toasts.
 */
export const fetchBankChangeRequest = (accountId: number, requestId: number) =>
  http.get<TBankChangeRequest>(local(bankChangeRequestPath(accountId, requestId)), {
    errors: { handledStatuses: [404] },
  });

export const bankChangeRequestQueryOptions = (accountId: number, requestId: number) =>
  queryOptions({
    queryKey: bankChangeRequestKey(accountId, requestId),
    queryFn: () => fetchBankChangeRequest(accountId, requestId),
  });

export const useBankChangeRequest = (accountId: number, requestId: number) =>
  useQuery(bankChangeRequestQueryOptions(accountId, requestId));
