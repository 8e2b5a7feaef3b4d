import PgBoss from 'pg-boss';
import type { Db, Queryable } from '../db/client.ts';

// Background work as rows of the app's own database, on pg-boss (docs/decisions.md, "Background jobs").
// A job is sent in the same transaction as the row it works on; a worker of any instance takes it, and one whose
// instance died is failed by the engine's expiry after `expireInSeconds` and retried by another, up to
// `attempts` in all. pg-boss runs on PostgreSQL and on the embedded PGlite alike: it is given the app's
// Db rather than a connection string.

/** What a handler knows of its job: which attempt this is and whether it is the last one. */
export type JobAttempt = { id: string; attempt: number; lastAttempt: boolean };
export type JobHandler<T> = (data: T, attempt: JobAttempt) => Promise<void>;

export type QueueOptions<T> = {
  /** Attempts in all before the job fails. */
  attempts: number;
  /** An attempt still running after this long counts as lost (its server stopped) and fails. */
  expireInSeconds: number;
  /** Seconds between a failed attempt and the next. */
  retryDelaySeconds?: number;
  /** Called once, on any instance, when the last attempt was lost or failed. */
  onGiveUp?: (data: T) => Promise<void>;
};

export type JobQueueOptions = {
  /** Whether this instance takes jobs and runs the schedules (off under tests: they call runDue). */
  workers: boolean;
  /** How often an idle worker looks for due jobs (a job sent from this instance wakes it at once). */
  pollSeconds?: number;
  /** How often the engine fails lost attempts (and archives finished jobs). */
  maintenanceSeconds?: number;
  /** How long stop() waits for jobs in hand before handing them back to the queue. */
  stopTimeoutMs?: number;
  onError?: (error: unknown) => void;
};

export type JobQueue = {
  /** A named queue and its handler; before start(). */
  define<T extends object>(name: string, options: QueueOptions<T>, handler: JobHandler<T>): void;
  /** Runs `handler` on one instance at the times of `cron` (UTC, minute precision); before start(). */
  schedule(name: string, cron: string, handler: () => Promise<void>): void;
  /** Runs `handler` on one instance about every `seconds` (any number >= 1); before start(). */
  every(name: string, seconds: number, handler: () => Promise<void>): void;
  /**
   * Queues a job; with `tx`, in that transaction (call wake(name) once it has committed). Answers the
   * job's id, or null when the queue's policy dropped it as a duplicate.
   */
  send<T extends object>(name: string, data: T, options?: { tx?: Queryable }): Promise<string | null>;
  /** Makes this instance's worker of `name` look for jobs now; a recurring handler (every) runs soon. */
  wake(name: string): void;
  start(): Promise<void>;
  /** Stops taking jobs; jobs still in hand after the timeout fail, so another instance retries them. */
  stop(): Promise<void>;
  /**
   * Runs the due jobs of `names` (default: every queue) until none is due, then their given-up jobs;
   * answers how many attempts it made. Tests await this instead of starting workers; `handlers` runs a
   * queue's jobs with another handler (a test's broken storage).
   */
  runDue(names?: string[], handlers?: Record<string, JobHandler<never>>): Promise<number>;
  /** Fails now the attempts that ran longer than their queue's expiry (the engine does this every minute). */
  expireLost(): Promise<void>;
  /** The schema holding the job tables. */
  readonly schema: Promise<string>;
  /** Whether this instance takes jobs (JobQueueOptions.workers). */
  readonly workers: boolean;
};

/** The queue a queue's given-up jobs go to (pg-boss's dead letter). */
const givenUpQueue = (name: string) => `${name}-given-up`;

// pg-boss sends its schema creation, migrations and maintenance as one script wrapped in BEGIN .. COMMIT,
// without parameters; every other statement comes alone, with or without parameters.
const isScript = (text: string) => /^\s*BEGIN;/.test(text);

/**
 * pg-boss's view of the app's database: PGlite runs a script only through exec, one statement through
 * query. Once `isStopped()`, statements never run (nor answer): a handler that outlived stop() is left
 * as a killed server's would be, its job already handed back, and nothing touches a closed database.
 */
export function engineDb(
  q: Pick<Db, 'query'> & Partial<Pick<Db, 'exec'>>,
  isStopped: () => boolean = () => false,
): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      if (isStopped()) return new Promise<never>(() => {});
      if (values.length === 0 && isScript(text)) {
        if (!q.exec) throw new Error('a job-queue script cannot run inside a transaction');
        await q.exec(text);
        return { rows: [] };
      }
      return { rows: await q.query(text, values) };
    },
  };
}

/**
 * The job tables live beside the app's: in `pgboss` for the `public` schema, else in `<schema>_jobs`, so
 * apps on several schemas of one database (the tests) keep their jobs apart.
 */
async function jobsSchemaOf(db: Db): Promise<string> {
  const [row] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const schema = row?.schema ?? 'public';
  return schema === 'public' ? 'pgboss' : `${schema}_jobs`;
}

type Definition = {
  name: string;
  queue: Omit<PgBoss.Queue, 'name'>;
  run: (job: PgBoss.JobWithMetadata<object>) => Promise<void>;
  /** Counted by runDue (the given-up queues are not). */
  counted: boolean;
  pollSeconds?: number;
};

export function createJobQueue(db: Db, options: JobQueueOptions): JobQueue {
  const definitions = new Map<string, Definition>();
  const schedules: Array<{ name: string; cron: string }> = [];
  const chains = new Set<string>();
  const workerIds = new Map<string, string>();
  let schema: Promise<string> | null = null;
  const schemaOf = () => {
    schema ??= jobsSchemaOf(db);
    return schema;
  };
  let boss: PgBoss | null = null;
  let started: Promise<void> | null = null;
  let stopped = false;

  const add = (definition: Definition) => {
    if (started) throw new Error(`queue ${definition.name} defined after start`);
    if (definitions.has(definition.name)) throw new Error(`queue ${definition.name} defined twice`);
    definitions.set(definition.name, definition);
  };
  const engine = () => {
    if (!boss) throw new Error('the job queue is not started');
    return boss;
  };
  const attemptOf = (job: PgBoss.JobWithMetadata<object>): JobAttempt => ({
    id: job.id,
    attempt: job.retryCount + 1,
    lastAttempt: job.retryCount >= job.retryLimit,
  });

  const queue: JobQueue = {
    get schema() {
      return schemaOf();
    },
    workers: options.workers,

    define(name, queueOptions, handler) {
      const { onGiveUp } = queueOptions;
      if (onGiveUp) {
        add({
          name: givenUpQueue(name),
          queue: { retryLimit: 5, retryDelay: 30, expireInSeconds: queueOptions.expireInSeconds },
          run: (job) => onGiveUp(job.data as never),
          counted: false,
        });
      }
      add({
        name,
        queue: {
          retryLimit: queueOptions.attempts - 1,
          retryDelay: queueOptions.retryDelaySeconds ?? 0,
          expireInSeconds: queueOptions.expireInSeconds,
          ...(onGiveUp ? { deadLetter: givenUpQueue(name) } : {}),
        },
        run: (job) => handler(job.data as never, attemptOf(job)),
        counted: true,
      });
    },

    schedule(name, cron, handler) {
      add({
        name,
        // A missed run is not made up: the next one comes within the period.
        queue: { policy: 'short', retryLimit: 0, expireInSeconds: 15 * 60 },
        run: () => handler(),
        counted: true,
      });
      schedules.push({ name, cron });
    },

    every(name, seconds, handler) {
      // A chain of delayed jobs (cron cannot go below a minute): each run queues the next. The 'short'
      // policy keeps at most one waiting, and a run every minute restarts a chain a stopped server broke.
      add({
        name,
        queue: { policy: 'short', retryLimit: 0, expireInSeconds: 15 * 60 },
        run: async () => {
          try {
            await handler();
          } finally {
            await engine().send(name, {}, { startAfter: seconds });
          }
        },
        counted: true,
        pollSeconds: Math.min(Math.max(seconds / 2, 0.5), 2),
      });
      chains.add(name);
      schedules.push({ name, cron: '* * * * *' });
    },

    async send(name, data, sendOptions = {}) {
      if (!definitions.has(name)) throw new Error(`no queue ${name}`);
      const id = await engine().send(name, data, sendOptions.tx ? { db: engineDb(sendOptions.tx) } : {});
      if (!sendOptions.tx) queue.wake(name);
      return id;
    },

    wake(name) {
      const notify = () => {
        const id = workerIds.get(name);
        if (id && boss) boss.notifyWorker(id);
      };
      if (!chains.has(name) || !boss) return notify();
      // The chain's next run waits for its time; a run keyed 'now' may wait beside it (one at most).
      engine()
        .send(name, {}, { singletonKey: 'now' })
        .then(notify, (error) => options.onError?.(error));
    },

    start() {
      started ??= (async () => {
        const workers = options.workers;
        boss = new PgBoss({
          db: engineDb(db, () => stopped),
          schema: await schemaOf(),
          migrate: true,
          supervise: workers,
          schedule: workers,
          maintenanceIntervalSeconds: options.maintenanceSeconds ?? 30,
          // The engine's own cron and clock checks are not needed where no schedule runs.
          ...(workers ? { cronMonitorIntervalSeconds: 30 } : {}),
        });
        boss.on('error', (error) => options.onError?.(error));
        await boss.start();
        for (const definition of definitions.values()) await ensureQueue(boss, definition);
        if (!workers) return;
        for (const { name, cron } of schedules) await boss.schedule(name, cron);
        for (const name of chains) await boss.send(name, {});
        for (const definition of definitions.values()) {
          const id = await boss.work<object>(
            definition.name,
            {
              includeMetadata: true,
              batchSize: 1,
              pollingIntervalSeconds: definition.pollSeconds ?? options.pollSeconds ?? 1,
            },
            async ([job]) => {
              if (job) await definition.run(job);
            },
          );
          workerIds.set(definition.name, id);
        }
      })();
      return started;
    },

    async stop() {
      if (!started) return;
      await started.catch(() => undefined);
      await boss?.stop({
        graceful: true,
        close: false,
        timeout: options.stopTimeoutMs ?? 10_000,
        wait: true,
      });
      stopped = true;
      workerIds.clear();
    },

    async runDue(names, handlers = {}) {
      const wanted = names ?? [...definitions.keys()];
      const order = [...wanted, ...wanted.map(givenUpQueue).filter((n) => definitions.has(n))];
      let attempts = 0;
      for (;;) {
        let ranOne = false;
        for (const name of order) {
          const definition = definitions.get(name);
          if (!definition) throw new Error(`no queue ${name}`);
          const [job] = await engine().fetch<object>(name, { includeMetadata: true, batchSize: 1 });
          if (!job) continue;
          ranOne = true;
          if (definition.counted) attempts++;
          const handler = handlers[name];
          try {
            await (handler ? handler(job.data as never, attemptOf(job)) : definition.run(job));
            await engine().complete(name, job.id);
          } catch (error) {
            await engine().fail(name, job.id, {
              message: error instanceof Error ? error.message : String(error),
            });
          }
        }
        if (!ranOne) return attempts;
      }
    },

    async expireLost() {
      await engine().expire();
    },
  };
  return queue;
}

/** Creates the queue, or brings an existing one's settings up to date (several instances start at once). */
async function ensureQueue(boss: PgBoss, definition: Definition): Promise<void> {
  const settings = { name: definition.name, ...definition.queue };
  if (await boss.getQueue(definition.name)) {
    await boss.updateQueue(definition.name, settings);
    return;
  }
  try {
    await boss.createQueue(definition.name, settings);
  } catch (error) {
    if (!(await boss.getQueue(definition.name))) throw error;
  }
}

/** Whether buildApp starts the workers: not under tests (they call runDue), unless asked. */
export function jobWorkersEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.JOB_WORKERS === 'on') return true;
  if (env.JOB_WORKERS === 'off') return false;
  return env.NODE_ENV !== 'test';
}
