import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { markReportQueued, unqueuedReports } from '../modules/reports/queries.ts';
import {
  failLostReportJob,
  MAX_ATTEMPTS,
  type ReportJobs,
  renderReport,
  STALE_AFTER_SECONDS,
} from '../modules/reports/service.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import type { JobAttempt, JobQueue } from './queue.ts';

// Report generation as durable jobs. The row of generated_reports is what the user sees: POST
// /api/ipm/reports/ inserts it pending together with its job; an attempt sets it running, then ready (or
// back to pending, or failed after the last attempt), announcing the result on reports#{user_id}. An
// attempt whose server died is failed by the queue's expiry after a minute and the next one starts on
// any instance; after three attempts the report fails, announced like any other failure.

export const RENDER_REPORT = 'render-report';

export type ReportJobDeps = Pick<Deps, 'db' | 'files'>;
export type ReportJobOptions = { storage?: FileStorage; compress?: boolean };

type RenderJob = { reportId: number };

const storageOf = (deps: ReportJobDeps, options: ReportJobOptions) => options.storage ?? deps.files;

/** The report queue and its handler, on `jobs` (before it starts). */
export function defineReportJobs(
  jobs: JobQueue,
  deps: ReportJobDeps,
  options: ReportJobOptions = {},
): ReportJobs {
  const storage = storageOf(deps, options);
  jobs.define<RenderJob>(
    RENDER_REPORT,
    {
      attempts: MAX_ATTEMPTS,
      expireInSeconds: STALE_AFTER_SECONDS,
      onGiveUp: (job) => failLostReportJob(deps.db, job.reportId),
    },
    (job, attempt) =>
      renderReport({ db: deps.db, storage, compress: options.compress }, job.reportId, attempt),
  );
  return reportJobsOn(jobs);
}

export function reportJobsOn(jobs: JobQueue): ReportJobs {
  return {
    queueIn: (q, reportId) => jobs.send<RenderJob>(RENDER_REPORT, { reportId }, { tx: q }),
    queued: () => jobs.wake(RENDER_REPORT),
  };
}

/** Queues a job for each pending report that has none (rows the demo seeding wrote). Answers how many. */
export async function queueUnqueuedReports(jobs: JobQueue, db: Db): Promise<number> {
  const ids = await unqueuedReports(db);
  const reports = reportJobsOn(jobs);
  for (const id of ids) await db.tx(async (q) => markReportQueued(q, id, await reports.queueIn(q, id)));
  if (ids.length > 0) reports.queued();
  return ids.length;
}

/**
 * Runs the due report jobs until none is left (queuing first those the seeding left unqueued); answers how
 * many attempts it made. Tests await this; a `storage` replaces the one the queue's handler was given.
 */
export async function runPendingReports(
  app: { jobs: JobQueue; db: Db },
  options: { storage?: FileStorage } = {},
): Promise<number> {
  await queueUnqueuedReports(app.jobs, app.db);
  const { storage } = options;
  if (!storage) return app.jobs.runDue([RENDER_REPORT]);
  return app.jobs.runDue([RENDER_REPORT], {
    [RENDER_REPORT]: (job: RenderJob, attempt: JobAttempt) =>
      renderReport({ db: app.db, storage }, job.reportId, attempt),
  });
}
