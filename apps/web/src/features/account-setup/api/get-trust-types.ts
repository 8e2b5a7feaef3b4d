import type { TTrustType } from '@portal/contracts/api/entity-details';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { accountSetupKeys } from './account-setup-keys';

/** GET /api/trust-types/ -> the kinds of trust. */
export const fetchTrustTypes = () => http.get<TTrustType[]>('/trust-types/');

export const trustTypesQueryOptions = () =>
  queryOptions({
    queryKey: accountSetupKeys.trustTypes,
    queryFn: fetchTrustTypes,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useTrustTypes = () => useQuery(trustTypesQueryOptions());
