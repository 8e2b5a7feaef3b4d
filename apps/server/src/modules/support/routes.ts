import { ZContactUsRequestSchema, ZContactUsResponseSchema } from '@portal/contracts/api/support';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { TOKEN_OPTIONAL } from '../../http/api-docs.ts';
import { applicationIdOf } from '../../http/application-id.ts';
import { answers } from '../../http/route-schemas.ts';
import { readToken } from '../auth/session-context.ts';
import { contactSupport } from './service.ts';

export function supportRoutes(fastify: FastifyInstance, deps: Deps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Anyone may write; a signed-in caller's token, when sent, puts the message under their profile.
  app.post(
    '/api/contact-us/',
    {
      schema: {
        tags: ['support'],
        summary: 'Send a message to the application’s support team',
        security: TOKEN_OPTIONAL,
        body: ZContactUsRequestSchema,
        response: answers(ZContactUsResponseSchema),
      },
    },
    async (request) =>
      contactSupport(deps, {
        input: request.body,
        token: readToken(request),
        applicationId: applicationIdOf(request),
        ip: request.ip,
      }),
  );
}
