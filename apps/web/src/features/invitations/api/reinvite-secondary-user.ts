import { http } from '@/shared/api/http-client';

/** POST /api/accounts/{accountId}/secondary-users/{personId}/reinvite/ -> { detail } (shown as a toast). */
export const reinviteSecondaryUser = (accountId: number, personId: number) =>
  http.post<{ detail: string }>(`/accounts/${accountId}/secondary-users/${personId}/reinvite/`);
