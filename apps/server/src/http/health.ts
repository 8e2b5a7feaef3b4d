import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';

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
export function healthRoutes(app: FastifyInstance, deps: Deps): void {
  app.get('/api/health/', async () => ({ status: 'ok' }));

  app.get('/api/health/ready/', async (_request, reply) => {
    const [database, fileStorage] = await Promise.all([
      passesInTime(() => deps.db.query('SELECT 1')),
      passesInTime(() => deps.files.check()),
    ]);
    if (database && fileStorage) return { status: 'ok' };
    const failed = [...(database ? [] : ['database']), ...(fileStorage ? [] : ['file_storage'])];
    return reply.status(503).send({ status: 'unavailable', failed });
  });
}
