import type { TSigningAuthorityResponse } from '@portal/contracts/api/signing-authority';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { accountSetupKeys } from './account-setup-keys';

/** GET /api/accounts/{id}/signing-authority/ -> the saved authority, the members who may sign, and whether it may change. */
export const fetchSigningAuthority = (accountId: number) =>
  http.get<TSigningAuthorityResponse>(`/accounts/${accountId}/signing-authority/`);

export const signingAuthorityQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: accountSetupKeys.signingAuthority(accountId),
    queryFn: () => fetchSigningAuthority(accountId),
  });

export const useSigningAuthority = (accountId: number) => useQuery(signingAuthorityQueryOptions(accountId));
