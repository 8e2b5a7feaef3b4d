import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { pathId } from '../../http/ids.ts';
import { authenticate } from '../auth/session-context.ts';
import { ipsBooklet } from './booklet.ts';
import './ips-change-request.ts';
import { listHoldingArrangements, listTailoredLabels } from './queries.ts';
import {
  deleteDraft,
  getAccountIps,
  getAllocation,
  getIndustryRestrictions,
  getIps,
  getSecurityRestrictions,
  patchIps,
  putAllocation,
  saveIndustryRestrictions,
  saveSecurityRestrictions,
  sendForSignature,
  startIps,
} from './service.ts';

type IdParams = { id: string };
const BOOKLET_FILE = '/api/ips/booklet/file/';

/** The investment policy statement calls (spec 001 section 7, Portfolio and IPS). */
export function ipsRoutes(app: FastifyInstance, deps: Deps): void {
  const actor = async (request: FastifyRequest) => ({
    ...(await authenticate(deps, request)),
    ip: request.ip,
  });
  const id = (request: FastifyRequest<{ Params: IdParams }>) => pathId(request.params.id);

  app.get('/api/ips/tailored-labels/', async (request) => {
    await authenticate(deps, request);
    return listTailoredLabels(deps.db);
  });
  app.get('/api/ips/holding-arrangements/', async (request) => {
    await authenticate(deps, request);
    return listHoldingArrangements(deps.db);
  });
  app.get('/api/ips/booklet/', async (request) => {
    await authenticate(deps, request);
    return { booklet: BOOKLET_FILE };
  });
  // The booklet is the provider's product information, the same for everyone: a plain link opens it.
  app.get(BOOKLET_FILE, async (_request, reply) => {
    const pdf = await ipsBooklet(deps.db);
    return reply
      .type('application/pdf')
      .header('Content-Disposition', 'inline; filename="investment-options-booklet.pdf"')
      .send(pdf);
  });

  app.post('/api/ips/', async (request) => startIps(deps, await actor(request), request.body));
  app.get<{ Params: IdParams }>('/api/accounts/:id/ips/', async (request) =>
    getAccountIps(deps, await actor(request), id(request)),
  );
  app.get<{ Params: IdParams }>('/api/ips/:id/', async (request) =>
    getIps(deps, await actor(request), id(request)),
  );
  app.patch<{ Params: IdParams }>('/api/ips/:id/', async (request) =>
    patchIps(deps, await actor(request), id(request), request.body),
  );
  app.delete<{ Params: IdParams }>('/api/ips/:id/', async (request, reply) => {
    await deleteDraft(deps, await actor(request), id(request));
    return reply.status(204).send();
  });

  app.post<{ Params: IdParams }>('/api/ips/:id/send-for-signature/', async (request) =>
    sendForSignature(deps, await actor(request), id(request)),
  );

  app.get<{ Params: IdParams }>('/api/ips/:id/strategic-asset-allocation/', async (request) =>
    getAllocation(deps, await actor(request), id(request)),
  );
  app.put<{ Params: IdParams }>('/api/ips/:id/strategic-asset-allocation/', async (request) =>
    putAllocation(deps, await actor(request), id(request), request.body),
  );
  app.get<{ Params: IdParams }>('/api/ips/:id/industry-restrictions/', async (request) =>
    getIndustryRestrictions(deps, await actor(request), id(request)),
  );
  app.post<{ Params: IdParams }>('/api/ips/:id/industry-restrictions/', async (request) =>
    saveIndustryRestrictions(deps, await actor(request), id(request), request.body),
  );
  app.get<{ Params: IdParams }>('/api/ips/:id/security-restrictions/', async (request) =>
    getSecurityRestrictions(deps, await actor(request), id(request)),
  );
  app.post<{ Params: IdParams }>('/api/ips/:id/security-restrictions/', async (request) =>
    saveSecurityRestrictions(deps, await actor(request), id(request), request.body),
  );
}
