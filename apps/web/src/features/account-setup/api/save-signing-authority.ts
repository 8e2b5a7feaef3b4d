// POST (none yet) or PATCH /api/accounts/{id}/signing-authority/.
import type { TSigningAuthorityResponse } from '@portal/contracts/api/signing-authority';
import { http } from '@/shared/api/http-client';

export const saveSigningAuthority = (accountId: number, exists: boolean, body: unknown) => {
  const path = `/accounts/${accountId}/signing-authority/`;
  return exists
    ? http.patch<TSigningAuthorityResponse>(path, body, { errors: { mode: 'form' } })
    : http.post<TSigningAuthorityResponse>(path, body, { errors: { mode: 'form' } });
};
