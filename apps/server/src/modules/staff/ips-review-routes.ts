import { ZIpsReviewQueueQuerySchema, ZReturnIpsRequestSchema } from '@portal/contracts/api/staff-ips-review';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { pathId } from '../../http/ids.ts';
import { parse } from '../../http/validation.ts';
import { requireStaff } from './access.ts';
import { approveIps, returnIps, reviewDetail, reviewQueue } from './ips-review.ts';

type Params = { id?: string };

/** The portfolio manager's review of IPS versions: the queue, one IPS, approve or return it. */
export function staffIpsReviewRoutes(app: FastifyInstance, deps: Deps): void {
  const staffOf = async (request: FastifyRequest) => ({
    ...(await requireStaff(deps, request)),
    ip: request.ip,
  });

  app.get('/api/staff/ips-reviews/', async (request) => {
    await requireStaff(deps, request);
    return reviewQueue(deps, parse(ZIpsReviewQueueQuerySchema, request.query));
  });
  app.get<{ Params: Params }>('/api/staff/ips-reviews/:id/', async (request) =>
    reviewDetail(deps, await staffOf(request), pathId(request.params.id)),
  );
  app.post<{ Params: Params }>('/api/staff/ips-reviews/:id/approve/', async (request) =>
    approveIps(deps, await staffOf(request), pathId(request.params.id)),
  );
  app.post<{ Params: Params }>('/api/staff/ips-reviews/:id/return/', async (request) => {
    const staff = await staffOf(request);
    const { reason } = parse(ZReturnIpsRequestSchema, request.body);
    return returnIps(deps, staff, pathId(request.params.id), reason);
  });
}
