import {
  ZChangeEmailRequestSchema,
  ZChangeEmailResponseSchema,
  ZChangePhoneRequestSchema,
  ZChangePhoneResponseSchema,
  ZConfirmEmailByCodeRequestSchema,
  ZConfirmEmailByLinkRequestSchema,
  ZConfirmPhoneRequestSchema,
  ZConfirmPhoneResponseSchema,
  ZMiscSettingsRequestSchema,
  ZMiscSettingsResponseSchema,
  ZProfileSettingsRequestSchema,
  ZProfileSettingsResponseSchema,
} from '@portal/contracts/api/account-settings';
import { ZDetailResponseSchema } from '@portal/contracts/api/auth';
import { ZEmptyRequestSchema } from '@portal/contracts/api/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { PUBLIC, TOKEN_SECURITY } from '../../http/api-docs.ts';
import { answers } from '../../http/route-schemas.ts';
import { activityRoutes } from '../activity/routes.ts';
import { callerOf, signedIn } from '../auth/signed-in.ts';
import { notificationSettingsRoutes } from '../notification-settings/routes.ts';
import * as changes from './service.ts';

const tags = ['account'];
const security = TOKEN_SECURITY;

/** The account area: settings, change e-mail and phone, activity and notification settings. */
export function profileSettingsRoutes(fastify: FastifyInstance, deps: Deps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preValidation = signedIn(deps);
  const caller = (request: { ip: string }) => ({ ip: request.ip });

  app.patch(
    '/api/profiles/my/',
    {
      schema: {
        tags,
        summary: 'Turn sign-in two-factor on or off (turning it on ends every session)',
        security,
        body: ZProfileSettingsRequestSchema,
        response: answers(ZProfileSettingsResponseSchema),
      },
      preValidation,
    },
    async (request) =>
      changes.updateLoginTwoFactor(
        deps,
        callerOf(request),
        request.body.login_two_factor_auth_enabled,
        caller(request),
      ),
  );

  app.patch(
    '/api/profiles/my/misc/',
    {
      schema: {
        tags,
        summary: 'Opt out of (or back into) marketing e-mails',
        security,
        body: ZMiscSettingsRequestSchema,
        response: answers(ZMiscSettingsResponseSchema),
      },
      preValidation,
    },
    async (request) =>
      changes.updateMarketingOptOut(deps, callerOf(request), request.body.marketing_opt_out, caller(request)),
  );

  app.post(
    '/api/profiles/my/change-email-address/',
    {
      schema: {
        tags,
        summary: 'Ask to change the e-mail address (a link confirms the new one)',
        security,
        body: ZChangeEmailRequestSchema,
        response: answers(ZChangeEmailResponseSchema),
      },
      preValidation,
    },
    async (request) => changes.requestEmailChange(deps, callerOf(request), request.body, caller(request)),
  );

  app.post(
    '/api/profiles/my/resend-email-confirmation/',
    {
      schema: {
        tags,
        summary: 'Send the link that confirms the new e-mail address again',
        security,
        body: ZEmptyRequestSchema,
        response: answers(ZChangeEmailResponseSchema),
      },
      preValidation,
    },
    async (request) => changes.resendEmailChange(deps, callerOf(request)),
  );

  // The link may be opened on any device, signed in or not: the key alone (256 bits) proves it.
  app.post(
    '/api/profiles/my/confirm-email-address-by-link/',
    {
      schema: {
        tags,
        summary: 'Confirm the new e-mail address with the key of the link sent to it',
        security: PUBLIC,
        body: ZConfirmEmailByLinkRequestSchema,
        response: answers(ZDetailResponseSchema),
      },
    },
    async (request) => changes.confirmEmailChange(deps, request.body.key, caller(request)),
  );

  app.post(
    '/api/profiles/my/confirm-email-address-by-code/',
    {
      schema: {
        tags,
        summary: 'Confirm the new e-mail address with the code of the e-mail sent to it',
        security,
        body: ZConfirmEmailByCodeRequestSchema,
        response: answers(ZDetailResponseSchema),
      },
      preValidation,
    },
    async (request) =>
      changes.confirmEmailChangeByCode(deps, callerOf(request), request.body.code, caller(request)),
  );

  app.post(
    '/api/profiles/my/change-phone-number/',
    {
      schema: {
        tags,
        summary: 'Ask to change the phone number (an SMS code confirms the new one)',
        security,
        body: ZChangePhoneRequestSchema,
        response: answers(ZChangePhoneResponseSchema),
      },
      preValidation,
    },
    async (request) => changes.requestPhoneChange(deps, callerOf(request), request.body, caller(request)),
  );

  app.post(
    '/api/profiles/my/confirm-phone-number/',
    {
      schema: {
        tags,
        summary: 'Confirm the new phone number with the SMS code sent to it',
        security,
        body: ZConfirmPhoneRequestSchema,
        response: answers(ZConfirmPhoneResponseSchema),
      },
      preValidation,
    },
    async (request) =>
      changes.confirmPhoneChange(deps, callerOf(request), request.body.code, caller(request)),
  );

  app.post(
    '/api/profiles/my/resend-phone-number-confirmation/',
    {
      schema: {
        tags,
        summary: 'Send the code that confirms the new phone number again',
        security,
        body: ZEmptyRequestSchema,
        response: answers(ZDetailResponseSchema),
      },
      preValidation,
    },
    async (request) => changes.resendPhoneChange(deps, callerOf(request)),
  );

  activityRoutes(fastify, deps);
  notificationSettingsRoutes(fastify, deps);
}
