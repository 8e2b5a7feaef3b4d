import { ZDetailResponseSchema } from '@portal/contracts/api/auth';
import { ZEmptyRequestSchema } from '@portal/contracts/api/errors';
import { ZIdPathSchema } from '@portal/contracts/api/path';
import {
  ZEndOtherSessionsResponseSchema,
  ZEndSessionByKeyRequestSchema,
  ZSessionsResponseSchema,
} from '@portal/contracts/api/sessions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { PUBLIC, TOKEN_SECURITY } from '../../http/api-docs.ts';
import { pathId } from '../../http/ids.ts';
import { answers } from '../../http/route-schemas.ts';
import { throttle } from '../../security/rate-limit.ts';
import { callerOf, signedIn } from '../auth/signed-in.ts';
import { callerOfRequest } from './caller.ts';
import * as sessions from './service.ts';

const tags = ['account'];

/** Uses of end-session links from one address, as other public links are limited (unsubscribe). */
const LINK_USES_PER_ADDRESS = { max: 30, windowSeconds: 15 * 60 };

/** The caller's devices (live sessions) for the Activity page, and the e-mailed link that ends one. */
export function sessionListRoutes(fastify: FastifyInstance, deps: Deps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preValidation = signedIn(deps);

  app.get(
    '/api/profiles/my/sessions/',
    {
      schema: {
        tags,
        summary: 'The devices signed in to the caller’s account (live sessions), this one marked current',
        security: TOKEN_SECURITY,
        response: answers(ZSessionsResponseSchema),
      },
      preValidation,
    },
    (request) => sessions.sessionsOf(deps, callerOf(request)),
  );

  app.delete(
    '/api/profiles/my/sessions/:id/',
    {
      schema: {
        tags,
        summary: 'End one of the caller’s sessions; the device is signed out at its next call',
        security: TOKEN_SECURITY,
        params: ZIdPathSchema,
        response: answers(ZDetailResponseSchema),
      },
      preValidation,
    },
    (request) =>
      sessions.endSession(deps, callerOf(request), pathId(request.params.id), callerOfRequest(request)),
  );

  app.post(
    '/api/profiles/my/sessions/end-others/',
    {
      schema: {
        tags,
        summary: 'End every session of the caller but this one',
        security: TOKEN_SECURITY,
        body: ZEmptyRequestSchema,
        response: answers(ZEndOtherSessionsResponseSchema),
      },
      preValidation,
    },
    (request) => sessions.endOtherSessions(deps, callerOf(request), callerOfRequest(request)),
  );

  app.post(
    '/api/auth/end-session/',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session named by the key of a new-device e-mail’s link (single use)',
        security: PUBLIC,
        body: ZEndSessionByKeyRequestSchema,
        response: answers(ZDetailResponseSchema),
      },
      // Every attempt counts, a malformed one too: the limit is applied before the body is checked.
      preValidation: async (request) => {
        await throttle(deps.db, `end-session-link:${request.ip}`, LINK_USES_PER_ADDRESS);
      },
    },
    (request) => sessions.endSessionWithLink(deps, request.body.key, callerOfRequest(request)),
  );
}
