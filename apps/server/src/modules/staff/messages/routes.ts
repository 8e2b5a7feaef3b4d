import { ZEmptyRequestSchema } from '@portal/contracts/api/errors';
import { ZIdPathSchema } from '@portal/contracts/api/path';
import {
  ZUndeliveredMessageSchema,
  ZUndeliveredMessagesResponseSchema,
} from '@portal/contracts/api/staff-messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../../deps.ts';
import { TOKEN_SECURITY } from '../../../http/api-docs.ts';
import { pathId } from '../../../http/ids.ts';
import { answers } from '../../../http/route-schemas.ts';
import { staffCallerOf, staffOnly } from '../access.ts';
import { listUndeliveredMessages, retryDeadMessage } from './service.ts';

const tags = ['staff'];
const security = TOKEN_SECURITY;

/** The outbox's undelivered messages for staff acting as themselves, and the retry of a dead one. */
export function staffMessageRoutes(fastify: FastifyInstance, deps: Deps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preValidation = staffOnly(deps);

  app.get(
    '/api/staff/messages/',
    {
      schema: {
        tags,
        summary: 'The messages the portal could not deliver yet, newest first (recipients masked)',
        security,
        response: answers(ZUndeliveredMessagesResponseSchema),
      },
      preValidation,
    },
    async () => listUndeliveredMessages(deps),
  );

  app.post(
    '/api/staff/messages/:id/retry/',
    {
      schema: {
        tags,
        summary: 'Try an undeliverable message again',
        security,
        params: ZIdPathSchema,
        body: ZEmptyRequestSchema,
        response: answers(ZUndeliveredMessageSchema),
      },
      preValidation,
    },
    async (request) => retryDeadMessage(deps, staffCallerOf(request), pathId(request.params.id)),
  );
}
