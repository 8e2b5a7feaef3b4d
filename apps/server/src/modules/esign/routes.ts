import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { throttle } from '../../security/rate-limit.ts';
import { actOnSession, openSession, type SessionAction, sessionDocument } from './service.ts';

type TokenParams = { token: string };
const ACTIONS: readonly SessionAction[] = ['sign', 'decline', 'finish-later', 'timeout', 'close'];

/**
 * The embedded provider's signing session (the product's own signing page). The single-use token in the
 * URL is the credential, as with a provider's signing URL; calls per address are limited so tokens
 * cannot be guessed.
 */
export function esignRoutes(app: FastifyInstance, deps: Deps): void {
  const tokenOf = async (request: FastifyRequest<{ Params: TokenParams }>) => {
    await throttle(deps.db, `esign-session:${request.ip}`, { max: 300, windowSeconds: 600 });
    const token = request.params.token;
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw notFound();
    return token;
  };

  app.get<{ Params: TokenParams }>('/api/esign/sessions/:token/', async (request) =>
    openSession(deps, await tokenOf(request)),
  );
  app.get<{ Params: TokenParams & { position: string } }>(
    '/api/esign/sessions/:token/documents/:position/',
    async (request, reply) => {
      const position = Number(request.params.position);
      if (!Number.isInteger(position) || position < 1 || position > 100) throw notFound();
      const pdf = await sessionDocument(deps, await tokenOf(request), position);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', 'inline; filename="document.pdf"')
        .header('X-Content-Type-Options', 'nosniff')
        .send(pdf);
    },
  );
  app.post<{ Params: TokenParams & { action: string } }>(
    '/api/esign/sessions/:token/:action/',
    async (request) => {
      const action = request.params.action as SessionAction;
      if (!ACTIONS.includes(action)) throw notFound();
      return actOnSession(deps, await tokenOf(request), action, request.body, {
        ip: request.ip,
        userAgent: (request.headers['user-agent'] ?? '').slice(0, 500),
      });
    },
  );
}
