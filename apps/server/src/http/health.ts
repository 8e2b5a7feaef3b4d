import { ERROR_RESPONSES } from '@portal/contracts/api/errors';
import { ZHealthResponseSchema, ZHealthUnavailableResponseSchema } from '@portal/contracts/api/operations';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../deps.ts';
import { PUBLIC } from './api-docs.ts';
import { pingDatabase } from './queries.ts';
import { answers } from './route-schemas.ts';

// A readiness answer must come back before the load balancer's own timeout, whatever hangs behind it.
const CHECK_MS = 2000;

/** Whether `check` succeeds within CHECK_MS. */
async function passesInTime(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_MS);
  });
  const passed = check().then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([passed, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/health/: the process answers (liveness). GET /api/health/ready/: it can serve calls now
 * (readiness): the database answers and the file storage can be written; else 503 naming what failed.
 * A load balancer sends no application id: none is needed (absent means ipm).
 */
export function healthRoutes(fastify: FastifyInstance, deps: Deps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['health'];

  app.get(
    '/api/health/',
    {
      schema: {
        tags,
        summary: 'Liveness: the process answers',
        security: PUBLIC,
        response: answers(ZHealthResponseSchema),
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/health/ready/',
    {
      schema: {
        tags,
        summary: 'Readiness: the database answers and files can be stored (503 naming what cannot)',
        security: PUBLIC,
        response: { 200: ZHealthResponseSchema, ...ERROR_RESPONSES, 503: ZHealthUnavailableResponseSchema },
      },
    },
    async (_request, reply) => {
      const [database, fileStorage] = await Promise.all([
        passesInTime(() => pingDatabase(deps.db)),
        passesInTime(() => deps.files.check()),
      ]);
      if (database && fileStorage) return { status: 'ok' as const };
      const failed = [
        ...(database ? [] : ['database' as const]),
        ...(fileStorage ? [] : ['file_storage' as const]),
      ];
      return reply.status(503).send({ status: 'unavailable', failed });
    },
  );
}
