import {
  ZChangePhoneRequestSchema,
  ZChangePhoneResponseSchema,
} from '@portal/contracts/api/account-settings';
import { ZDetailResponseSchema, ZLoginResponseSchema } from '@portal/contracts/api/auth';
import { ZEmptyRequestSchema } from '@portal/contracts/api/errors';
import {
  ZAcceptTocRequestSchema,
  ZActivateInviteRequestSchema,
  ZDevInvitationRequestSchema,
  ZDevInvitationResponseSchema,
  ZInviteOpenedRequestSchema,
  ZInvitePhoneCodeRequestSchema,
  ZInviteResponseSchema,
  ZNewInvitesResponseSchema,
  ZReinvitePathSchema,
  ZResendInvitePhoneCodeRequestSchema,
  ZSetPasswordRequestSchema,
  ZSignUpRequestSchema,
} from '@portal/contracts/api/invitations';
import { ZUuidPathSchema } from '@portal/contracts/api/path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { PUBLIC, TOKEN_OPTIONAL, TOKEN_SECURITY } from '../../http/api-docs.ts';
import { AppError } from '../../http/errors.ts';
import { pathId } from '../../http/ids.ts';
import { answers } from '../../http/route-schemas.ts';
import { authenticate, readToken } from '../auth/session-context.ts';
import { callerOf, signedIn } from '../auth/signed-in.ts';
import { callerOfRequest } from '../sessions/caller.ts';
import {
  acceptTerms,
  activateInvite,
  activateSecondary,
  activateUser,
  changeInvitePhone,
  confirmInvitePhone,
  createPrimaryInvitation,
  getPrimaryInvite,
  getSecondaryInvite,
  listNewInvites,
  markInviteOpened,
  reinviteSecondary,
  resendInvitePhoneCode,
  setPassword,
  signUp,
  type Viewer,
} from './service.ts';

const tags = ['invitations'];
// The invitation pages work signed out; a token, when sent, tells who looks (see viewerOf).
const security = TOKEN_OPTIONAL;

/** Primary and secondary invitations (spec 001 sections 2, 4 and 7). */
export function invitationRoutes(fastify: FastifyInstance, deps: Deps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Invitations are taken up by the person themselves, never by staff acting for them.
  const preValidation = signedIn(deps);
  const inviteeOf = (request: FastifyRequest): NonNullable<Viewer> => {
    const { user } = callerOf(request);
    return { userId: user.id, email: user.email };
  };
  // A signed-in user (whose e-mail may match) changes the login steps. A stale token on a public page
  // is treated as nobody signed in, not as an error.
  const viewerOf = async (request: FastifyRequest): Promise<Viewer> => {
    if (!readToken(request)) return null;
    try {
      const { user } = await authenticate(deps, request);
      return { userId: user.id, email: user.email };
    } catch (error) {
      if (error instanceof AppError && error.status === 401) return null;
      throw error;
    }
  };
  const caller = callerOfRequest;

  // --- Primary ---
  // Spec 001 lists this call under /auth/registration-invites/ (new/) and spec 000 in the auth family
  // (new-invites): both paths answer it.
  for (const url of ['/api/auth/registration-invites/new/', '/api/auth/new-invites/']) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: 'The caller’s open primary invitations',
          security: TOKEN_SECURITY,
          response: answers(ZNewInvitesResponseSchema),
        },
        preValidation,
      },
      async (request) => listNewInvites(deps, inviteeOf(request)),
    );
  }
  app.get(
    '/api/auth/registration-invites/:uuid/',
    {
      schema: {
        tags,
        summary: 'A primary invitation and the step it waits at',
        security,
        params: ZUuidPathSchema,
        response: answers(ZInviteResponseSchema),
      },
    },
    async (request) => getPrimaryInvite(deps, request.params.uuid, await viewerOf(request)),
  );
  app.post(
    '/api/auth/registration-invites/invite-opened/',
    {
      schema: {
        tags,
        summary: 'Record that a primary invitation was opened',
        security,
        body: ZInviteOpenedRequestSchema,
        response: answers(ZInviteResponseSchema),
      },
    },
    async (request) => markInviteOpened(deps, request.body.uuid, await viewerOf(request)),
  );
  app.post(
    '/api/auth/registration-invites/activate-invite/',
    {
      schema: {
        tags,
        summary: 'Check the invitation code sent by SMS',
        security,
        body: ZActivateInviteRequestSchema,
        response: answers(ZInviteResponseSchema),
      },
    },
    async (request) => activateInvite(deps, request.body, await viewerOf(request), caller(request)),
  );
  app.post(
    '/api/auth/registration-invites/:uuid/accept-toc/',
    {
      schema: {
        tags,
        summary: 'Accept the terms of a primary invitation’s application',
        security,
        params: ZUuidPathSchema,
        body: ZAcceptTocRequestSchema,
        response: answers(ZInviteResponseSchema),
      },
    },
    async (request) =>
      acceptTerms(deps, request.params.uuid, 'primary', request.body, await viewerOf(request)),
  );
  app.post(
    '/api/auth/wizard/:uuid/sign-up/',
    {
      schema: {
        tags,
        summary: 'Register the invitee; a code is sent to confirm the mobile number',
        security: PUBLIC,
        params: ZUuidPathSchema,
        body: ZSignUpRequestSchema,
        response: answers(ZInviteResponseSchema),
      },
    },
    async (request) => signUp(deps, request.params.uuid, request.body),
  );
  app.post(
    '/api/auth/wizard/:uuid/activate-user/',
    {
      schema: {
        tags,
        summary: 'An existing user takes up a primary invitation sent to their e-mail',
        security: TOKEN_SECURITY,
        params: ZUuidPathSchema,
        body: ZEmptyRequestSchema,
        response: answers(ZInviteResponseSchema),
      },
      preValidation,
    },
    async (request) => activateUser(deps, request.params.uuid, inviteeOf(request)),
  );

  // --- Secondary ---
  app.get(
    '/api/secondary-users-invites/:uuid/',
    {
      schema: {
        tags,
        summary: 'A secondary invitation, by its uuid or the token of its signed-in link',
        security,
        params: ZUuidPathSchema,
        response: answers(ZInviteResponseSchema),
      },
    },
    async (request) => getSecondaryInvite(deps, request.params.uuid, await viewerOf(request)),
  );
  app.post(
    '/api/secondary-users-invites/:uuid/accept_toc/',
    {
      schema: {
        tags,
        summary: 'Accept the terms of a secondary invitation’s application',
        security,
        params: ZUuidPathSchema,
        body: ZAcceptTocRequestSchema,
        response: answers(ZInviteResponseSchema),
      },
    },
    async (request) =>
      acceptTerms(deps, request.params.uuid, 'secondary', request.body, await viewerOf(request)),
  );
  app.post(
    '/api/secondary-users-invites/:uuid/set-password/',
    {
      schema: {
        tags,
        summary: 'Register the secondary invitee; a code is sent to confirm the mobile number',
        security: PUBLIC,
        params: ZUuidPathSchema,
        body: ZSetPasswordRequestSchema,
        response: answers(ZInviteResponseSchema),
      },
    },
    async (request) => setPassword(deps, request.params.uuid, request.body),
  );
  app.post(
    '/api/secondary-users-invites/:uuid/activate/',
    {
      schema: {
        tags,
        summary: 'The secondary invitee, having reviewed the application, joins the account',
        security: TOKEN_SECURITY,
        params: ZUuidPathSchema,
        body: ZEmptyRequestSchema,
        response: answers(ZInviteResponseSchema),
      },
      preValidation,
    },
    async (request) => activateSecondary(deps, request.params.uuid, inviteeOf(request)),
  );

  // Confirming the mobile number (the first sign-in) and sending its code again, for either kind.
  const phoneSteps = (kind: 'primary' | 'secondary', base: string, resend: string) => {
    app.post(
      `${base}confirm-phone-number/`,
      {
        schema: {
          tags,
          summary: 'Confirm the mobile number with its code: the first sign-in',
          security: PUBLIC,
          params: ZUuidPathSchema,
          body: ZInvitePhoneCodeRequestSchema,
          response: answers(ZLoginResponseSchema),
        },
      },
      async (request) =>
        confirmInvitePhone(deps, request.params.uuid, kind, request.body.code, caller(request)),
    );
    app.post(
      `${base}${resend}`,
      {
        schema: {
          tags,
          summary: 'Send the mobile number’s code again',
          security: PUBLIC,
          params: ZUuidPathSchema,
          body: ZResendInvitePhoneCodeRequestSchema,
          response: answers(ZDetailResponseSchema),
        },
      },
      async (request) => resendInvitePhoneCode(deps, request.params.uuid, kind),
    );
  };
  phoneSteps('primary', '/api/auth/wizard/:uuid/', 'resend-phone-number-confirmation-from-invite/');
  app.post(
    '/api/auth/wizard/:uuid/change-phone-number-from-invite/',
    {
      schema: {
        tags,
        summary: 'Give another mobile number before confirming it (with the password set at sign-up)',
        security: PUBLIC,
        params: ZUuidPathSchema,
        body: ZChangePhoneRequestSchema,
        response: answers(ZChangePhoneResponseSchema),
      },
    },
    async (request) => changeInvitePhone(deps, request.params.uuid, request.body, caller(request)),
  );
  phoneSteps('secondary', '/api/secondary-users-invites/:uuid/', 'resend-phone-number-confirmation/');

  app.post(
    '/api/accounts/:accountId/secondary-users/:personId/reinvite/',
    {
      schema: {
        tags,
        summary: 'Send a fresh invitation to a member who has not registered yet',
        security: TOKEN_SECURITY,
        params: ZReinvitePathSchema,
        body: ZEmptyRequestSchema,
        response: answers(ZDetailResponseSchema),
      },
      preValidation,
    },
    async (request) =>
      reinviteSecondary(deps, {
        accountId: pathId(request.params.accountId),
        personId: pathId(request.params.personId),
        userId: callerOf(request).actingUserId,
      }),
  );

  // The staff console will issue invitations; until then the demo and the journeys do it here, only
  // where messages stay in the outbox (never in production).
  if (deps.config.emailProvider === 'outbox' && !deps.config.production) {
    app.post(
      '/api/dev/invitations/',
      {
        schema: {
          tags: ['development'],
          summary: 'Issue a primary invitation (only while messages stay in the outbox)',
          security: PUBLIC,
          body: ZDevInvitationRequestSchema,
          response: answers(ZDevInvitationResponseSchema),
        },
      },
      async (request) => {
        const { application, email, phone_number, first_name, last_name } = request.body;
        const { uuid } = await createPrimaryInvitation(deps, {
          application,
          email,
          phoneNumber: phone_number,
          firstName: first_name,
          lastName: last_name,
        });
        return { uuid };
      },
    );
  }
}
