import { ZActivitiesQuerySchema } from '@portal/contracts/api/account-settings';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { parse } from '../../http/validation.ts';
import { authenticate } from '../auth/session-context.ts';
import { activitiesOf, activityTypes } from './service.ts';

export function activityRoutes(app: FastifyInstance, deps: Deps): void {
  app.get('/api/profiles/my/activities/', async (request) => {
    const ctx = await authenticate(deps, request);
    return activitiesOf(deps, ctx.actingUserId, parse(ZActivitiesQuerySchema, request.query));
  });

  app.get('/api/activity-types/', async (request) => {
    await authenticate(deps, request);
    return activityTypes();
  });
}
