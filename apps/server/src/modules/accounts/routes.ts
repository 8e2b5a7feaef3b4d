import { ZAccountsListResponseSchema, ZAccountsQuerySchema } from '@portal/contracts/api/account-setup';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { TOKEN_SECURITY } from '../../http/api-docs.ts';
import { applicationIdOf } from '../../http/application-id.ts';
import { answers } from '../../http/route-schemas.ts';
import { callerOf, signedIn } from '../auth/signed-in.ts';
import { accountsPage } from './service.ts';

export function accountRoutes(fastify: FastifyInstance, deps: Deps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/accounts/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The caller’s open secondary invitations, then their accounts',
        security: TOKEN_SECURITY,
        querystring: ZAccountsQuerySchema,
        response: answers(ZAccountsListResponseSchema),
      },
      preValidation: signedIn(deps),
    },
    async (request) =>
      accountsPage(deps, callerOf(request).actingUserId, {
        applicationId: applicationIdOf(request),
        activatedOnly: request.query.activated_in_current_application === 'true',
      }),
  );
}
