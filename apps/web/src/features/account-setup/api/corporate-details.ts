// GET /api/accounts/{id}/corporate-details/: the company's or corporate trustee's details, or null.
import type { TCorporateAccountDetails } from '@portal/contracts/api/entity-details';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

export const corporateDetailsQuery = (accountId: number) =>
  queryOptions({
    queryKey: ['corporate-details', accountId] as const,
    queryFn: () => http.get<TCorporateAccountDetails | null>(`/accounts/${accountId}/corporate-details/`),
  });

export const useCorporateDetails = (accountId: number) => useQuery(corporateDetailsQuery(accountId));
