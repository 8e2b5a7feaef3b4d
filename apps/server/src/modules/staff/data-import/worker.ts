import type { Db } from '../../../db/client.ts';
import { type PollingWorker, startPollingWorker } from '../../../jobs/polling-worker.ts';
import { processNextImport, recoverImports } from './service.ts';

// The background loop of the console's portfolio imports, like the report worker: it recovers jobs a
// stopped server left running, then polls for pending ones (and looks at once when woken by a new job).

const POLL_MS = 2000;
const RECOVERY_EVERY_MS = 30_000;

export type ImportWorker = PollingWorker;

export function startImportWorker(db: Db, onError: (error: unknown) => void): ImportWorker {
  return startPollingWorker({
    processNext: () => processNextImport(db),
    recover: () => recoverImports(db),
    pollMs: POLL_MS,
    recoveryEveryMs: RECOVERY_EVERY_MS,
    onError,
  });
}
