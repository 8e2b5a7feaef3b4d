import { ZDetailResponseSchema } from '@portal/contracts/api/auth';
import { ZEmptyRequestSchema } from '@portal/contracts/api/errors';
import { ZIdPathSchema } from '@portal/contracts/api/path';
import {
  ZShareableAccountsResponseSchema,
  ZSharedAccessGrantsResponseSchema,
  ZSharedAccessInviteRequestSchema,
  ZSharedAccessTokenPathSchema,
  ZViewableInvestorsResponseSchema,
  ZViewerInvitationResponseSchema,
} from '@portal/contracts/api/shared-access';
import { zViewerSignUpForm } from '@portal/contracts/forms/invitations';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { PUBLIC, TOKEN_SECURITY } from '../../http/api-docs.ts';
import { applicationIdOf } from '../../http/application-id.ts';
import { pathId } from '../../http/ids.ts';
import { answers } from '../../http/route-schemas.ts';
import { callerOf, signedIn } from '../auth/signed-in.ts';
import * as shared from './service.ts';

const tags = ['shared access'];
const security = TOKEN_SECURITY;
const SETTINGS = '/api/profiles/my/shared-access/';
const INVITATION = '/api/shared-access/invitations/:token/';

/** Read-only access for an accountant (issue 20, part 4): the investor's settings and the invitation. */
export function sharedAccessRoutes(fastify: FastifyInstance, deps: Deps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preValidation = signedIn(deps);
  const caller = (request: FastifyRequest) => ({ ip: request.ip, applicationId: applicationIdOf(request) });

  app.get(
    SETTINGS,
    {
      schema: {
        tags,
        summary: 'The people the investor shares accounts with (invited or active)',
        security,
        response: answers(ZSharedAccessGrantsResponseSchema),
      },
      preValidation,
    },
    (request) => shared.grantsOf(deps, callerOf(request)),
  );

  app.get(
    `${SETTINGS}accounts/`,
    {
      schema: {
        tags,
        summary: 'The investor’s active accounts that may be shared',
        security,
        response: answers(ZShareableAccountsResponseSchema),
      },
      preValidation,
    },
    (request) => shared.shareableAccounts(deps, callerOf(request), applicationIdOf(request)),
  );

  app.post(
    SETTINGS,
    {
      schema: {
        tags,
        summary: 'Invite a person by e-mail to view chosen accounts (needs a fresh second factor)',
        security,
        body: ZSharedAccessInviteRequestSchema,
        response: answers(ZSharedAccessGrantsResponseSchema),
      },
      preValidation,
    },
    (request) => shared.invite(deps, callerOf(request), request.body, caller(request)),
  );

  app.delete(
    `${SETTINGS}:id/`,
    {
      schema: {
        tags,
        summary: 'Revoke a person’s access at once (needs a fresh second factor)',
        security,
        params: ZIdPathSchema,
        response: answers(ZSharedAccessGrantsResponseSchema),
      },
      preValidation,
    },
    (request) => shared.revoke(deps, callerOf(request), pathId(request.params.id), caller(request)),
  );

  app.get(
    '/api/profiles/my/viewable-accounts/',
    {
      schema: {
        tags,
        summary: 'Whose accounts the caller may view, shared with them',
        security,
        response: answers(ZViewableInvestorsResponseSchema),
      },
      preValidation,
    },
    (request) => shared.viewableInvestors(deps, callerOf(request)),
  );

  app.get(
    INVITATION,
    {
      schema: {
        tags,
        summary: 'An invitation to view shared accounts, by the token of its e-mailed link',
        security: PUBLIC,
        params: ZSharedAccessTokenPathSchema,
        response: answers(ZViewerInvitationResponseSchema),
      },
    },
    (request) => shared.invitationOf(deps, request.params.token),
  );

  app.post(
    `${INVITATION}sign-up/`,
    {
      schema: {
        tags,
        summary: 'Sign up from an invitation to view shared accounts',
        security: PUBLIC,
        params: ZSharedAccessTokenPathSchema,
        body: zViewerSignUpForm,
        response: answers(ZDetailResponseSchema),
      },
    },
    (request) => shared.signUp(deps, request.params.token, request.body, { ip: request.ip }),
  );

  app.post(
    `${INVITATION}accept/`,
    {
      schema: {
        tags,
        summary: 'Accept an invitation to view shared accounts as the signed-in user it was sent to',
        security,
        params: ZSharedAccessTokenPathSchema,
        body: ZEmptyRequestSchema,
        response: answers(ZDetailResponseSchema),
      },
      preValidation,
    },
    (request) => shared.accept(deps, callerOf(request), request.params.token, { ip: request.ip }),
  );
}
