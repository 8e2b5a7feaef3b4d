import { bankAccountsPath, type TBankAccountOptions } from '@portal/contracts/api/bank-accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, type TRequestOptions } from '@/shared/api/http-client';
import { bankAccountOptionsKey, local } from './bank-accounts-keys';

/** OPTIONS /api/accounts/{id}/bank-accounts/ -> whether a change needs the password and a two-factor code. */
export const fetchBankAccountOptions = (accountId: number) =>
  // OPTIONS is not one of the client's shorthands; `request` sends any method.
  request<TBankAccountOptions>(local(bankAccountsPath(accountId)), {
    method: 'OPTIONS' as TRequestOptions['method'],
  });

export const bankAccountOptionsQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: bankAccountOptionsKey(accountId),
    queryFn: () => fetchBankAccountOptions(accountId),
    // Asked afresh on each page: a confirmed code or a new bank account changes the answer.
    gcTime: 0,
  });

export const useBankAccountOptions = (accountId: number) =>
  useQuery(bankAccountOptionsQueryOptions(accountId));
