import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { redactUrl } from './redact-url.ts';

export type LogOptions = {
  /** Every request's start and end at `info`; without it only failures (5xx) are logged. */
  logRequests: boolean;
  /** Where the JSON lines go; standard output unless given (tests collect them). */
  destination?: { write(line: string): void };
};

// A caller's request id is kept only when it is a short plain token: anything else could forge or
// break log lines.
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Fastify's logger: pino JSON lines, each line of a request carrying its `reqId`. */
export function loggerOptions(
  options: LogOptions,
): Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader'> & { logger: Record<string, unknown> } {
  return {
    genReqId: requestIdOf,
    requestIdHeader: false,
    logger: {
      level: options.logRequests ? 'info' : 'error',
      ...(options.destination ? { stream: options.destination } : {}),
      // Credentials never reach the logs: headers that carry them, and every URL (serialised below).
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers.referer'],
        censor: '[redacted]',
      },
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: redactUrl(request.url),
          headers: { ...request.headers },
          remoteAddress: request.ip,
        }),
        res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
      },
    },
  };
}

const loggedFailures = new WeakSet<FastifyRequest>();

/** Logs a failed request with its stack; the error handler calls it for every unexpected error. */
export function logFailure(request: FastifyRequest, error: unknown): void {
  loggedFailures.add(request);
  request.log.error({ err: error, req: request }, 'request failed');
}

/**
 * Echoes the request id to the caller (so a support request can quote it), and logs any 5xx answer
 * that no thrown error explained.
 */
export function registerRequestLogging(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 500 && !loggedFailures.has(request)) {
      request.log.error({ req: request, res: reply }, 'request answered a server error');
    }
  });
}
