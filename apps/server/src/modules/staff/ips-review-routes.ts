import {
  ZIpsReviewQueueQuerySchema,
  ZIpsReviewQueueResponseSchema,
  ZReturnIpsRequestSchema,
} from '@portal/contracts/api/staff-ips-review';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { TOKEN_SECURITY } from '../../http/api-docs.ts';
import { pathId } from '../../http/ids.ts';
import { answers } from '../../http/route-schemas.ts';
import { parse } from '../../http/validation.ts';
import { requireStaff, staffOnly } from './access.ts';
import { approveIps, returnIps, reviewDetail, reviewQueue } from './ips-review.ts';

type Params = { id?: string };

/** The portfolio manager's review of IPS versions: the queue, one IPS, approve or return it. */
export function staffIpsReviewRoutes(fastify: FastifyInstance, deps: Deps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const staffOf = async (request: FastifyRequest) => ({
    ...(await requireStaff(deps, request)),
    ip: request.ip,
  });

  app.get(
    '/api/staff/ips-reviews/',
    {
      schema: {
        tags: ['staff'],
        summary: 'A page of the investment policy statements awaiting a portfolio manager',
        security: TOKEN_SECURITY,
        querystring: ZIpsReviewQueueQuerySchema,
        response: answers(ZIpsReviewQueueResponseSchema),
      },
      preValidation: staffOnly(deps),
    },
    async (request) => reviewQueue(deps, request.query),
  );
  fastify.get<{ Params: Params }>('/api/staff/ips-reviews/:id/', async (request) =>
    reviewDetail(deps, await staffOf(request), pathId(request.params.id)),
  );
  fastify.post<{ Params: Params }>('/api/staff/ips-reviews/:id/approve/', async (request) =>
    approveIps(deps, await staffOf(request), pathId(request.params.id)),
  );
  fastify.post<{ Params: Params }>('/api/staff/ips-reviews/:id/return/', async (request) => {
    const staff = await staffOf(request);
    const { reason } = parse(ZReturnIpsRequestSchema, request.body);
    return returnIps(deps, staff, pathId(request.params.id), reason);
  });
}
