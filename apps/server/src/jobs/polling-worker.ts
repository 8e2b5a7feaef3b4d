// The loop every durable job queue runs in the background. Jobs are rows: the queue's own code claims one
// (status running, locked_at, attempts + 1) and finishes it; this loop only decides when to look. It first
// hands rows a stopped server left running back to recovery, then takes job after job until none is
// pending, then sleeps `pollMs`. A wake() while a batch is in hand looks again right after it, so a job
// queued during a batch is not left for the next poll.

export type PollingWorker = {
  /** Look for pending jobs now (called right after a job is queued). */
  wake(): void;
  /** Stops polling and waits for the job in hand. */
  stop(): Promise<void>;
};

export type PollingWorkerOptions = {
  /** Takes and finishes the next pending job; answers false when none was pending. */
  processNext: () => Promise<boolean>;
  /** Re-queues (or fails) jobs a stopped server left running. */
  recover: () => Promise<unknown>;
  pollMs: number;
  /** How often a running worker looks for jobs a dead server left running. */
  recoveryEveryMs: number;
  onError?: (error: unknown) => void;
};

export function startPollingWorker(options: PollingWorkerOptions): PollingWorker {
  const { processNext, recover, pollMs, recoveryEveryMs, onError } = options;
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
      if (Date.now() - lastRecovery >= recoveryEveryMs) {
        lastRecovery = Date.now();
        await recover();
      }
      while (!stopped && (await processNext())) {
        // one job after another until none is pending
      }
    } catch (error) {
      onError?.(error);
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
