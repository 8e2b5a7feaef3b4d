import { ZDetailResponseSchema } from '@portal/contracts/api/auth';
import { ZEmptyRequestSchema } from '@portal/contracts/api/errors';
import { ZIdPathSchema } from '@portal/contracts/api/path';
import {
  ZBackupCodesResponseSchema,
  ZPasskeyRegistrationOptionsRequestSchema,
  ZPasskeyRegistrationRequestSchema,
  ZSecondFactorsResponseSchema,
  ZTotpEnrolmentResponseSchema,
  ZWebAuthnOptionsResponseSchema,
  zAppCodeForm,
} from '@portal/contracts/api/second-factors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { TOKEN_SECURITY } from '../../http/api-docs.ts';
import { pathId } from '../../http/ids.ts';
import { answers } from '../../http/route-schemas.ts';
import { callerOf, signedIn } from '../auth/signed-in.ts';
import * as passkeys from './passkeys.ts';
import * as factors from './service.ts';

const tags = ['account'];
const security = TOKEN_SECURITY;

/** The security settings beside the spec's SMS code: authenticator app, backup codes and passkeys. */
export function secondFactorRoutes(fastify: FastifyInstance, deps: Deps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preValidation = signedIn(deps);
  const caller = (request: { ip: string }) => ({ ip: request.ip });

  app.get(
    '/api/profiles/my/second-factors/',
    {
      schema: {
        tags,
        summary: 'The second factors the caller has set up (never a secret)',
        security,
        response: answers(ZSecondFactorsResponseSchema),
      },
      preValidation,
    },
    (request) => factors.secondFactorsOf(deps, callerOf(request)),
  );

  app.post(
    '/api/profiles/my/second-factors/totp/',
    {
      schema: {
        tags,
        summary: 'Start setting up an authenticator app: a new secret as a QR code and as text',
        security,
        body: ZEmptyRequestSchema,
        response: answers(ZTotpEnrolmentResponseSchema),
      },
      preValidation,
    },
    (request) => factors.startTotpEnrolment(deps, callerOf(request)),
  );

  app.post(
    '/api/profiles/my/second-factors/totp/confirm/',
    {
      schema: {
        tags,
        summary: 'Confirm the authenticator app with its first code; answers the backup codes, once',
        security,
        body: zAppCodeForm,
        response: answers(ZBackupCodesResponseSchema),
      },
      preValidation,
    },
    (request) => factors.confirmTotpEnrolment(deps, callerOf(request), request.body.code, caller(request)),
  );

  app.delete(
    '/api/profiles/my/second-factors/totp/',
    {
      schema: {
        tags,
        summary: 'Remove the authenticator app',
        security,
        response: answers(ZDetailResponseSchema),
      },
      preValidation,
    },
    (request) => factors.removeTotp(deps, callerOf(request), caller(request)),
  );

  app.post(
    '/api/profiles/my/second-factors/backup-codes/',
    {
      schema: {
        tags,
        summary: 'Replace the backup codes with ten new ones, answered once',
        security,
        body: ZEmptyRequestSchema,
        response: answers(ZBackupCodesResponseSchema),
      },
      preValidation,
    },
    (request) => factors.regenerateBackupCodes(deps, callerOf(request), caller(request)),
  );

  app.post(
    '/api/profiles/my/second-factors/passkeys/options/',
    {
      schema: {
        tags,
        summary: 'Start adding a passkey: the WebAuthn options for the browser, with a new challenge',
        security,
        body: ZPasskeyRegistrationOptionsRequestSchema,
        response: answers(ZWebAuthnOptionsResponseSchema),
      },
      preValidation,
    },
    (request) => passkeys.passkeyRegistrationOptions(deps, callerOf(request), request.body.passwordless),
  );

  app.post(
    '/api/profiles/my/second-factors/passkeys/',
    {
      schema: {
        tags,
        summary: 'Add the passkey the browser made, named; answers backup codes once with the first factor',
        security,
        body: ZPasskeyRegistrationRequestSchema,
        response: answers(ZBackupCodesResponseSchema),
      },
      preValidation,
    },
    (request) => passkeys.addPasskey(deps, callerOf(request), request.body, caller(request)),
  );

  app.delete(
    '/api/profiles/my/second-factors/passkeys/:id/',
    {
      schema: {
        tags,
        summary: 'Remove one of the caller’s passkeys',
        security,
        params: ZIdPathSchema,
        response: answers(ZDetailResponseSchema),
      },
      preValidation,
    },
    (request) => passkeys.removePasskey(deps, callerOf(request), pathId(request.params.id), caller(request)),
  );
}
