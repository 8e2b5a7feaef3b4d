import type { TBeneficialOwner } from '@portal/contracts/api/people';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { accountSetupKeys } from './account-setup-keys';

/** GET /api/accounts/{id}/beneficial-owners/ -> the account's beneficial owners, controllers and decision makers. */
export const fetchBeneficialOwners = (accountId: number) =>
  http.get<TBeneficialOwner[]>(`/accounts/${accountId}/beneficial-owners/`);

export const beneficialOwnersQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: accountSetupKeys.beneficialOwners(accountId),
    queryFn: () => fetchBeneficialOwners(accountId),
  });

export const useBeneficialOwners = (accountId: number) => useQuery(beneficialOwnersQueryOptions(accountId));
