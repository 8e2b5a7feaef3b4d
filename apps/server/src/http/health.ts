import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { fileStorageReady } from '../providers/file-storage.ts';

// A readiness answer must come back before the load balancer's own timeout, database or not.
const DATABASE_CHECK_MS = 2000;

async function databaseReady(deps: Deps): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_CHECK_MS);
  });
  const check = deps.db.query('SELECT 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/health/: the process answers (liveness). GET /api/health/ready/: it can serve calls now
 * (readiness): the database answers and files can be stored; else 503 naming what failed. A load
 * balancer sends no application id: none is needed (absent means ipm).
 */
export function healthRoutes(app: FastifyInstance, deps: Deps): void {
  app.get('/api/health/', async () => ({ status: 'ok' }));

  app.get('/api/health/ready/', async (_request, reply) => {
    const [database, fileStorage] = await Promise.all([
      databaseReady(deps),
      fileStorageReady(deps.config.dataDir),
    ]);
    if (database && fileStorage) return { status: 'ok' };
    const failed = [...(database ? [] : ['database']), ...(fileStorage ? [] : ['file_storage'])];
    return reply.status(503).send({ status: 'unavailable', failed });
  });
}
