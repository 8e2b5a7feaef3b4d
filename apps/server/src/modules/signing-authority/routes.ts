import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { pathId } from '../../http/ids.ts';
import { authenticate } from '../auth/session-context.ts';
import { getSigningAuthority, saveSigningAuthority } from './service.ts';

type IdParams = { id: string };

/** Who signs for an account (spec 001 section 7): create when none exists, otherwise update. */
export function signingAuthorityRoutes(app: FastifyInstance, deps: Deps): void {
  const actor = async (request: FastifyRequest) => ({
    ...(await authenticate(deps, request)),
    ip: request.ip,
  });

  app.get<{ Params: IdParams }>('/api/accounts/:id/signing-authority/', async (request) =>
    getSigningAuthority(deps, await actor(request), pathId(request.params.id)),
  );
  app.post<{ Params: IdParams }>('/api/accounts/:id/signing-authority/', async (request, reply) => {
    const ctx = await actor(request);
    reply.code(201);
    return saveSigningAuthority(deps, ctx, pathId(request.params.id), request.body, 'create');
  });
  app.patch<{ Params: IdParams }>('/api/accounts/:id/signing-authority/', async (request) => {
    const ctx = await actor(request);
    return saveSigningAuthority(deps, ctx, pathId(request.params.id), request.body, 'update');
  });
}
