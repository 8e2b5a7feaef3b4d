// GET /api/accounts/{id}/beneficial-owners/: the account's beneficial owners, controllers and decision makers.
import type { TBeneficialOwner } from '@portal/contracts/api/people';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { accountsKey } from '@/shared/application-sections/account-keys';

export const beneficialOwnersQuery = (accountId: number) =>
  queryOptions({
    queryKey: [...accountsKey, 'beneficial-owners', accountId] as const,
    queryFn: () => http.get<TBeneficialOwner[]>(`/accounts/${accountId}/beneficial-owners/`),
  });

export const useBeneficialOwners = (accountId: number) => useQuery(beneficialOwnersQuery(accountId));
