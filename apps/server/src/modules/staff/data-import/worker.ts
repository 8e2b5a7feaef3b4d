import type { Db } from '../../../db/client.ts';
import { processNextImport, recoverImports } from './service.ts';

// The background loop of the console's portfolio imports, like the report worker: it recovers jobs a
// stopped server left running, then polls for pending ones (and looks at once when woken by a new job).

const POLL_MS = 2000;
const RECOVERY_EVERY_MS = 30_000;

export type ImportWorker = { wake(): void; stop(): Promise<void> };

export function startImportWorker(db: Db, onError: (error: unknown) => void): ImportWorker {
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
      if (Date.now() - lastRecovery >= RECOVERY_EVERY_MS) {
        lastRecovery = Date.now();
        await recoverImports(db);
      }
      while (!stopped && (await processNextImport(db))) {
        // one job after another until none is pending
      }
    } catch (error) {
      onError(error);
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
      } else schedule(POLL_MS);
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
      await inFlight;
    },
  };
}
