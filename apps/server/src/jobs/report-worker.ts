import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { processNextReport, recoverReports } from '../modules/reports/service.ts';
import { createFileStorage, type FileStorage } from '../providers/file-storage.ts';

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

export type ReportWorker = {
  /** Look for pending reports now (called right after a report is queued). */
  wake(): void;
  /** Stops polling and waits for the report in hand. */
  stop(): Promise<void>;
};

/**
 * The background loop: on start it recovers interrupted reports, then polls every second (and at once
 * when woken) and renders what is pending. Several workers (server instances) may run on one PostgreSQL.
 */
export function startReportWorker(
  deps: ReportJobDeps,
  options: ReportJobOptions & { pollMs?: number; onError?: (error: unknown) => void } = {},
): ReportWorker {
  const storage = storageOf(deps, options);
  const pollMs = options.pollMs ?? POLL_INTERVAL_MS;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let inFlight: Promise<void> | null = null;
  let wokenWhileBusy = false;
  let lastRecovery = 0;

  const schedule = (ms: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  };

  const work = async () => {
    try {
      if (Date.now() - lastRecovery >= RECOVERY_INTERVAL_MS) {
        lastRecovery = Date.now();
        await recoverReports(deps.db);
      }
      while (!stopped && (await processNextReport({ db: deps.db, storage, compress: options.compress }))) {
        // one report after another until none is pending
      }
    } catch (error) {
      options.onError?.(error);
    }
  };

  function tick(): void {
    timer = null;
    if (stopped) return;
    if (inFlight) {
      wokenWhileBusy = true;
      return;
    }
    inFlight = work().finally(() => {
      inFlight = null;
      if (wokenWhileBusy) {
        wokenWhileBusy = false;
        schedule(0);
      } else schedule(pollMs);
    });
  }

  schedule(0);
  return {
    wake() {
      if (stopped) return;
      if (inFlight) wokenWhileBusy = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await inFlight;
    },
  };
}

/** Whether buildApp starts the loop: not under tests (they call runPendingReports), unless asked. */
export function reportWorkerEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.REPORT_WORKER === 'on') return true;
  if (env.REPORT_WORKER === 'off') return false;
  return env.NODE_ENV !== 'test';
}
