import { ZLatestRebalanceResponseSchema } from '@portal/contracts/api/dashboard';
import { ZEmptyRequestSchema } from '@portal/contracts/api/errors';
import { ZIdPathSchema } from '@portal/contracts/api/path';
import {
  ZRebalanceMarkSeenResponseSchema,
  ZRebalanceReportDetailResponseSchema,
  ZRebalanceReportsQuerySchema,
  ZRebalanceReportsResponseSchema,
  ZRebalanceReportTypesResponseSchema,
} from '@portal/contracts/api/rebalance';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { TOKEN_SECURITY } from '../../http/api-docs.ts';
import { applicationIdOf } from '../../http/application-id.ts';
import { notFound } from '../../http/errors.ts';
import { answers } from '../../http/route-schemas.ts';
import { callerOf, signedIn } from '../auth/signed-in.ts';
import { latestRebalanceReport } from './queries.ts';
import * as rebalance from './service.ts';

const tags = ['rebalance'];
const security = TOKEN_SECURITY;

/** A report id from the path: anything but a plain int4 id is no report of the caller's. */
const reportIdOf = (id: string): number => {
  if (!/^[1-9]\d{0,8}$/.test(id)) throw notFound();
  return Number(id);
};

export function rebalanceRoutes(fastify: FastifyInstance, deps: Deps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preValidation = signedIn(deps);
  const rebalanceCallerOf = (request: FastifyRequest) => ({
    ctx: callerOf(request),
    applicationId: applicationIdOf(request),
  });

  // The dashboard's rebalance block: the newest report of the user's accounts and the unopened count.
  app.get(
    '/api/ipm/rebalance/latest-report/',
    {
      schema: {
        tags,
        summary: 'The newest rebalance report of the caller’s accounts and how many are unopened',
        security,
        response: answers(ZLatestRebalanceResponseSchema),
      },
      preValidation,
    },
    async (request) =>
      latestRebalanceReport(deps.db, callerOf(request).actingUserId, applicationIdOf(request)),
  );

  // The history: server-paged, filtered by accounts, types and statuses (comma-joined), ordered.
  app.get(
    '/api/ipm/rebalance/reports/',
    {
      schema: {
        tags,
        summary: 'A page of the rebalance reports of the caller’s accounts, filtered and ordered',
        security,
        querystring: ZRebalanceReportsQuerySchema,
        response: answers(ZRebalanceReportsResponseSchema),
      },
      preValidation,
    },
    async (request) => rebalance.listReports(deps, rebalanceCallerOf(request), request.query),
  );

  app.get(
    '/api/ipm/rebalance/report-types/',
    {
      schema: {
        tags,
        summary: 'The rebalance report types',
        security,
        response: answers(ZRebalanceReportTypesResponseSchema),
      },
      preValidation,
    },
    async () => rebalance.reportTypes(),
  );

  app.get(
    '/api/ipm/rebalance/reports/:id/',
    {
      schema: {
        tags,
        summary: 'One rebalance report with its data',
        security,
        params: ZIdPathSchema,
        response: answers(ZRebalanceReportDetailResponseSchema),
      },
      preValidation,
    },
    async (request) =>
      rebalance.reportDetail(deps, rebalanceCallerOf(request), reportIdOf(request.params.id)),
  );

  app.post(
    '/api/ipm/rebalance/reports/:id/mark-seen/',
    {
      schema: {
        tags,
        summary: 'Mark a rebalance report opened',
        security,
        params: ZIdPathSchema,
        body: ZEmptyRequestSchema,
        response: answers(ZRebalanceMarkSeenResponseSchema),
      },
      preValidation,
    },
    async (request) => rebalance.markSeen(deps, rebalanceCallerOf(request), reportIdOf(request.params.id)),
  );
}
