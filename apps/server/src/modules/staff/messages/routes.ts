import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../../deps.ts';
import { pathId } from '../../../http/ids.ts';
import { requireStaff } from '../access.ts';
import { listUndeliveredMessages, retryDeadMessage } from './service.ts';

/** The outbox's undelivered messages for staff acting as themselves, and the retry of a dead one. */
export function staffMessageRoutes(app: FastifyInstance, deps: Deps): void {
  const staffOf = async (request: FastifyRequest) => ({
    user: (await requireStaff(deps, request)).user,
    ip: request.ip,
  });

  app.get('/api/staff/messages/', async (request) => {
    await staffOf(request);
    return listUndeliveredMessages(deps);
  });
  app.post<{ Params: { id: string } }>('/api/staff/messages/:id/retry/', async (request) =>
    retryDeadMessage(deps, await staffOf(request), pathId(request.params.id)),
  );
}
