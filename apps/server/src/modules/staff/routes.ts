// The staff console's calls for clients, invitations and the audit log. Every one is for staff acting as
// themselves (staffOnly): a client is refused, and so is a staff member in managed-user mode.
import { ZEmptyRequestSchema } from '@portal/contracts/api/errors';
import { ZIdPathSchema } from '@portal/contracts/api/path';
import {
  ZStaffActAsResponseSchema,
  ZStaffAuditFiltersResponseSchema,
  ZStaffAuditQuerySchema,
  ZStaffAuditResponseSchema,
  ZStaffClientDetailResponseSchema,
  ZStaffClientListResponseSchema,
  ZStaffClientSearchQuerySchema,
  ZStaffDetailResponseSchema,
  ZStaffInvitationCreatedResponseSchema,
  ZStaffInvitationListQuerySchema,
  ZStaffInvitationListResponseSchema,
  ZStaffInvitationRequestSchema,
} from '@portal/contracts/api/staff';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { TOKEN_SECURITY } from '../../http/api-docs.ts';
import { pathId } from '../../http/ids.ts';
import { answers } from '../../http/route-schemas.ts';
import { staffCallerOf, staffOnly } from './access.ts';
import { getAuditFilters, getAuditLog } from './audit.ts';
import { findClients, getClient, resetTwoFactor, startActingAs, stopActingAs, unblock } from './clients.ts';
import { findInvitations, inviteApplicant, resendInvitation } from './invitations.ts';

const tags = ['staff'];
const security = TOKEN_SECURITY;

export function staffConsoleRoutes(fastify: FastifyInstance, deps: Deps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preValidation = staffOnly(deps);

  // --- Clients ---
  app.get(
    '/api/staff/clients/',
    {
      schema: {
        tags,
        summary: 'Search clients by name, e-mail, mobile or an account’s name, ABN or ACN',
        security,
        querystring: ZStaffClientSearchQuerySchema,
        response: answers(ZStaffClientListResponseSchema),
      },
      preValidation,
    },
    async (request) => findClients(deps, request.query),
  );

  app.get(
    '/api/staff/clients/:id/',
    {
      schema: {
        tags,
        summary: 'A client with their accounts, invitations and recent activity',
        security,
        params: ZIdPathSchema,
        response: answers(ZStaffClientDetailResponseSchema),
      },
      preValidation,
    },
    async (request) => getClient(deps, pathId(request.params.id)),
  );

  app.post(
    '/api/staff/clients/:id/act-as/',
    {
      schema: {
        tags,
        summary: 'Start acting as a client (managed-user mode); the act is logged',
        security,
        params: ZIdPathSchema,
        body: ZEmptyRequestSchema,
        response: answers(ZStaffActAsResponseSchema),
      },
      preValidation,
    },
    async (request) => startActingAs(deps, staffCallerOf(request), pathId(request.params.id)),
  );

  app.post(
    '/api/staff/clients/:id/act-as/end/',
    {
      schema: {
        tags,
        summary: 'Stop acting as a client; the act is logged',
        security,
        params: ZIdPathSchema,
        body: ZEmptyRequestSchema,
        response: answers(ZStaffDetailResponseSchema),
      },
      preValidation,
    },
    async (request) => stopActingAs(deps, staffCallerOf(request), pathId(request.params.id)),
  );

  app.post(
    '/api/staff/clients/:id/unblock/',
    {
      schema: {
        tags,
        summary: 'Lift a client’s sign-in block and tell them by e-mail',
        security,
        params: ZIdPathSchema,
        body: ZEmptyRequestSchema,
        response: answers(ZStaffDetailResponseSchema),
      },
      preValidation,
    },
    async (request) => unblock(deps, staffCallerOf(request), pathId(request.params.id)),
  );

  app.post(
    '/api/staff/clients/:id/reset-two-factor/',
    {
      schema: {
        tags,
        summary: 'Turn off a client’s login two-factor authentication',
        security,
        params: ZIdPathSchema,
        body: ZEmptyRequestSchema,
        response: answers(ZStaffDetailResponseSchema),
      },
      preValidation,
    },
    async (request) => resetTwoFactor(deps, staffCallerOf(request), pathId(request.params.id)),
  );

  // --- Invitations ---
  app.get(
    '/api/staff/invitations/',
    {
      schema: {
        tags,
        summary: 'A page of the invitations sent, filtered by status and searched',
        security,
        querystring: ZStaffInvitationListQuerySchema,
        response: answers(ZStaffInvitationListResponseSchema),
      },
      preValidation,
    },
    async (request) => findInvitations(deps, request.query),
  );

  app.post(
    '/api/staff/invitations/',
    {
      schema: {
        tags,
        summary: 'Invite a new primary applicant (link by e-mail, code by SMS)',
        security,
        body: ZStaffInvitationRequestSchema,
        response: answers(ZStaffInvitationCreatedResponseSchema),
      },
      preValidation,
    },
    async (request) => inviteApplicant(deps, staffCallerOf(request), request.body),
  );

  app.post(
    '/api/staff/invitations/:id/resend/',
    {
      schema: {
        tags,
        summary: 'Send a fresh invitation in place of one nobody has taken up',
        security,
        params: ZIdPathSchema,
        body: ZEmptyRequestSchema,
        response: answers(ZStaffDetailResponseSchema),
      },
      preValidation,
    },
    async (request) => resendInvitation(deps, staffCallerOf(request), pathId(request.params.id)),
  );

  // --- Audit log ---
  app.get(
    '/api/staff/audit-log/',
    {
      schema: {
        tags,
        summary: 'A page of the audit log, filtered by staff member, client, action and dates',
        security,
        querystring: ZStaffAuditQuerySchema,
        response: answers(ZStaffAuditResponseSchema),
      },
      preValidation,
    },
    async (request) => getAuditLog(deps, request.query),
  );

  app.get(
    '/api/staff/audit-log/filters/',
    {
      schema: {
        tags,
        summary: 'The staff members and actions the audit log can be filtered by',
        security,
        response: answers(ZStaffAuditFiltersResponseSchema),
      },
      preValidation,
    },
    async () => getAuditFilters(deps),
  );
}
