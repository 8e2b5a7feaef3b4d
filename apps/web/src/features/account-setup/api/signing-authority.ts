// GET /api/accounts/{id}/signing-authority/: the saved authority, the members who may sign, and whether it may change.
import type { TSigningAuthorityResponse } from '@portal/contracts/api/signing-authority';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { accountsKey } from '@/shared/application-sections/account-keys';

export const signingAuthorityQuery = (accountId: number) =>
  queryOptions({
    queryKey: [...accountsKey, 'signing-authority', accountId] as const,
    queryFn: () => http.get<TSigningAuthorityResponse>(`/accounts/${accountId}/signing-authority/`),
  });

export const useSigningAuthority = (accountId: number) => useQuery(signingAuthorityQuery(accountId));
