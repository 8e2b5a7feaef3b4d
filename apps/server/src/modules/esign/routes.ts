import {
  ZSigningActionPathSchema,
  ZSigningActionResponseSchema,
  ZSigningDocumentPathSchema,
  ZSigningSessionPathSchema,
  ZSigningSessionSchema,
  ZSignRequestSchema,
} from '@portal/contracts/api/esign';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { PUBLIC } from '../../http/api-docs.ts';
import { notFound } from '../../http/errors.ts';
import { answers, BODY_PARSED_BY_SERVICE, fileAnswers, sendStream } from '../../http/route-schemas.ts';
import type { SignedDocumentJobs } from '../../jobs/app-jobs.ts';
import { throttle } from '../../security/rate-limit.ts';
import { actOnSession, openSession, type SessionAction, sessionDocument } from './service.ts';

const ACTIONS: readonly SessionAction[] = ['sign', 'decline', 'finish-later', 'timeout', 'close'];
const tags = ['e-signature'];
// The single-use token in the path is the credential, as with a provider's signing URL.
const security = PUBLIC;

/**
 * The embedded provider's signing session (the product's own signing page). Calls per address are
 * limited so tokens cannot be guessed.
 */
export function esignRoutes(fastify: FastifyInstance, deps: Deps, signedDocuments: SignedDocumentJobs): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tokenOf = async (request: { ip: string; params: { token: string } }) => {
    await throttle(deps.db, `esign-session:${request.ip}`, { max: 300, windowSeconds: 600 });
    const token = request.params.token;
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw notFound();
    return token;
  };

  app.get(
    '/api/esign/sessions/:token/',
    {
      schema: {
        tags,
        summary: 'The signing session of a link: what is signed, by whom, until when',
        security,
        params: ZSigningSessionPathSchema,
        response: answers(ZSigningSessionSchema),
      },
    },
    async (request) => openSession(deps, await tokenOf(request)),
  );

  app.get(
    '/api/esign/sessions/:token/documents/:position/',
    {
      schema: {
        tags,
        summary: 'One document of the signing session, shown in the page',
        security,
        params: ZSigningDocumentPathSchema,
        response: fileAnswers('application/pdf'),
      },
    },
    async (request, reply) => {
      const position = Number(request.params.position);
      if (!Number.isInteger(position) || position < 1 || position > 100) throw notFound();
      const pdf = await sessionDocument(deps, await tokenOf(request), position);
      reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', 'inline; filename="document.pdf"')
        .header('X-Content-Type-Options', 'nosniff');
      return sendStream(reply, pdf);
    },
  );

  // The body is read only when the action signs, and only while the session may still sign: the service
  // checks the typed name then.
  app.post(
    '/api/esign/sessions/:token/:action/',
    {
      schema: {
        tags,
        summary: 'Sign (with the typed full name), decline, finish later, time out or close the session',
        security,
        params: ZSigningActionPathSchema,
        body: ZSignRequestSchema,
        response: answers(ZSigningActionResponseSchema),
      },
      ...BODY_PARSED_BY_SERVICE,
    },
    async (request) => {
      const action = request.params.action as SessionAction;
      if (!ACTIONS.includes(action)) throw notFound();
      const answer = await actOnSession(deps, await tokenOf(request), action, request.body, {
        ip: request.ip,
        user_agent: (request.headers['user-agent'] ?? '').slice(0, 500),
      });
      // The last signature makes the request's signed documents due: they are published at once.
      if (answer.event === 'signing_complete') signedDocuments.signed();
      return answer;
    },
  );
}
