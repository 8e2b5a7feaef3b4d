import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { pathId } from '../../http/ids.ts';
import { requireMemberAccount } from '../accounts/access.ts';
import { authenticate } from '../auth/session-context.ts';
import { findCorporateAccountDetails, findTrustDetails, listTrustTypes } from './queries.ts';
import { saveCorporateDetails, saveTrust } from './service.ts';

type IdParams = { id: string };

/** Company (or corporate trustee) details and trust details of an account (spec 001 section 7). */
export function entityDetailsRoutes(app: FastifyInstance, deps: Deps): void {
  const actor = async (request: FastifyRequest) => ({
    ...(await authenticate(deps, request)),
    ip: request.ip,
  });
  /** Any member of the account may read; another user's account reads as not found. */
  const readable = async (request: FastifyRequest<{ Params: IdParams }>) => {
    const ctx = await actor(request);
    const id = pathId(request.params.id);
    await requireMemberAccount(deps.db, ctx.actingUserId, id);
    return id;
  };

  app.get<{ Params: IdParams }>('/api/accounts/:id/corporate-details/', async (request) =>
    findCorporateAccountDetails(deps.db, await readable(request)),
  );
  app.post<{ Params: IdParams }>('/api/accounts/:id/corporate-details/', async (request) => {
    const ctx = await actor(request);
    return saveCorporateDetails(deps, ctx, pathId(request.params.id), request.body, 'create');
  });
  app.patch<{ Params: IdParams }>('/api/accounts/:id/corporate-details/', async (request) => {
    const ctx = await actor(request);
    return saveCorporateDetails(deps, ctx, pathId(request.params.id), request.body, 'update');
  });

  app.get('/api/trust-types/', async (request) => {
    await authenticate(deps, request);
    return listTrustTypes(deps.db);
  });
  app.get<{ Params: IdParams }>('/api/accounts/:id/trust-details/', async (request) =>
    findTrustDetails(deps.db, await readable(request)),
  );
  app.post<{ Params: IdParams }>('/api/accounts/:id/trust-details/', async (request) => {
    const ctx = await actor(request);
    return saveTrust(deps, ctx, pathId(request.params.id), request.body, 'create');
  });
  app.patch<{ Params: IdParams }>('/api/accounts/:id/trust-details/', async (request) => {
    const ctx = await actor(request);
    return saveTrust(deps, ctx, pathId(request.params.id), request.body, 'update');
  });
}
