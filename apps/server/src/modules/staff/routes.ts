// The staff console's calls for clients, invitations and the audit log. Every one is for staff acting as
// themselves (requireStaff): a client is refused, and so is a staff member in managed-user mode.
import {
  ZStaffAuditQuerySchema,
  ZStaffClientSearchQuerySchema,
  ZStaffInvitationListQuerySchema,
  ZStaffInvitationRequestSchema,
} from '@portal/contracts/api/staff';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { pathId } from '../../http/ids.ts';
import { parse } from '../../http/validation.ts';
import { requireStaff } from './access.ts';
import { getAuditFilters, getAuditLog } from './audit.ts';
import {
  findClients,
  getClient,
  resetTwoFactor,
  type StaffCaller,
  startActingAs,
  stopActingAs,
  unblock,
} from './clients.ts';
import { findInvitations, inviteApplicant, resendInvitation } from './invitations.ts';

type IdParams = { id: string };

export function staffConsoleRoutes(app: FastifyInstance, deps: Deps): void {
  const staffOf = async (request: FastifyRequest): Promise<StaffCaller> => {
    const ctx = await requireStaff(deps, request);
    return { user: ctx.user, ip: request.ip };
  };

  // --- Clients ---
  app.get('/api/staff/clients/', async (request) => {
    await staffOf(request);
    return findClients(deps, parse(ZStaffClientSearchQuerySchema, request.query));
  });
  app.get<{ Params: IdParams }>('/api/staff/clients/:id/', async (request) => {
    await staffOf(request);
    return getClient(deps, pathId(request.params.id));
  });
  app.post<{ Params: IdParams }>('/api/staff/clients/:id/act-as/', async (request) =>
    startActingAs(deps, await staffOf(request), pathId(request.params.id)),
  );
  app.post<{ Params: IdParams }>('/api/staff/clients/:id/act-as/end/', async (request) =>
    stopActingAs(deps, await staffOf(request), pathId(request.params.id)),
  );
  app.post<{ Params: IdParams }>('/api/staff/clients/:id/unblock/', async (request) =>
    unblock(deps, await staffOf(request), pathId(request.params.id)),
  );
  app.post<{ Params: IdParams }>('/api/staff/clients/:id/reset-two-factor/', async (request) =>
    resetTwoFactor(deps, await staffOf(request), pathId(request.params.id)),
  );

  // --- Invitations ---
  app.get('/api/staff/invitations/', async (request) => {
    await staffOf(request);
    return findInvitations(deps, parse(ZStaffInvitationListQuerySchema, request.query));
  });
  app.post('/api/staff/invitations/', async (request) => {
    const staff = await staffOf(request);
    return inviteApplicant(deps, staff, parse(ZStaffInvitationRequestSchema, request.body));
  });
  app.post<{ Params: IdParams }>('/api/staff/invitations/:id/resend/', async (request) =>
    resendInvitation(deps, await staffOf(request), pathId(request.params.id)),
  );

  // --- Audit log ---
  app.get('/api/staff/audit-log/', async (request) => {
    await staffOf(request);
    return getAuditLog(deps, parse(ZStaffAuditQuerySchema, request.query));
  });
  app.get('/api/staff/audit-log/filters/', async (request) => {
    await staffOf(request);
    return getAuditFilters(deps);
  });
}
