import type { TRole } from '@portal/contracts/api/account-setup';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { accountSetupKeys } from './account-setup-keys';

/** GET /api/roles/ -> the roles of people in an account (ids are stable; forms send them). */
export const fetchRoles = () => http.get<TRole[]>('/roles/');

export const rolesQueryOptions = () =>
  queryOptions({
    queryKey: accountSetupKeys.roles,
    queryFn: fetchRoles,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useRoles = () => useQuery(rolesQueryOptions());
