import { ZDetailResponseSchema, ZLoginResponseSchema } from '@portal/contracts/api/auth';
import { ZEmptyRequestSchema } from '@portal/contracts/api/errors';
import {
  ZPasskeyAssertionRequestSchema,
  ZWebAuthnOptionsResponseSchema,
} from '@portal/contracts/api/second-factors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { PUBLIC, TOKEN_SECURITY } from '../../http/api-docs.ts';
import { answers } from '../../http/route-schemas.ts';
import { callerOfRequest } from '../sessions/caller.ts';
import * as passkeys from './passkey-sign-in.ts';
import { callerOf, signedIn } from './signed-in.ts';

const tags = ['auth'];

/** Passkeys beside the typed factors: an options call (the challenge) and a verify call for each use. */
export function passkeySignInRoutes(fastify: FastifyInstance, deps: Deps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const caller = callerOfRequest;
  const options = {
    tags,
    body: ZEmptyRequestSchema,
    response: answers(ZWebAuthnOptionsResponseSchema),
  };
  const pending = signedIn(deps, { allowPendingTwoFactor: true });

  app.post(
    '/api/auth/login-confirmation/passkey/options/',
    {
      schema: {
        ...options,
        summary: 'A passkey challenge for the sign-in’s second factor',
        security: TOKEN_SECURITY,
      },
      preValidation: pending,
    },
    (request) => passkeys.loginConfirmationOptions(deps, callerOf(request)),
  );

  app.post(
    '/api/auth/login-confirmation/passkey/',
    {
      schema: {
        tags,
        summary: 'Confirm a sign-in with a passkey',
        security: TOKEN_SECURITY,
        body: ZPasskeyAssertionRequestSchema,
        response: answers(ZLoginResponseSchema),
      },
      preValidation: pending,
    },
    (request) =>
      passkeys.confirmLoginWithPasskey(deps, callerOf(request), request.body.credential, caller(request)),
  );

  app.post(
    '/api/auth/action-confirmation/passkey/options/',
    {
      schema: {
        ...options,
        summary: 'A passkey challenge that confirms a security change',
        security: TOKEN_SECURITY,
      },
      preValidation: signedIn(deps),
    },
    (request) => passkeys.actionConfirmationOptions(deps, callerOf(request)),
  );

  app.post(
    '/api/auth/action-confirmation/passkey/',
    {
      schema: {
        tags,
        summary: 'Confirm a security change with a passkey',
        security: TOKEN_SECURITY,
        body: ZPasskeyAssertionRequestSchema,
        response: answers(ZDetailResponseSchema),
      },
      preValidation: signedIn(deps),
    },
    (request) =>
      passkeys.confirmActionWithPasskey(deps, callerOf(request), request.body.credential, caller(request)),
  );

  app.post(
    '/api/auth/passkey-login/options/',
    {
      schema: { ...options, summary: 'A challenge for signing in with a passkey alone', security: PUBLIC },
    },
    (request) => passkeys.passwordlessOptions(deps, caller(request)),
  );

  app.post(
    '/api/auth/passkey-login/',
    {
      schema: {
        tags,
        summary: 'Sign in with a passkey chosen for signing in without a password',
        security: PUBLIC,
        body: ZPasskeyAssertionRequestSchema,
        response: answers(ZLoginResponseSchema),
      },
    },
    (request) => passkeys.passkeyLogin(deps, request.body.credential, caller(request)),
  );
}
