import type { TAccountsListEntry } from '@portal/contracts/api/account-setup';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { accountKeys } from '@/shared/application-sections/account-keys';

/** GET /api/accounts/ -> the user's open secondary invitations, then their accounts. */
export const fetchAccounts = () => http.get<TAccountsListEntry[]>('/accounts/');

export const accountsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.list(), queryFn: fetchAccounts });

export const useAccounts = () => useQuery(accountsQueryOptions());
