import {
  ZActivitiesQuerySchema,
  ZActivitiesResponseSchema,
  ZActivityTypesResponseSchema,
} from '@portal/contracts/api/account-settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { TOKEN_SECURITY } from '../../http/api-docs.ts';
import { answers } from '../../http/route-schemas.ts';
import { callerOf, signedIn } from '../auth/signed-in.ts';
import { activitiesOf, activityTypes } from './service.ts';

const tags = ['profile'];
const security = TOKEN_SECURITY;

export function activityRoutes(fastify: FastifyInstance, deps: Deps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preValidation = signedIn(deps);

  app.get(
    '/api/profiles/my/activities/',
    {
      schema: {
        tags,
        summary: 'A page of the caller’s activity log, newest first',
        security,
        querystring: ZActivitiesQuerySchema,
        response: answers(ZActivitiesResponseSchema),
      },
      preValidation,
    },
    async (request) => activitiesOf(deps, callerOf(request).actingUserId, request.query),
  );

  app.get(
    '/api/activity-types/',
    {
      schema: {
        tags,
        summary: 'The kinds of activity the log names',
        security,
        response: answers(ZActivityTypesResponseSchema),
      },
      preValidation,
    },
    async () => activityTypes(),
  );
}
