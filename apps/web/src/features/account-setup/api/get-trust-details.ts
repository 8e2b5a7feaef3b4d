import type { TTrustDetails } from '@portal/contracts/api/entity-details';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { accountSetupKeys } from './account-setup-keys';

/** GET /api/accounts/{id}/trust-details/ -> the trust's details, or null. */
export const fetchTrustDetails = (accountId: number) =>
  http.get<TTrustDetails | null>(`/accounts/${accountId}/trust-details/`);

export const trustDetailsQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: accountSetupKeys.trustDetails(accountId),
    queryFn: () => fetchTrustDetails(accountId),
  });

export const useTrustDetails = (accountId: number) => useQuery(trustDetailsQueryOptions(accountId));
