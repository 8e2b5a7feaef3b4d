import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { applicationIdOf } from '../../http/application-id.ts';
import { parse } from '../../http/validation.ts';
import { authenticate } from '../auth/session-context.ts';
import { accountsPage } from './service.ts';

const ZAccountsQuerySchema = z.object({
  activated_in_current_application: z.enum(['true', 'false']).optional(),
});

export function accountRoutes(app: FastifyInstance, deps: Deps): void {
  app.get('/api/accounts/', async (request) => {
    const ctx = await authenticate(deps, request);
    const query = parse(ZAccountsQuerySchema, request.query);
    return accountsPage(deps, ctx.actingUserId, {
      applicationId: applicationIdOf(request),
      activatedOnly: query.activated_in_current_application === 'true',
    });
  });
}
