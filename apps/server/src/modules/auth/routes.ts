import {
  ZBlockAccessRequestSchema,
  ZChangePasswordRequestSchema,
  ZCodeRequestSchema,
  ZDetailResponseSchema,
  ZEmailVerifyRequestSchema,
  ZJwtLoginRequestSchema,
  ZJwtLoginResponseSchema,
  ZLoginRequestSchema,
  ZLoginResponseSchema,
  ZPasswordChangeResponseSchema,
  ZPasswordResetConfirmRequestSchema,
  ZPasswordResetRequestSchema,
  ZPasswordResetTokenSchema,
  ZPasswordVerifyRequestSchema,
  ZSecuritySchemaQuerySchema,
  ZSecuritySchemaResponseSchema,
  ZTwoFactorRequestSchema,
} from '@portal/contracts/api/auth';
import { ZEmptyRequestSchema } from '@portal/contracts/api/errors';
import {
  CODE_CHANNEL_PATHS,
  ZSecondFactorChannelsResponseSchema,
  zAppCodeForm,
  zBackupCodeForm,
} from '@portal/contracts/api/second-factors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { PUBLIC, TOKEN_SECURITY } from '../../http/api-docs.ts';
import { answers } from '../../http/route-schemas.ts';
import { callerOfRequest } from '../sessions/caller.ts';
import * as auth from './service.ts';
import { authenticate } from './session-context.ts';
import { callerOf, signedIn } from './signed-in.ts';

const tags = ['auth'];

export function authRoutes(fastify: FastifyInstance, deps: Deps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const caller = callerOfRequest;

  app.post(
    '/api/auth/login/',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password; the profile is null while a code is due',
        security: PUBLIC,
        body: ZLoginRequestSchema,
        response: answers(ZLoginResponseSchema),
      },
    },
    (request) => auth.login(deps, request.body, caller(request)),
  );

  app.post(
    '/api/auth/logout/',
    {
      schema: {
        tags,
        summary: 'End the session',
        security: TOKEN_SECURITY,
        body: ZEmptyRequestSchema,
        response: answers(ZDetailResponseSchema),
      },
      preValidation: signedIn(deps, { allowPendingTwoFactor: true, skipActivity: true }),
    },
    (request) => auth.logout(deps, callerOf(request), caller(request)),
  );

  app.post(
    '/api/auth/jwt_login/',
    {
      schema: {
        tags,
        summary: 'Sign in through an advisor hand-off token',
        security: PUBLIC,
        body: ZJwtLoginRequestSchema,
        response: answers(ZJwtLoginResponseSchema),
      },
    },
    (request) => auth.advisorLogin(deps, request.body.jwt_token, caller(request)),
  );

  // The channel is checked before the session, as it always was: no signedIn hook here.
  app.post(
    '/api/auth/two-factor-authentication/request/',
    {
      schema: {
        tags,
        summary: 'Send the sign-in code again',
        security: TOKEN_SECURITY,
        body: ZTwoFactorRequestSchema,
        response: answers(ZDetailResponseSchema),
      },
    },
    async (request) =>
      auth.resendLoginCode(deps, await authenticate(deps, request, { allowPendingTwoFactor: true })),
  );

  app.post(
    '/api/auth/login-confirmation/',
    {
      schema: {
        tags,
        summary: 'Confirm a sign-in with the code sent by SMS',
        security: TOKEN_SECURITY,
        body: ZCodeRequestSchema,
        response: answers(ZLoginResponseSchema),
      },
      preValidation: signedIn(deps, { allowPendingTwoFactor: true }),
    },
    (request) => auth.confirmLogin(deps, callerOf(request), request.body.code, caller(request)),
  );

  app.get(
    '/api/auth/second-factors/',
    {
      schema: {
        tags,
        summary: 'The ways the caller can confirm a sign-in or an action, the default first',
        security: TOKEN_SECURITY,
        response: answers(ZSecondFactorChannelsResponseSchema),
      },
      preValidation: signedIn(deps, { allowPendingTwoFactor: true }),
    },
    (request) => auth.secondFactorChannels(callerOf(request)),
  );

  // The typed factors beside the SMS code: an authenticator app's code and a backup code.
  const codeChannels = [
    { channel: 'totp', body: zAppCodeForm, name: 'an authenticator app’s code' },
    { channel: 'backup_code', body: zBackupCodeForm, name: 'a backup code' },
  ] as const;
  for (const { channel, body, name } of codeChannels) {
    const path = CODE_CHANNEL_PATHS[channel];
    app.post(
      `/api/auth/login-confirmation/${path}/`,
      {
        schema: {
          tags,
          summary: `Confirm a sign-in with ${name}`,
          security: TOKEN_SECURITY,
          body,
          response: answers(ZLoginResponseSchema),
        },
        preValidation: signedIn(deps, { allowPendingTwoFactor: true }),
      },
      (request) => auth.confirmLogin(deps, callerOf(request), request.body.code, caller(request), channel),
    );
    app.post(
      `/api/auth/action-confirmation/${path}/`,
      {
        schema: {
          tags,
          summary: `Confirm a security change with ${name}`,
          security: TOKEN_SECURITY,
          body,
          response: answers(ZDetailResponseSchema),
        },
        preValidation: signedIn(deps),
      },
      (request) => auth.confirmAction(deps, callerOf(request), request.body.code, caller(request), channel),
    );
  }

  // The resource is checked before the session, as it always was: no signedIn hook here.
  app.get(
    '/api/auth/security-schema/',
    {
      schema: {
        tags,
        summary: 'Whether a change of the resource needs a confirmed code, and whether it has one',
        security: TOKEN_SECURITY,
        querystring: ZSecuritySchemaQuerySchema,
        response: answers(ZSecuritySchemaResponseSchema),
      },
    },
    async (request) => auth.securitySchema(await authenticate(deps, request), request.query.resource),
  );

  app.post(
    '/api/profiles/my/send-2fa-confirmation-code-sms/',
    {
      schema: {
        tags,
        summary: 'Send a code that confirms a security change',
        security: TOKEN_SECURITY,
        body: ZEmptyRequestSchema,
        response: answers(ZDetailResponseSchema),
      },
      preValidation: signedIn(deps),
    },
    (request) => auth.sendActionCode(deps, callerOf(request)),
  );

  app.post(
    '/api/auth/action-confirmation/',
    {
      schema: {
        tags,
        summary: 'Confirm a security change with its code',
        security: TOKEN_SECURITY,
        body: ZCodeRequestSchema,
        response: answers(ZDetailResponseSchema),
      },
      preValidation: signedIn(deps),
    },
    (request) => auth.confirmAction(deps, callerOf(request), request.body.code, caller(request)),
  );

  app.post(
    '/api/auth/password-change/',
    {
      schema: {
        tags,
        summary: 'Change the password; answers the new session key',
        security: TOKEN_SECURITY,
        body: ZChangePasswordRequestSchema,
        response: answers(ZPasswordChangeResponseSchema),
      },
      preValidation: signedIn(deps),
    },
    (request) => auth.changePassword(deps, callerOf(request), request.body, caller(request)),
  );

  app.post(
    '/api/auth/password-verify/',
    {
      schema: {
        tags,
        summary: 'Check the current password',
        security: TOKEN_SECURITY,
        body: ZPasswordVerifyRequestSchema,
        response: answers(ZDetailResponseSchema),
      },
      preValidation: signedIn(deps),
    },
    (request) => auth.verifyPassword(deps, callerOf(request), request.body.password),
  );

  app.post(
    '/api/profiles/my/block-access/',
    {
      schema: {
        tags,
        summary: 'Block access to the own account',
        security: TOKEN_SECURITY,
        body: ZBlockAccessRequestSchema,
        response: answers(ZDetailResponseSchema),
      },
      preValidation: signedIn(deps),
    },
    (request) => auth.blockOwnAccount(deps, callerOf(request), request.body.password, caller(request)),
  );

  app.post(
    '/api/auth/password-reset/',
    {
      schema: {
        tags,
        summary: 'Send a password reset link',
        security: PUBLIC,
        body: ZPasswordResetRequestSchema,
        response: answers(ZDetailResponseSchema),
      },
    },
    (request) => auth.requestPasswordReset(deps, request.body.email, caller(request)),
  );

  app.post(
    '/api/auth/password-reset-check-token-expiration/',
    {
      schema: {
        tags,
        summary: 'Whether a password reset link can still be used',
        security: PUBLIC,
        body: ZPasswordResetTokenSchema,
        response: answers(ZDetailResponseSchema),
      },
    },
    (request) => auth.checkResetLink(deps, request.body),
  );

  app.post(
    '/api/auth/password-reset-confirm/',
    {
      schema: {
        tags,
        summary: 'Set a new password through a reset link',
        security: PUBLIC,
        body: ZPasswordResetConfirmRequestSchema,
        response: answers(ZDetailResponseSchema),
      },
    },
    (request) => auth.confirmPasswordReset(deps, request.body, caller(request)),
  );

  app.post(
    '/api/auth/verification-email-send/',
    {
      schema: {
        tags,
        summary: 'Send the e-mail verification link',
        security: TOKEN_SECURITY,
        body: ZEmptyRequestSchema,
        response: answers(ZDetailResponseSchema),
      },
      preValidation: signedIn(deps),
    },
    (request) => auth.sendEmailVerification(deps, callerOf(request)),
  );

  app.post(
    '/api/auth/email-verify/',
    {
      schema: {
        tags,
        summary: 'Verify the e-mail address with the key of its link',
        security: PUBLIC,
        body: ZEmailVerifyRequestSchema,
        response: answers(ZDetailResponseSchema),
      },
    },
    (request) => auth.verifyEmail(deps, request.body.key),
  );
}
