import { ERROR_RESPONSES, ZNoContentSchema } from '@portal/contracts/api/errors';
import { ZIdPathSchema } from '@portal/contracts/api/path';
import {
  ZBeneficialOwnersRequestSchema,
  ZBeneficialOwnersResponseSchema,
  ZDirectorsRequestSchema,
  ZDirectorsResponseSchema,
  ZPersonPathSchema,
  ZSecondaryUsersRequestSchema,
  ZSecondaryUsersResponseSchema,
} from '@portal/contracts/api/people';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { TOKEN_SECURITY } from '../../http/api-docs.ts';
import { pathId } from '../../http/ids.ts';
import { answers, BODY_PARSED_BY_SERVICE, created } from '../../http/route-schemas.ts';
import { primaryUserOnly } from '../accounts/primary-user.ts';
import { actorOf, signedIn } from '../auth/signed-in.ts';
import {
  getBeneficialOwners,
  getMembers,
  removePerson,
  saveBeneficialOwners,
  saveDirectors,
  saveIndividuals,
} from './service.ts';

const MEMBERS_PATH = '/api/accounts/:id/secondary-users/';
const BENEFICIAL_PATH = '/api/accounts/:id/beneficial-owners/';
const tags = ['people'];
const security = TOKEN_SECURITY;

/** The people of an application: individuals and trustees, directors, beneficial owners (spec 001 section 7). */
export function peopleRoutes(fastify: FastifyInstance, deps: Deps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preValidation = signedIn(deps);
  const primaryUser = [preValidation, primaryUserOnly(deps)];

  app.get(
    MEMBERS_PATH,
    {
      schema: {
        tags,
        summary: 'The account’s members besides the primary user (joint holders, trustees, directors)',
        security,
        params: ZIdPathSchema,
        response: answers(ZSecondaryUsersResponseSchema),
      },
      preValidation,
    },
    async (request) => getMembers(deps, actorOf(request), pathId(request.params.id)),
  );
  app.post(
    MEMBERS_PATH,
    {
      schema: {
        tags,
        summary: 'Add joint holders or individual trustees, and invite them',
        security,
        params: ZIdPathSchema,
        body: ZSecondaryUsersRequestSchema,
        response: created(ZSecondaryUsersResponseSchema),
      },
      preValidation,
      ...BODY_PARSED_BY_SERVICE,
    },
    async (request, reply) => {
      const accountId = pathId(request.params.id);
      const saved = await saveIndividuals(deps, actorOf(request), accountId, request.body, 'add');
      return reply.code(201).send(saved);
    },
  );
  app.put(
    MEMBERS_PATH,
    {
      schema: {
        tags,
        summary: 'Replace the joint holders or individual trustees (people with an id are kept)',
        security,
        params: ZIdPathSchema,
        body: ZSecondaryUsersRequestSchema,
        response: answers(ZSecondaryUsersResponseSchema),
      },
      preValidation,
      ...BODY_PARSED_BY_SERVICE,
    },
    async (request) =>
      saveIndividuals(deps, actorOf(request), pathId(request.params.id), request.body, 'replace'),
  );
  app.delete(
    `${MEMBERS_PATH}:personId/`,
    {
      schema: {
        tags,
        summary: 'Remove one person of the account (any list)',
        security,
        params: ZPersonPathSchema,
        response: { 204: ZNoContentSchema, ...ERROR_RESPONSES },
      },
      preValidation,
    },
    async (request, reply) => {
      const { id, personId } = request.params;
      await removePerson(deps, actorOf(request), pathId(id), pathId(personId));
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/api/accounts/:id/directors/',
    {
      schema: {
        tags,
        summary: 'The primary user’s director role and the other directors (company or corporate trustee)',
        security,
        params: ZIdPathSchema,
        body: ZDirectorsRequestSchema,
        response: answers(ZDirectorsResponseSchema),
      },
      preValidation: primaryUser,
    },
    async (request) => saveDirectors(deps, actorOf(request), pathId(request.params.id), request.body),
  );

  app.get(
    BENEFICIAL_PATH,
    {
      schema: {
        tags,
        summary: 'The beneficial owners of a company or trust account',
        security,
        params: ZIdPathSchema,
        response: answers(ZBeneficialOwnersResponseSchema),
      },
      preValidation,
    },
    async (request) => getBeneficialOwners(deps, actorOf(request), pathId(request.params.id)),
  );
  app.post(
    BENEFICIAL_PATH,
    {
      schema: {
        tags,
        summary: 'Add beneficial owners, and invite them',
        security,
        params: ZIdPathSchema,
        body: ZBeneficialOwnersRequestSchema,
        response: created(ZBeneficialOwnersResponseSchema),
      },
      preValidation: primaryUser,
    },
    async (request, reply) => {
      const accountId = pathId(request.params.id);
      const saved = await saveBeneficialOwners(deps, actorOf(request), accountId, request.body, 'add');
      return reply.code(201).send(saved);
    },
  );
  app.put(
    BENEFICIAL_PATH,
    {
      schema: {
        tags,
        summary: 'Replace the beneficial owners (people with an id are kept)',
        security,
        params: ZIdPathSchema,
        body: ZBeneficialOwnersRequestSchema,
        response: answers(ZBeneficialOwnersResponseSchema),
      },
      preValidation: primaryUser,
    },
    async (request) =>
      saveBeneficialOwners(deps, actorOf(request), pathId(request.params.id), request.body, 'replace'),
  );
}
