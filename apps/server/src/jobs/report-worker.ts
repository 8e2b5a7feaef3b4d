import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { processNextReport, recoverReports } from '../modules/reports/service.ts';
import { createFileStorage, type FileStorage } from '../providers/file-storage.ts';
import { type PollingWorker, startPollingWorker } from './polling-worker.ts';

// Report generation as durable jobs. A job is a row of generated_reports: POST /api/ipm/reports/ inserts
// it pending; a worker claims it (running, locked_at, attempts + 1), renders the PDF, stores it and sets
// it ready (or failed), announcing the result on reports#{user_id}. Nothing lives only in memory: a row
// a killed server left running is taken up again after a minute, at most three attempts in all.

export type ReportJobDeps = { db: Db; config: Pick<Config, 'dataDir'> };
export type ReportJobOptions = { storage?: FileStorage; compress?: boolean };

export const POLL_INTERVAL_MS = 1000;
/** How often a running worker looks for rows a dead server left running. */
export const RECOVERY_INTERVAL_MS = 30_000;

const storageOf = (deps: ReportJobDeps, options: ReportJobOptions) =>
  options.storage ?? createFileStorage(deps.config.dataDir);

/** Renders pending reports until none is left; answers how many attempts it made. (Tests await this.) */
export async function runPendingReports(
  deps: ReportJobDeps,
  options: ReportJobOptions = {},
): Promise<number> {
  const storage = storageOf(deps, options);
  let processed = 0;
  while (await processNextReport({ db: deps.db, storage, compress: options.compress })) processed++;
  return processed;
}

/** Re-queues (or fails, after three attempts) reports a killed server left running. */
export function recoverInterruptedReports(deps: ReportJobDeps, staleSeconds?: number): Promise<number> {
  return recoverReports(deps.db, staleSeconds);
}

export type ReportWorker = PollingWorker;

/**
 * The background loop: on start it recovers interrupted reports, then polls every second (and at once
 * when woken) and renders what is pending. Several workers (server instances) may run on one PostgreSQL.
 */
export function startReportWorker(
  deps: ReportJobDeps,
  options: ReportJobOptions & { pollMs?: number; onError?: (error: unknown) => void } = {},
): ReportWorker {
  const storage = storageOf(deps, options);
  return startPollingWorker({
    processNext: () => processNextReport({ db: deps.db, storage, compress: options.compress }),
    recover: () => recoverReports(deps.db),
    pollMs: options.pollMs ?? POLL_INTERVAL_MS,
    recoveryEveryMs: RECOVERY_INTERVAL_MS,
    onError: options.onError,
  });
}

/** Whether buildApp starts the loop: not under tests (they call runPendingReports), unless asked. */
export function reportWorkerEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.REPORT_WORKER === 'on') return true;
  if (env.REPORT_WORKER === 'off') return false;
  return env.NODE_ENV !== 'test';
}
