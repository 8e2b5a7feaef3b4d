import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { pathId } from '../../http/ids.ts';
import { authenticate } from '../auth/session-context.ts';
import { getPeople, removePerson, saveBeneficialOwners, saveDirectors, saveIndividuals } from './service.ts';

type IdParams = { id: string };
type PersonParams = { id: string; personId: string };

/** The people of an application: individuals and trustees, directors, beneficial owners (spec 001 section 7). */
export function peopleRoutes(app: FastifyInstance, deps: Deps): void {
  const actor = async (request: FastifyRequest) => ({
    ...(await authenticate(deps, request)),
    ip: request.ip,
  });

  app.get<{ Params: IdParams }>('/api/accounts/:id/secondary-users/', async (request) =>
    getPeople(deps, await actor(request), pathId(request.params.id), 'members'),
  );
  app.post<{ Params: IdParams }>('/api/accounts/:id/secondary-users/', async (request, reply) => {
    const ctx = await actor(request);
    reply.code(201);
    return saveIndividuals(deps, ctx, pathId(request.params.id), request.body, 'add');
  });
  app.put<{ Params: IdParams }>('/api/accounts/:id/secondary-users/', async (request) => {
    const ctx = await actor(request);
    return saveIndividuals(deps, ctx, pathId(request.params.id), request.body, 'replace');
  });
  app.delete<{ Params: PersonParams }>(
    '/api/accounts/:id/secondary-users/:personId/',
    async (request, reply) => {
      const ctx = await actor(request);
      await removePerson(deps, ctx, pathId(request.params.id), pathId(request.params.personId));
      return reply.code(204).send();
    },
  );

  app.patch<{ Params: IdParams }>('/api/accounts/:id/directors/', async (request) => {
    const ctx = await actor(request);
    return saveDirectors(deps, ctx, pathId(request.params.id), request.body);
  });

  app.get<{ Params: IdParams }>('/api/accounts/:id/beneficial-owners/', async (request) =>
    getPeople(deps, await actor(request), pathId(request.params.id), 'beneficial'),
  );
  app.post<{ Params: IdParams }>('/api/accounts/:id/beneficial-owners/', async (request, reply) => {
    const ctx = await actor(request);
    reply.code(201);
    return saveBeneficialOwners(deps, ctx, pathId(request.params.id), request.body, 'add');
  });
  app.put<{ Params: IdParams }>('/api/accounts/:id/beneficial-owners/', async (request) => {
    const ctx = await actor(request);
    return saveBeneficialOwners(deps, ctx, pathId(request.params.id), request.body, 'replace');
  });
}
