import type { TLatestRebalance } from '@portal/contracts/api/dashboard';
import {
  type TRebalanceMarkSeen,
  type TRebalanceReportDetail,
  type TRebalanceReports,
  type TRebalanceReportTypes,
  ZRebalanceReportsQuerySchema,
} from '@portal/contracts/api/rebalance';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { applicationIdOf } from '../../http/application-id.ts';
import { notFound } from '../../http/errors.ts';
import { parse } from '../../http/validation.ts';
import { authenticate } from '../auth/session-context.ts';
import { latestRebalanceReport } from './queries.ts';
import * as rebalance from './service.ts';

/** A report id from the path: anything but a plain int4 id is no report of the caller's. */
const reportIdOf = (request: FastifyRequest): number => {
  const { id } = request.params as { id?: string };
  if (!id || !/^[1-9]\d{0,8}$/.test(id)) throw notFound();
  return Number(id);
};

export function rebalanceRoutes(app: FastifyInstance, deps: Deps): void {
  const callerOf = async (request: FastifyRequest) => ({
    ctx: await authenticate(deps, request),
    applicationId: applicationIdOf(request),
  });

  // The dashboard's rebalance block: the newest report of the user's accounts and the unopened count.
  app.get('/api/ipm/rebalance/latest-report/', async (request): Promise<TLatestRebalance> => {
    const ctx = await authenticate(deps, request);
    return latestRebalanceReport(deps.db, ctx.actingUserId, applicationIdOf(request));
  });

  // The history: server-paged, filtered by accounts, types and statuses (comma-joined), ordered.
  app.get('/api/ipm/rebalance/reports/', async (request): Promise<TRebalanceReports> => {
    const caller = await callerOf(request);
    return rebalance.listReports(deps, caller, parse(ZRebalanceReportsQuerySchema, request.query));
  });

  app.get('/api/ipm/rebalance/report-types/', async (request): Promise<TRebalanceReportTypes> => {
    await authenticate(deps, request);
    return rebalance.reportTypes();
  });

  app.get('/api/ipm/rebalance/reports/:id/', async (request): Promise<TRebalanceReportDetail> => {
    const caller = await callerOf(request);
    return rebalance.reportDetail(deps, caller, reportIdOf(request));
  });

  app.post('/api/ipm/rebalance/reports/:id/mark-seen/', async (request): Promise<TRebalanceMarkSeen> => {
    const caller = await callerOf(request);
    return rebalance.markSeen(deps, caller, reportIdOf(request));
  });
}
