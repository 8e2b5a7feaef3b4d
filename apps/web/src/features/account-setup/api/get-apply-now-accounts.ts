import type { TApplyNowAccount } from '@portal/contracts/api/account-setup';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { accountKeys } from '@/shared/application-sections/account-keys';

/** GET /api/accounts/apply-now/ -> the existing accounts the user may apply with. */
export const fetchApplyNowAccounts = () => http.get<TApplyNowAccount[]>('/accounts/apply-now/');

export const applyNowAccountsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.applyNow(), queryFn: fetchApplyNowAccounts });

export const useApplyNowAccounts = (enabled = true) =>
  useQuery({ ...applyNowAccountsQueryOptions(), enabled });
