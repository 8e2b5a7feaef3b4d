import {
  ZActivateInviteRequestSchema,
  ZDevInvitationRequestSchema,
  ZInviteOpenedRequestSchema,
  ZInvitePhoneCodeRequestSchema,
} from '@portal/contracts/api/invitations';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/errors.ts';
import { pathId } from '../../http/ids.ts';
import { parse } from '../../http/validation.ts';
import { authenticate, readToken } from '../auth/session-context.ts';
import {
  acceptTerms,
  activateInvite,
  activateSecondary,
  activateUser,
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

type UuidParams = { uuid: string };
type ReinviteParams = { accountId: string; personId: string };

/** Primary and secondary invitations (spec 001 sections 2, 4 and 7). */
export function invitationRoutes(app: FastifyInstance, deps: Deps): void {
  const signedIn = async (request: FastifyRequest): Promise<NonNullable<Viewer>> => {
    // Invitations are taken up by the person themselves, never by staff acting for them.
    const ctx = await authenticate(deps, request);
    return { userId: ctx.user.id, email: ctx.user.email };
  };
  // The invitation pages work signed out; a signed-in user (whose e-mail may match) changes the login
  // steps. A stale token on a public page is treated as nobody signed in, not as an error.
  const viewerOf = async (request: FastifyRequest): Promise<Viewer> => {
    if (!readToken(request)) return null;
    try {
      return await signedIn(request);
    } catch (error) {
      if (error instanceof AppError && error.status === 401) return null;
      throw error;
    }
  };
  const caller = (request: FastifyRequest) => ({ ip: request.ip });

  // --- Primary ---
  app.get('/api/auth/registration-invites/new/', async (request) =>
    listNewInvites(deps, await signedIn(request)),
  );
  app.get<{ Params: UuidParams }>('/api/auth/registration-invites/:uuid/', async (request) =>
    getPrimaryInvite(deps, request.params.uuid, await viewerOf(request)),
  );
  app.post('/api/auth/registration-invites/invite-opened/', async (request) => {
    const { uuid } = parse(ZInviteOpenedRequestSchema, request.body);
    return markInviteOpened(deps, uuid, await viewerOf(request));
  });
  app.post('/api/auth/registration-invites/activate-invite/', async (request) => {
    const body = parse(ZActivateInviteRequestSchema, request.body);
    return activateInvite(deps, body, await viewerOf(request), caller(request));
  });
  app.post<{ Params: UuidParams }>('/api/auth/registration-invites/:uuid/accept-toc/', async (request) =>
    acceptTerms(deps, request.params.uuid, 'primary', request.body, await viewerOf(request)),
  );
  app.post<{ Params: UuidParams }>('/api/auth/wizard/:uuid/sign-up/', async (request) =>
    signUp(deps, request.params.uuid, request.body),
  );
  app.post<{ Params: UuidParams }>('/api/auth/wizard/:uuid/confirm-phone-number/', async (request) => {
    const { code } = parse(ZInvitePhoneCodeRequestSchema, request.body);
    return confirmInvitePhone(deps, request.params.uuid, 'primary', code, caller(request));
  });
  app.post<{ Params: UuidParams }>(
    '/api/auth/wizard/:uuid/resend-phone-number-confirmation-from-invite/',
    async (request) => resendInvitePhoneCode(deps, request.params.uuid, 'primary'),
  );
  app.post<{ Params: UuidParams }>('/api/auth/wizard/:uuid/activate-user/', async (request) =>
    activateUser(deps, request.params.uuid, await signedIn(request)),
  );

  // --- Secondary ---
  app.get<{ Params: UuidParams }>('/api/secondary-users-invites/:uuid/', async (request) =>
    getSecondaryInvite(deps, request.params.uuid, await viewerOf(request)),
  );
  app.post<{ Params: UuidParams }>('/api/secondary-users-invites/:uuid/accept_toc/', async (request) =>
    acceptTerms(deps, request.params.uuid, 'secondary', request.body, await viewerOf(request)),
  );
  app.post<{ Params: UuidParams }>('/api/secondary-users-invites/:uuid/set-password/', async (request) =>
    setPassword(deps, request.params.uuid, request.body),
  );
  app.post<{ Params: UuidParams }>(
    '/api/secondary-users-invites/:uuid/confirm-phone-number/',
    async (request) => {
      const { code } = parse(ZInvitePhoneCodeRequestSchema, request.body);
      return confirmInvitePhone(deps, request.params.uuid, 'secondary', code, caller(request));
    },
  );
  app.post<{ Params: UuidParams }>(
    '/api/secondary-users-invites/:uuid/resend-phone-number-confirmation/',
    async (request) => resendInvitePhoneCode(deps, request.params.uuid, 'secondary'),
  );
  app.post<{ Params: UuidParams }>('/api/secondary-users-invites/:uuid/activate/', async (request) =>
    activateSecondary(deps, request.params.uuid, await signedIn(request)),
  );

  app.post<{ Params: ReinviteParams }>(
    '/api/accounts/:accountId/secondary-users/:personId/reinvite/',
    async (request) => {
      const ctx = await authenticate(deps, request);
      return reinviteSecondary(deps, {
        accountId: pathId(request.params.accountId),
        personId: pathId(request.params.personId),
        userId: ctx.actingUserId,
      });
    },
  );

  // The staff console will issue invitations; until then the demo and the journeys do it here, only
  // where messages stay in the outbox (never in production).
  if (deps.config.emailProvider === 'outbox' && !deps.config.production) {
    app.post('/api/dev/invitations/', async (request) => {
      const body = parse(ZDevInvitationRequestSchema, request.body);
      const { uuid } = await createPrimaryInvitation(deps, {
        application: body.application,
        email: body.email,
        phoneNumber: body.phone_number,
        firstName: body.first_name,
        lastName: body.last_name,
      });
      return { uuid };
    });
  }
}
