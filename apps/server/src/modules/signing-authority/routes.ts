import { ZIdPathSchema } from '@portal/contracts/api/path';
import {
  ZSigningAuthorityRequestSchema,
  ZSigningAuthorityResponseSchema,
} from '@portal/contracts/api/signing-authority';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { TOKEN_SECURITY } from '../../http/api-docs.ts';
import { pathId } from '../../http/ids.ts';
import { answers, created } from '../../http/route-schemas.ts';
import { primaryUserOnly } from '../accounts/primary-user.ts';
import { actorOf, signedIn } from '../auth/signed-in.ts';
import { getSigningAuthority, saveSigningAuthority } from './service.ts';

const PATH = '/api/accounts/:id/signing-authority/';
const tags = ['signing-authority'];
const security = TOKEN_SECURITY;

/** Who signs for an account (spec 001 section 7): create when none exists, otherwise update. */
export function signingAuthorityRoutes(fastify: FastifyInstance, deps: Deps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preValidation = signedIn(deps);
  const primaryUser = [preValidation, primaryUserOnly(deps)];

  app.get(
    PATH,
    {
      schema: {
        tags,
        summary: 'The account’s signing authority, the members who may sign, and whether it may change',
        security,
        params: ZIdPathSchema,
        response: answers(ZSigningAuthorityResponseSchema),
      },
      preValidation,
    },
    async (request) => getSigningAuthority(deps, actorOf(request), pathId(request.params.id)),
  );
  app.post(
    PATH,
    {
      schema: {
        tags,
        summary: 'Set who signs for the account (primary user, before submission)',
        security,
        params: ZIdPathSchema,
        body: ZSigningAuthorityRequestSchema,
        response: created(ZSigningAuthorityResponseSchema),
      },
      preValidation: primaryUser,
    },
    async (request, reply) => {
      const accountId = pathId(request.params.id);
      const saved = await saveSigningAuthority(deps, actorOf(request), accountId, request.body, 'create');
      return reply.code(201).send(saved);
    },
  );
  app.patch(
    PATH,
    {
      schema: {
        tags,
        summary: 'Change who signs for the account (primary user, before submission)',
        security,
        params: ZIdPathSchema,
        body: ZSigningAuthorityRequestSchema,
        response: answers(ZSigningAuthorityResponseSchema),
      },
      preValidation: primaryUser,
    },
    async (request) =>
      saveSigningAuthority(deps, actorOf(request), pathId(request.params.id), request.body, 'update'),
  );
}
