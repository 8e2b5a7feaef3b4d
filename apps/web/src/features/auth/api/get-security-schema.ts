import type { TSecuritySchemaResponse } from '@portal/contracts/api/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { securitySchemaKey } from './auth-keys';

/** GET /api/auth/security-schema/?resource=... -> { resource, two_factor_required_for_write, confirmed }. */
export const fetchSecuritySchema = (resource: string) =>
  http.get<TSecuritySchemaResponse>('/auth/security-schema/', { query: { resource } });

export const securitySchemaQueryOptions = (resource: string) =>
  queryOptions({
    queryKey: securitySchemaKey(resource),
    queryFn: () => fetchSecuritySchema(resource),
    // Always asked afresh: a confirmation changes the answer.
    gcTime: 0,
  });

export const useSecuritySchema = (resource: string) => useQuery(securitySchemaQueryOptions(resource));
