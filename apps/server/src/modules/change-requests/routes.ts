import { ZChangeRequestListQuerySchema } from '@portal/contracts/api/change-requests';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { pathId } from '../../http/ids.ts';
import { parse } from '../../http/validation.ts';
import { authenticate } from '../auth/session-context.ts';
import { signUrlFor } from '../esign/service.ts';
import './kinds/application.ts';
import {
  confirmChangeRequest,
  declineChangeRequest,
  getChangeRequest,
  listChangeRequests,
  markChangeRequestViewed,
} from './service.ts';

type IdParams = { id: string };

/** Change requests of an account and their signing (spec 001 section 7). */
export function changeRequestRoutes(app: FastifyInstance, deps: Deps): void {
  const evidenceOf = (request: FastifyRequest) => ({
    typedName: null,
    ip: request.ip,
    userAgent: (request.headers['user-agent'] ?? '').slice(0, 500),
  });

  app.get('/api/change-requests/', async (request) => {
    const ctx = await authenticate(deps, request);
    const query = parse(ZChangeRequestListQuerySchema, request.query);
    return listChangeRequests(deps, ctx, Number(query.account));
  });
  app.get<{ Params: IdParams }>('/api/change-requests/:id/', async (request) => {
    const ctx = await authenticate(deps, request);
    return getChangeRequest(deps, ctx, pathId(request.params.id));
  });
  app.get<{ Params: IdParams }>('/api/change-requests/:id/sign-url/', async (request, reply) => {
    const ctx = await authenticate(deps, request);
    const answer = await signUrlFor(deps, ctx, pathId(request.params.id));
    return reply.status(answer.status).send(answer.body);
  });
  app.post<{ Params: IdParams }>('/api/change-requests/:id/confirm/', async (request) => {
    const ctx = await authenticate(deps, request);
    return confirmChangeRequest(deps, ctx, pathId(request.params.id), evidenceOf(request));
  });
  app.post<{ Params: IdParams }>('/api/change-requests/:id/decline/', async (request) => {
    const ctx = await authenticate(deps, request);
    return declineChangeRequest(deps, ctx, pathId(request.params.id), evidenceOf(request));
  });
  app.post<{ Params: IdParams }>('/api/change-requests/:id/mark-as-viewed/', async (request) => {
    const ctx = await authenticate(deps, request);
    return markChangeRequestViewed(deps, ctx, pathId(request.params.id));
  });
}
