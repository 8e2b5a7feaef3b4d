import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { pathId } from '../../http/ids.ts';
import { authenticate } from '../auth/session-context.ts';
import { listCorporateTaxCategories } from './queries.ts';
import { getCorporateTax, getIndividualTax, saveCorporateTax, saveIndividualTax } from './service.ts';

type IdParams = { id: string };

/** Individual tax of the acting user; corporate tax of an account and its categories (spec 001 section 7). */
export function taxRoutes(app: FastifyInstance, deps: Deps): void {
  const actor = async (request: FastifyRequest) => ({
    ...(await authenticate(deps, request)),
    ip: request.ip,
  });

  app.get('/api/individual-tax/', async (request) =>
    getIndividualTax(deps, await actor(request), request.query),
  );
  app.post('/api/individual-tax/', async (request) =>
    saveIndividualTax(deps, await actor(request), request.body, null),
  );
  app.patch<{ Params: IdParams }>('/api/individual-tax/:id/', async (request) => {
    const ctx = await actor(request);
    return saveIndividualTax(deps, ctx, request.body, pathId(request.params.id));
  });

  app.get('/api/corporate-tax-categories/', async (request) => {
    await authenticate(deps, request);
    return listCorporateTaxCategories(deps.db);
  });
  app.get<{ Params: IdParams }>('/api/accounts/:id/corporate-tax/', async (request) => {
    const ctx = await actor(request);
    return getCorporateTax(deps, ctx, pathId(request.params.id));
  });
  app.post<{ Params: IdParams }>('/api/accounts/:id/corporate-tax/', async (request) => {
    const ctx = await actor(request);
    return saveCorporateTax(deps, ctx, pathId(request.params.id), request.body, 'create');
  });
  app.patch<{ Params: IdParams }>('/api/accounts/:id/corporate-tax/', async (request) => {
    const ctx = await actor(request);
    return saveCorporateTax(deps, ctx, pathId(request.params.id), request.body, 'update');
  });
}
