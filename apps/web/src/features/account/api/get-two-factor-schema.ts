import type { TSecuritySchemaResponse } from '@portal/contracts/api/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { twoFactorSchemaKey } from './account-keys';

/** GET /api/auth/security-schema/?resource=two_factor -> whether the switch needs a confirmed code now. */
export const fetchTwoFactorSchema = () =>
  http.get<TSecuritySchemaResponse>('/auth/security-schema/', { query: { resource: 'two_factor' } });

/** Always asked afresh: a confirmation changes the answer. */
export const twoFactorSchemaQueryOptions = () =>
  queryOptions({ queryKey: twoFactorSchemaKey, queryFn: fetchTwoFactorSchema, gcTime: 0 });

export const useTwoFactorSchema = () => useQuery(twoFactorSchemaQueryOptions());
