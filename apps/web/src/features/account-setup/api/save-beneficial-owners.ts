// POST (first time) or PUT (the list as it now is) /api/accounts/{id}/beneficial-owners/.
import type { TBeneficialOwner } from '@portal/contracts/api/people';
import { http } from '@/shared/api/http-client';

export const saveBeneficialOwners = (accountId: number, exists: boolean, body: unknown) => {
  const path = `/accounts/${accountId}/beneficial-owners/`;
  return exists
    ? http.put<TBeneficialOwner[]>(path, body, { errors: { mode: 'form' } })
    : http.post<TBeneficialOwner[]>(path, body, { errors: { mode: 'form' } });
};
