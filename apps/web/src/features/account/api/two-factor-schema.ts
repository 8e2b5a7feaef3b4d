import type { ZSecuritySchemaResponseSchema } from '@portal/contracts/api/auth';
import type { z } from 'zod';
import { http } from '@/shared/api/http-client';

/** GET /api/auth/security-schema/?resource=two_factor: whether the switch needs a confirmed code now. */
export const twoFactorSchema = () =>
  http.get<z.infer<typeof ZSecuritySchemaResponseSchema>>('/auth/security-schema/', {
    query: { resource: 'two_factor' },
  });
