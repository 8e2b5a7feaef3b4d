import type { TSecurityResource, ZSecuritySchemaResponseSchema } from '@portal/contracts/api/auth';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/shared/api/http-client';

export type { TSecurityResource };
export type TSecuritySchema = z.infer<typeof ZSecuritySchemaResponseSchema>;

export const securitySchemaRootKey = ['security-schema'] as const;

/** GET /api/auth/security-schema/?resource=... -> { resource, two_factor_required_for_write, confirmed }. */
export const securitySchemaQueryOptions = (resource: string) =>
  queryOptions({
    queryKey: [...securitySchemaRootKey, resource],
    queryFn: () => http.get<TSecuritySchema>('/auth/security-schema/', { query: { resource } }),
    // Always asked afresh: a confirmation changes the answer.
    gcTime: 0,
  });
