import type { Db } from '../../../db/client.ts';
import type { JobQueue } from '../../../jobs/queue.ts';
import { markImportQueued, unqueuedImports } from './queries.ts';
import {
  failLostImport,
  IMPORT_MAX_ATTEMPTS,
  IMPORT_STALE_SECONDS,
  type ImportJobs,
  runImport,
} from './service.ts';

// The console's portfolio imports as durable jobs, like the reports: the import's rows and its job are
// written in one transaction; an attempt loads the files still pending, so one that takes over from a
// stopped server goes on where it stopped. After three lost attempts the import fails.

export const IMPORT_PORTFOLIO = 'import-portfolio';

type ImportJob = { importId: number };

export function defineImportJobs(jobs: JobQueue, db: Db): ImportJobs {
  jobs.define<ImportJob>(
    IMPORT_PORTFOLIO,
    {
      attempts: IMPORT_MAX_ATTEMPTS,
      expireInSeconds: IMPORT_STALE_SECONDS,
      onGiveUp: (job) => failLostImport(db, job.importId),
    },
    (job, attempt) => runImport(db, job.importId, attempt),
  );
  return importJobsOn(jobs);
}

function importJobsOn(jobs: JobQueue): ImportJobs {
  return {
    queueIn: (q, importId) => jobs.send<ImportJob>(IMPORT_PORTFOLIO, { importId }, { tx: q }),
    queued: () => jobs.wake(IMPORT_PORTFOLIO),
  };
}

/** Queues a job for each pending import that has none (written before the queue took over). */
export async function queueUnqueuedImports(jobs: JobQueue, db: Db): Promise<number> {
  const ids = await unqueuedImports(db);
  const imports = importJobsOn(jobs);
  for (const id of ids) await db.tx(async (q) => markImportQueued(q, id, await imports.queueIn(q, id)));
  if (ids.length > 0) imports.queued();
  return ids.length;
}

/** Runs the due imports until none is left; answers how many attempts it made. (Tests await this.) */
export function runPendingImports(app: { jobs: JobQueue }): Promise<number> {
  return app.jobs.runDue([IMPORT_PORTFOLIO]);
}
