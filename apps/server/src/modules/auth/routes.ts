import {
  ZBlockAccessRequestSchema,
  ZChangePasswordRequestSchema,
  ZCodeRequestSchema,
  ZEmailVerifyRequestSchema,
  ZJwtLoginRequestSchema,
  ZLoginRequestSchema,
  ZPasswordResetConfirmRequestSchema,
  ZPasswordResetRequestSchema,
  ZPasswordResetTokenSchema,
  ZSecuritySchemaQuerySchema,
  ZTwoFactorRequestSchema,
} from '@portal/contracts/api/auth';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { parse } from '../../http/validation.ts';
import * as auth from './service.ts';
import { authenticate } from './session-context.ts';

export function authRoutes(app: FastifyInstance, deps: Deps): void {
  const caller = (request: { ip: string }) => ({ ip: request.ip });

  app.post('/api/auth/login/', (request) =>
    auth.login(deps, parse(ZLoginRequestSchema, request.body), caller(request)),
  );

  app.post('/api/auth/logout/', async (request) => {
    const ctx = await authenticate(deps, request, { allowPendingTwoFactor: true, skipActivity: true });
    return auth.logout(deps, ctx, caller(request));
  });

  app.post('/api/auth/jwt_login/', (request) =>
    auth.advisorLogin(deps, parse(ZJwtLoginRequestSchema, request.body).jwt_token, caller(request)),
  );

  app.post('/api/auth/two-factor-authentication/request/', async (request) => {
    parse(ZTwoFactorRequestSchema, request.body);
    return auth.resendLoginCode(deps, await authenticate(deps, request, { allowPendingTwoFactor: true }));
  });

  app.post('/api/auth/login-confirmation/', async (request) => {
    const ctx = await authenticate(deps, request, { allowPendingTwoFactor: true });
    return auth.confirmLogin(deps, ctx, parse(ZCodeRequestSchema, request.body).code, caller(request));
  });

  app.get('/api/auth/security-schema/', async (request) => {
    const { resource } = parse(ZSecuritySchemaQuerySchema, request.query);
    return auth.securitySchema(await authenticate(deps, request), resource);
  });

  app.post('/api/profiles/my/send-2fa-confirmation-code-sms/', async (request) =>
    auth.sendActionCode(deps, await authenticate(deps, request)),
  );

  app.post('/api/auth/action-confirmation/', async (request) => {
    const ctx = await authenticate(deps, request);
    return auth.confirmAction(deps, ctx, parse(ZCodeRequestSchema, request.body).code, caller(request));
  });

  app.post('/api/auth/password-change/', async (request) => {
    const ctx = await authenticate(deps, request);
    return auth.changePassword(deps, ctx, parse(ZChangePasswordRequestSchema, request.body), caller(request));
  });

  app.post('/api/profiles/my/block-access/', async (request) => {
    const ctx = await authenticate(deps, request);
    return auth.blockOwnAccount(
      deps,
      ctx,
      parse(ZBlockAccessRequestSchema, request.body).password,
      caller(request),
    );
  });

  app.post('/api/auth/password-reset/', (request) =>
    auth.requestPasswordReset(deps, parse(ZPasswordResetRequestSchema, request.body).email, caller(request)),
  );

  app.post('/api/auth/password-reset-check-token-expiration/', (request) =>
    auth.checkResetLink(deps, parse(ZPasswordResetTokenSchema, request.body)),
  );

  app.post('/api/auth/password-reset-confirm/', (request) =>
    auth.confirmPasswordReset(deps, parse(ZPasswordResetConfirmRequestSchema, request.body), caller(request)),
  );

  app.post('/api/auth/verification-email-send/', async (request) =>
    auth.sendEmailVerification(deps, await authenticate(deps, request)),
  );

  app.post('/api/auth/email-verify/', (request) =>
    auth.verifyEmail(deps, parse(ZEmailVerifyRequestSchema, request.body).key),
  );
}
