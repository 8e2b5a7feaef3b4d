import { ZEmptyRequestSchema } from '@portal/contracts/api/errors';
import { ZIdPathSchema } from '@portal/contracts/api/path';
import {
  ZIpsReviewDecisionResponseSchema,
  ZIpsReviewDetailResponseSchema,
  ZIpsReviewQueueQuerySchema,
  ZIpsReviewQueueResponseSchema,
  ZReturnIpsRequestSchema,
} from '@portal/contracts/api/staff-ips-review';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { TOKEN_SECURITY } from '../../http/api-docs.ts';
import { pathId } from '../../http/ids.ts';
import { answers } from '../../http/route-schemas.ts';
import { staffCallerOf, staffOnly } from './access.ts';
import { approveIps, returnIps, reviewDetail, reviewQueue } from './ips-review.ts';

const tags = ['staff'];
const security = TOKEN_SECURITY;

/** The portfolio manager's review of IPS versions: the queue, one IPS, approve or return it. */
export function staffIpsReviewRoutes(fastify: FastifyInstance, deps: Deps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preValidation = staffOnly(deps);

  app.get(
    '/api/staff/ips-reviews/',
    {
      schema: {
        tags,
        summary: 'A page of the investment policy statements awaiting a portfolio manager',
        security,
        querystring: ZIpsReviewQueueQuerySchema,
        response: answers(ZIpsReviewQueueResponseSchema),
      },
      preValidation,
    },
    async (request) => reviewQueue(deps, request.query),
  );

  app.get(
    '/api/staff/ips-reviews/:id/',
    {
      schema: {
        tags,
        summary: 'An investment policy statement in review, with its custom strategies and restrictions',
        security,
        params: ZIdPathSchema,
        response: answers(ZIpsReviewDetailResponseSchema),
      },
      preValidation,
    },
    async (request) => reviewDetail(deps, staffCallerOf(request), pathId(request.params.id)),
  );

  app.post(
    '/api/staff/ips-reviews/:id/approve/',
    {
      schema: {
        tags,
        summary: 'Approve an investment policy statement: it becomes the account’s active IPS',
        security,
        params: ZIdPathSchema,
        body: ZEmptyRequestSchema,
        response: answers(ZIpsReviewDecisionResponseSchema),
      },
      preValidation,
    },
    async (request) => approveIps(deps, staffCallerOf(request), pathId(request.params.id)),
  );

  app.post(
    '/api/staff/ips-reviews/:id/return/',
    {
      schema: {
        tags,
        summary: 'Return an investment policy statement to its members with a reason (back to draft)',
        security,
        params: ZIdPathSchema,
        body: ZReturnIpsRequestSchema,
        response: answers(ZIpsReviewDecisionResponseSchema),
      },
      preValidation,
    },
    async (request) =>
      returnIps(deps, staffCallerOf(request), pathId(request.params.id), request.body.reason),
  );
}
