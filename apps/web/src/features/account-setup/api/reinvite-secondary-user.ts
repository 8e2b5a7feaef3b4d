import { http } from '@/shared/api/http-client';

/** POST /api/accounts/{accountId}/secondary-users/{personId}/reinvite/ -> a fresh invitation to the member. */
export const reinviteSecondaryUser = (accountId: number, personId: number) =>
  http.post<{ detail?: string }>(`/accounts/${accountId}/secondary-users/${personId}/reinvite/`);
