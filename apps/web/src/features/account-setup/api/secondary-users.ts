// GET /api/accounts/{id}/secondary-users/: the account's individuals, trustees and directors.
import type { TSecondaryUser } from '@portal/contracts/api/people';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { accountsKey } from '@/shared/application-sections/account-keys';

// Under the accounts key: a change of the account's people is a change of the account.
export const secondaryUsersQuery = (accountId: number) =>
  queryOptions({
    queryKey: [...accountsKey, 'secondary-users', accountId] as const,
    queryFn: () => http.get<TSecondaryUser[]>(`/accounts/${accountId}/secondary-users/`),
  });

export const useSecondaryUsers = (accountId: number) => useQuery(secondaryUsersQuery(accountId));
