import {
  ZCorporateAccountDetailsRequestSchema,
  ZCorporateAccountDetailsResponseSchema,
  ZCorporateAccountDetailsSchema,
  ZTrustDetailsRequestSchema,
  ZTrustDetailsResponseSchema,
  ZTrustDetailsSchema,
  ZTrustTypesResponseSchema,
} from '@portal/contracts/api/entity-details';
import { ZIdPathSchema } from '@portal/contracts/api/path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { TOKEN_SECURITY } from '../../http/api-docs.ts';
import { pathId } from '../../http/ids.ts';
import { answers } from '../../http/route-schemas.ts';
import { requireMemberAccount } from '../accounts/access.ts';
import { primaryUserOnly } from '../accounts/primary-user.ts';
import { actorOf, callerOf, signedIn } from '../auth/signed-in.ts';
import { findCorporateAccountDetails, findTrustDetails, listTrustTypes } from './queries.ts';
import { saveCorporateDetails, saveTrust } from './service.ts';

const CORPORATE_PATH = '/api/accounts/:id/corporate-details/';
const TRUST_PATH = '/api/accounts/:id/trust-details/';
const tags = ['entity-details'];
const security = TOKEN_SECURITY;

/** Company (or corporate trustee) details and trust details of an account (spec 001 section 7). */
export function entityDetailsRoutes(fastify: FastifyInstance, deps: Deps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preValidation = signedIn(deps);
  const primaryUser = [preValidation, primaryUserOnly(deps)];
  /** Any member of the account may read; another user's account reads as not found. */
  const readable = async (request: FastifyRequest, accountId: string) => {
    const id = pathId(accountId);
    await requireMemberAccount(deps.db, callerOf(request).actingUserId, id);
    return id;
  };

  app.get(
    CORPORATE_PATH,
    {
      schema: {
        tags,
        summary: 'The company (or corporate trustee) details of the account (null before any are given)',
        security,
        params: ZIdPathSchema,
        response: answers(ZCorporateAccountDetailsResponseSchema),
      },
      preValidation,
    },
    async (request) => findCorporateAccountDetails(deps.db, await readable(request, request.params.id)),
  );
  for (const { method, mode, summary } of [
    {
      method: 'POST',
      mode: 'create',
      summary: 'Give the company (or corporate trustee) details of the account',
    },
    {
      method: 'PATCH',
      mode: 'update',
      summary: 'Change the company (or corporate trustee) details of the account',
    },
  ] as const)
    app.route({
      method,
      url: CORPORATE_PATH,
      schema: {
        tags,
        summary,
        security,
        params: ZIdPathSchema,
        body: ZCorporateAccountDetailsRequestSchema,
        response: answers(ZCorporateAccountDetailsSchema),
      },
      preValidation: primaryUser,
      handler: async (request) =>
        saveCorporateDetails(deps, actorOf(request), pathId(request.params.id), request.body, mode),
    });

  app.get(
    '/api/trust-types/',
    {
      schema: {
        tags,
        summary: 'The types of trust',
        security,
        response: answers(ZTrustTypesResponseSchema),
      },
      preValidation,
    },
    async () => listTrustTypes(deps.db),
  );
  app.get(
    TRUST_PATH,
    {
      schema: {
        tags,
        summary: 'The trust details of the account (null before any are given)',
        security,
        params: ZIdPathSchema,
        response: answers(ZTrustDetailsResponseSchema),
      },
      preValidation,
    },
    async (request) => findTrustDetails(deps.db, await readable(request, request.params.id)),
  );
  for (const { method, mode, summary } of [
    { method: 'POST', mode: 'create', summary: 'Give the trust details of a trust or SMSF account' },
    { method: 'PATCH', mode: 'update', summary: 'Change the trust details of the account' },
  ] as const)
    app.route({
      method,
      url: TRUST_PATH,
      schema: {
        tags,
        summary,
        security,
        params: ZIdPathSchema,
        body: ZTrustDetailsRequestSchema,
        response: answers(ZTrustDetailsSchema),
      },
      preValidation: primaryUser,
      handler: async (request) =>
        saveTrust(deps, actorOf(request), pathId(request.params.id), request.body, mode),
    });
}
