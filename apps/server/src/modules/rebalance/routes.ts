import type { TLatestRebalance } from '@portal/contracts/api/dashboard';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { applicationIdOf } from '../../http/application-id.ts';
import { authenticate } from '../auth/session-context.ts';
import { latestRebalanceReport } from './queries.ts';

export function rebalanceRoutes(app: FastifyInstance, deps: Deps): void {
  // The dashboard's rebalance block: the newest report of the user's accounts and the unopened count.
  app.get('/api/ipm/rebalance/latest-report/', async (request): Promise<TLatestRebalance> => {
    const ctx = await authenticate(deps, request);
    return latestRebalanceReport(deps.db, ctx.actingUserId, applicationIdOf(request));
  });
}
