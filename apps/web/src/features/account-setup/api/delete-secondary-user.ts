import { http } from '@/shared/api/http-client';

/** DELETE /api/accounts/{accountId}/secondary-users/{personId}/ -> removes one person of the account. */
export const deleteSecondaryUser = (accountId: number, personId: number) =>
  http.delete<void>(`/accounts/${accountId}/secondary-users/${personId}/`);
