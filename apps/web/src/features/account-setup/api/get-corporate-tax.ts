import type { TCorporateTax } from '@portal/contracts/api/tax';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { accountSetupKeys } from './account-setup-keys';

/** GET /api/accounts/{id}/corporate-tax/ -> the account's tax details (TFN masked), or null. */
export const fetchCorporateTax = (accountId: number) =>
  http.get<TCorporateTax | null>(`/accounts/${accountId}/corporate-tax/`);

export const corporateTaxQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: accountSetupKeys.corporateTax(accountId),
    queryFn: () => fetchCorporateTax(accountId),
  });

export const useCorporateTax = (accountId: number) => useQuery(corporateTaxQueryOptions(accountId));
