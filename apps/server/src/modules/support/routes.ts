import { ZContactUsRequestSchema } from '@portal/contracts/api/support';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { applicationIdOf } from '../../http/application-id.ts';
import { parse } from '../../http/validation.ts';
import { readToken } from '../auth/session-context.ts';
import { contactSupport } from './service.ts';

export function supportRoutes(app: FastifyInstance, deps: Deps): void {
  app.post('/api/contact-us/', async (request) =>
    contactSupport(deps, {
      input: parse(ZContactUsRequestSchema, request.body),
      token: readToken(request),
      applicationId: applicationIdOf(request),
      ip: request.ip,
    }),
  );
}
