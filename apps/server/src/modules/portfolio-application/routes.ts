import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { pathId } from '../../http/ids.ts';
import { authenticate } from '../auth/session-context.ts';
import { listAccountingMethods, listSourcesOfFunds } from './queries.ts';
import { getPortfolioApplication, savePortfolioApplication } from './service.ts';

type IdParams = { id: string };

/** Portfolio details of a private-portfolio application and their lists (spec 001 section 7). */
export function portfolioApplicationRoutes(app: FastifyInstance, deps: Deps): void {
  const actor = async (request: FastifyRequest) => ({
    ...(await authenticate(deps, request)),
    ip: request.ip,
  });

  app.get('/api/source-of-funds/', async (request) => {
    await authenticate(deps, request);
    return listSourcesOfFunds(deps.db);
  });
  app.get('/api/accounting-methods/', async (request) => {
    await authenticate(deps, request);
    return listAccountingMethods(deps.db);
  });
  app.post('/api/portfolio-applications/', async (request) =>
    savePortfolioApplication(deps, await actor(request), request.body, 'create'),
  );
  app.get<{ Params: IdParams }>('/api/portfolio-applications/:id/', async (request) => {
    const ctx = await actor(request);
    return getPortfolioApplication(deps, ctx, pathId(request.params.id));
  });
  app.patch<{ Params: IdParams }>('/api/portfolio-applications/:id/', async (request) => {
    const ctx = await actor(request);
    return savePortfolioApplication(deps, ctx, request.body, 'update', pathId(request.params.id));
  });
}
