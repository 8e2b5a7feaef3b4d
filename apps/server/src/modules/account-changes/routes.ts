import {
  ZChangeEmailRequestSchema,
  ZChangePhoneRequestSchema,
  ZConfirmEmailByLinkRequestSchema,
  ZConfirmPhoneRequestSchema,
  ZMiscSettingsRequestSchema,
  ZProfileSettingsRequestSchema,
} from '@portal/contracts/api/account-settings';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { parse } from '../../http/validation.ts';
import { activityRoutes } from '../activity/routes.ts';
import { authenticate } from '../auth/session-context.ts';
import { notificationSettingsRoutes } from '../notification-settings/routes.ts';
import * as changes from './service.ts';

/** The account area: settings, change e-mail and phone, activity and notification settings. */
export function accountAreaRoutes(app: FastifyInstance, deps: Deps): void {
  const caller = (request: { ip: string }) => ({ ip: request.ip });

  app.patch('/api/profiles/my/', async (request) => {
    const ctx = await authenticate(deps, request);
    const { login_two_factor_auth_enabled } = parse(ZProfileSettingsRequestSchema, request.body);
    return changes.updateLoginTwoFactor(deps, ctx, login_two_factor_auth_enabled, caller(request));
  });

  app.patch('/api/profiles/my/misc/', async (request) => {
    const ctx = await authenticate(deps, request);
    const { marketing_opt_out } = parse(ZMiscSettingsRequestSchema, request.body);
    return changes.updateMarketingOptOut(deps, ctx, marketing_opt_out, caller(request));
  });

  app.post('/api/profiles/my/change-email-address/', async (request) => {
    const ctx = await authenticate(deps, request);
    return changes.requestEmailChange(
      deps,
      ctx,
      parse(ZChangeEmailRequestSchema, request.body),
      caller(request),
    );
  });

  app.post('/api/profiles/my/resend-email-confirmation/', async (request) =>
    changes.resendEmailChange(deps, await authenticate(deps, request)),
  );

  // The link may be opened on any device, signed in or not: the key alone (256 bits) proves it.
  app.post('/api/profiles/my/confirm-email-address-by-link/', async (request) =>
    changes.confirmEmailChange(
      deps,
      parse(ZConfirmEmailByLinkRequestSchema, request.body).key,
      caller(request),
    ),
  );

  app.post('/api/profiles/my/change-phone-number/', async (request) => {
    const ctx = await authenticate(deps, request);
    return changes.requestPhoneChange(
      deps,
      ctx,
      parse(ZChangePhoneRequestSchema, request.body),
      caller(request),
    );
  });

  app.post('/api/profiles/my/confirm-phone-number/', async (request) => {
    const ctx = await authenticate(deps, request);
    const { code } = parse(ZConfirmPhoneRequestSchema, request.body);
    return changes.confirmPhoneChange(deps, ctx, code, caller(request));
  });

  app.post('/api/profiles/my/resend-phone-number-confirmation/', async (request) =>
    changes.resendPhoneChange(deps, await authenticate(deps, request)),
  );

  activityRoutes(app, deps);
  notificationSettingsRoutes(app, deps);
}
