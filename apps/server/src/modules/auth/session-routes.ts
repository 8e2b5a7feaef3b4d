import {
  ZDetailResponseSchema,
  ZLastActivityResponseSchema,
  ZSessionConfigResponseSchema,
} from '@portal/contracts/api/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { PUBLIC, TOKEN_SECURITY } from '../../http/api-docs.ts';
import { answers } from '../../http/route-schemas.ts';
import { callerOf, signedIn } from './signed-in.ts';

const tags = ['session'];

/** Session timing for the keep-alive prompt; the server expires idle tokens by the same numbers. */
export function sessionRoutes(fastify: FastifyInstance, deps: Deps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/auth/session-config/',
    {
      schema: {
        tags,
        summary: 'Seconds of inactivity after which a session warns, and ends',
        security: PUBLIC,
        response: answers(ZSessionConfigResponseSchema),
      },
    },
    async () => ({
      session_expire_after: deps.config.sessionExpireAfter,
      session_expire_warning_after: deps.config.sessionExpireWarningAfter,
    }),
  );

  app.get(
    '/api/auth/last-activity/',
    {
      schema: {
        tags,
        summary: 'Seconds since the session was last active (asking is not activity)',
        security: TOKEN_SECURITY,
        response: answers(ZLastActivityResponseSchema),
      },
      preValidation: signedIn(deps, { skipActivity: true }),
    },
    async (request) => ({ inactive_seconds: Math.floor(callerOf(request).session.idle_seconds) }),
  );

  app.get(
    '/api/auth/keep-alive/',
    {
      schema: {
        tags,
        summary: 'Extend the session',
        security: TOKEN_SECURITY,
        response: answers(ZDetailResponseSchema),
      },
      preValidation: signedIn(deps),
    },
    async () => ({ detail: 'Your session has been extended.' }),
  );
}
