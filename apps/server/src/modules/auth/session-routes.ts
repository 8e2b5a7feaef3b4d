import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { authenticate } from './session-context.ts';

/** Session timing for the keep-alive prompt; the server expires idle tokens by the same numbers. */
export function sessionRoutes(app: FastifyInstance, deps: Deps): void {
  app.get('/api/auth/session-config/', async () => ({
    session_expire_after: deps.config.sessionExpireAfter,
    session_expire_warning_after: deps.config.sessionExpireWarningAfter,
  }));

  app.get('/api/auth/last-activity/', async (request) => {
    const ctx = await authenticate(deps, request, { skipActivity: true });
    return { inactive_seconds: Math.floor(ctx.session.idle_seconds) };
  });

  app.get('/api/auth/keep-alive/', async (request) => {
    await authenticate(deps, request);
    return { detail: 'Your session has been extended.' };
  });
}
