// POST (first time) or PATCH /api/accounts/{id}/trust-details/.
import type { TTrustDetails } from '@portal/contracts/api/entity-details';
import { http } from '@/shared/api/http-client';

export const saveTrustDetails = (accountId: number, exists: boolean, body: unknown) => {
  const path = `/accounts/${accountId}/trust-details/`;
  return exists
    ? http.patch<TTrustDetails>(path, body, { errors: { mode: 'form' } })
    : http.post<TTrustDetails>(path, body, { errors: { mode: 'form' } });
};
