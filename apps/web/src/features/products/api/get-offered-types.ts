import type { TNoteType } from '@portal/contracts/api/loan-notes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { offeredTypesKey } from './products-keys';

/** GET /api/loan-notes/types/?account= -> the note types on offer to the account. */
export const fetchOfferedTypes = (account: number | null) =>
  http.get<TNoteType[]>('/loan-notes/types/', { query: { account } });

export const offeredTypesQueryOptions = (account: number | null) =>
  queryOptions({ queryKey: offeredTypesKey(account), queryFn: () => fetchOfferedTypes(account) });

/** Asked once an account is chosen. */
export const useOfferedTypes = (account: number | null) =>
  useQuery({ ...offeredTypesQueryOptions(account), enabled: account !== null });
