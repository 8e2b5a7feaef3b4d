import { backgroundDeps, type Deps } from '../deps.ts';
import { PUBLISH_SIGNED_DOCUMENTS, publishSignedDocuments } from '../modules/esign/service.ts';
import type { ReportJobs } from '../modules/reports/service.ts';
import type { ImportJobs } from '../modules/staff/data-import/service.ts';
import { defineImportJobs, queueUnqueuedImports } from '../modules/staff/data-import/worker.ts';
import { createTransports } from '../providers/message-transports.ts';
import { sweepUnreferencedFiles } from '../storage/sweep.ts';
import { scheduleExpiry } from './expiry.ts';
import { defineMessageDelivery } from './message-delivery.ts';
import type { JobQueue } from './queue.ts';
import { defineReportJobs, queueUnqueuedReports } from './report-worker.ts';

export const SWEEP_UNREFERENCED_FILES = 'sweep-unreferenced-files';
// Once a day at a quiet hour (UTC 16:17 is 03:17 in Sydney): files a killed upload left behind.
const DAILY_AT_QUIET_HOUR = '17 16 * * *';
/**
 * How often the signed documents due are looked for (a signature wakes it at once; this retries one
 * whose generation failed, and catches those a stopped server left).
 */
const SIGNED_DOCUMENTS_EVERY_SECONDS = 60;

/** What the signing routes tell the jobs: a signature was recorded (signed documents may be due). */
export type SignedDocumentJobs = { signed(): void };

/** Every queue and schedule of the app, defined on `jobs` before it starts. */
export function defineAppJobs(
  jobs: JobQueue,
  deps: Pick<Deps, 'db' | 'config' | 'files'> & Partial<Pick<Deps, 'messenger'>>,
  options: { onError?: (error: unknown) => void } = {},
): { reports: ReportJobs; imports: ImportJobs; signedDocuments: SignedDocumentJobs } {
  const reports = defineReportJobs(jobs, deps);
  const imports = defineImportJobs(jobs, deps.db);
  defineMessageDelivery(jobs, deps.db, createTransports(deps.config));
  scheduleExpiry(jobs, deps.db);
  jobs.schedule(SWEEP_UNREFERENCED_FILES, DAILY_AT_QUIET_HOUR, async () => {
    await sweepUnreferencedFiles(deps.db, deps.files);
  });
  const publishing: Deps = { ...backgroundDeps(deps.config, deps.db), ...deps };
  jobs.every(PUBLISH_SIGNED_DOCUMENTS, SIGNED_DOCUMENTS_EVERY_SECONDS, async () => {
    await publishSignedDocuments(publishing, (error) => options.onError?.(error));
  });
  return { reports, imports, signedDocuments: { signed: () => jobs.wake(PUBLISH_SIGNED_DOCUMENTS) } };
}

/** Gives a job to the rows written without one (demo seeding, rows from before the queue). */
export async function queueUnqueuedWork(jobs: JobQueue, deps: Pick<Deps, 'db'>): Promise<void> {
  await queueUnqueuedReports(jobs, deps.db);
  await queueUnqueuedImports(jobs, deps.db);
}
