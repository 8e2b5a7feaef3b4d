import type { TCorporateAccountDetails } from '@portal/contracts/api/entity-details';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { accountSetupKeys } from './account-setup-keys';

/** GET /api/accounts/{id}/corporate-details/ -> the company's or corporate trustee's details, or null. */
export const fetchCorporateDetails = (accountId: number) =>
  http.get<TCorporateAccountDetails | null>(`/accounts/${accountId}/corporate-details/`);

export const corporateDetailsQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: accountSetupKeys.corporateDetails(accountId),
    queryFn: () => fetchCorporateDetails(accountId),
  });

export const useCorporateDetails = (accountId: number) => useQuery(corporateDetailsQueryOptions(accountId));
