// POST (first time) or PATCH /api/accounts/{id}/corporate-details/.
import type { TCorporateAccountDetails } from '@portal/contracts/api/entity-details';
import { http } from '@/shared/api/http-client';

export const saveCorporateDetails = (accountId: number, exists: boolean, body: unknown) => {
  const path = `/accounts/${accountId}/corporate-details/`;
  return exists
    ? http.patch<TCorporateAccountDetails>(path, body, { errors: { mode: 'form' } })
    : http.post<TCorporateAccountDetails>(path, body, { errors: { mode: 'form' } });
};
