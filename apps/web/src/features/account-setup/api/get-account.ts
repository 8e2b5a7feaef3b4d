import type { TAccount } from '@portal/contracts/api/account-setup';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { accountKeys } from '@/shared/application-sections/account-keys';

/** GET /api/accounts/{id}/ -> the account entity as the user sees it. */
export const fetchAccount = (id: number) => http.get<TAccount>(`/accounts/${id}/`);

export const accountQueryOptions = (id: number) =>
  queryOptions({ queryKey: accountKeys.detail(id), queryFn: () => fetchAccount(id) });

export const useAccount = (id: number | null) =>
  useQuery({ ...accountQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
