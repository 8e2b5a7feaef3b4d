import type { Deps } from '../deps.ts';
import { processNextReport, recoverReports } from '../modules/reports/service.ts';
import { type PollingWorker, startPollingWorker } from './polling-worker.ts';

// Report generation as durable jobs. A job is a row of generated_reports: POST /api/ipm/reports/ inserts
// it pending; a worker claims it (running, locked_at, attempts + 1), renders the PDF, stores it and sets
// it ready (or failed), announcing the result on reports#{user_id}. Nothing lives only in memory: a row
// a killed server left running is taken up again after a minute, at most three attempts in all.

export type ReportJobDeps = Pick<Deps, 'db' | 'files'>;
export type ReportJobOptions = { compress?: boolean };

export const POLL_INTERVAL_MS = 1000;
/** How often a running worker looks for rows a dead server left running. */
export const RECOVERY_INTERVAL_MS = 30_000;

/** Renders pending reports until none is left; answers how many attempts it made. (Tests await this.) */
export async function runPendingReports(
  deps: ReportJobDeps,
  options: ReportJobOptions = {},
): Promise<number> {
  let processed = 0;
  while (await processNextReport({ db: deps.db, storage: deps.files, compress: options.compress }))
    processed++;
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
  return startPollingWorker({
    processNext: () => processNextReport({ db: deps.db, storage: deps.files, compress: options.compress }),
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
