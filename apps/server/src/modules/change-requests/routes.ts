import {
  ZChangeRequestActionResponseSchema,
  ZChangeRequestListQuerySchema,
  ZChangeRequestListSchema,
  ZChangeRequestSchema,
  ZSignUrlResponseSchema,
} from '@portal/contracts/api/change-requests';
import { ERROR_RESPONSES, ZEmptyRequestSchema } from '@portal/contracts/api/errors';
import { ZIdPathSchema } from '@portal/contracts/api/path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { TOKEN_SECURITY } from '../../http/api-docs.ts';
import { pathId } from '../../http/ids.ts';
import { answers } from '../../http/route-schemas.ts';
import { callerOf, signedIn } from '../auth/signed-in.ts';
import { signUrlFor } from '../esign/service.ts';
import './kinds/application.ts';
import {
  confirmChangeRequest,
  declineChangeRequest,
  getChangeRequest,
  listChangeRequests,
  markChangeRequestViewed,
} from './service.ts';

const tags = ['change requests'];
const security = TOKEN_SECURITY;

/** Change requests of an account and their signing (spec 001 section 7). */
export function changeRequestRoutes(fastify: FastifyInstance, deps: Deps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preValidation = signedIn(deps);
  const evidenceOf = (request: FastifyRequest) => ({
    typed_name: null,
    ip: request.ip,
    user_agent: (request.headers['user-agent'] ?? '').slice(0, 500),
  });
  const idOf = (request: { params: { id: string } }) => pathId(request.params.id);

  app.get(
    '/api/change-requests/',
    {
      schema: {
        tags,
        summary: 'The change requests of an account that the caller may see',
        security,
        querystring: ZChangeRequestListQuerySchema,
        response: answers(ZChangeRequestListSchema),
      },
      preValidation,
    },
    async (request) => listChangeRequests(deps, callerOf(request), Number(request.query.account)),
  );

  app.get(
    '/api/change-requests/:id/',
    {
      schema: {
        tags,
        summary: 'A change request, as the caller sees it',
        security,
        params: ZIdPathSchema,
        response: answers(ZChangeRequestSchema),
      },
      preValidation,
    },
    async (request) => getChangeRequest(deps, callerOf(request), idOf(request)),
  );

  app.get(
    '/api/change-requests/:id/sign-url/',
    {
      schema: {
        tags,
        summary: 'The caller’s signing URL (202 with none while the documents are prepared: ask again)',
        security,
        params: ZIdPathSchema,
        response: { 200: ZSignUrlResponseSchema, 202: ZSignUrlResponseSchema, ...ERROR_RESPONSES },
      },
      preValidation,
    },
    async (request, reply) => {
      const answer = await signUrlFor(deps, callerOf(request), idOf(request));
      return reply.status(answer.status).send(answer.body);
    },
  );

  app.post(
    '/api/change-requests/:id/confirm/',
    {
      schema: {
        tags,
        summary: 'Record that the caller signed the request (once the provider has their signature)',
        security,
        params: ZIdPathSchema,
        body: ZEmptyRequestSchema,
        response: answers(ZChangeRequestActionResponseSchema),
      },
      preValidation,
    },
    async (request) => confirmChangeRequest(deps, callerOf(request), idOf(request), evidenceOf(request)),
  );

  app.post(
    '/api/change-requests/:id/decline/',
    {
      schema: {
        tags,
        summary: 'Decline the request',
        security,
        params: ZIdPathSchema,
        body: ZEmptyRequestSchema,
        response: answers(ZChangeRequestActionResponseSchema),
      },
      preValidation,
    },
    async (request) => declineChangeRequest(deps, callerOf(request), idOf(request), evidenceOf(request)),
  );

  app.post(
    '/api/change-requests/:id/mark-as-viewed/',
    {
      schema: {
        tags,
        summary: 'Mark the request as viewed by the caller',
        security,
        params: ZIdPathSchema,
        body: ZEmptyRequestSchema,
        response: answers(ZChangeRequestActionResponseSchema),
      },
      preValidation,
    },
    async (request) => markChangeRequestViewed(deps, callerOf(request), idOf(request)),
  );
}
