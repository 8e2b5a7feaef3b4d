// GET /api/accounts/{id}/trust-details/: the trust's details, or null.
import type { TTrustDetails } from '@portal/contracts/api/entity-details';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

export const trustDetailsQuery = (accountId: number) =>
  queryOptions({
    queryKey: ['trust-details', accountId] as const,
    queryFn: () => http.get<TTrustDetails | null>(`/accounts/${accountId}/trust-details/`),
  });

export const useTrustDetails = (accountId: number) => useQuery(trustDetailsQuery(accountId));
