// POST (first time) or PUT (the list as it now is) /api/accounts/{id}/secondary-users/.
import type { TSecondaryUser } from '@portal/contracts/api/people';
import { http } from '@/shared/api/http-client';

export const saveSecondaryUsers = (accountId: number, exists: boolean, body: unknown) => {
  const path = `/accounts/${accountId}/secondary-users/`;
  return exists
    ? http.put<TSecondaryUser[]>(path, body, { errors: { mode: 'form' } })
    : http.post<TSecondaryUser[]>(path, body, { errors: { mode: 'form' } });
};
