import type { Deps } from '../deps.ts';
import type { ReportJobs } from '../modules/reports/service.ts';
import type { ImportJobs } from '../modules/staff/data-import/service.ts';
import { defineImportJobs, queueUnqueuedImports } from '../modules/staff/data-import/worker.ts';
import { scheduleExpiry } from './expiry.ts';
import type { JobQueue } from './queue.ts';
import { defineReportJobs, queueUnqueuedReports } from './report-worker.ts';

/** Every queue and schedule of the app, defined on `jobs` before it starts. */
export function defineAppJobs(
  jobs: JobQueue,
  deps: Pick<Deps, 'db' | 'config'>,
): { reports: ReportJobs; imports: ImportJobs } {
  const reports = defineReportJobs(jobs, deps);
  const imports = defineImportJobs(jobs, deps.db);
  scheduleExpiry(jobs, deps.db);
  return { reports, imports };
}

/** Gives a job to the rows written without one (demo seeding, rows from before the queue). */
export async function queueUnqueuedWork(jobs: JobQueue, deps: Pick<Deps, 'db'>): Promise<void> {
  await queueUnqueuedReports(jobs, deps.db);
  await queueUnqueuedImports(jobs, deps.db);
}
