import type { TSecondaryUser } from '@portal/contracts/api/people';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { accountSetupKeys } from './account-setup-keys';

/** GET /api/accounts/{id}/secondary-users/ -> the account's individuals, trustees and directors. */
export const fetchSecondaryUsers = (accountId: number) =>
  http.get<TSecondaryUser[]>(`/accounts/${accountId}/secondary-users/`);

export const secondaryUsersQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: accountSetupKeys.secondaryUsers(accountId),
    queryFn: () => fetchSecondaryUsers(accountId),
  });

export const useSecondaryUsers = (accountId: number) => useQuery(secondaryUsersQueryOptions(accountId));
