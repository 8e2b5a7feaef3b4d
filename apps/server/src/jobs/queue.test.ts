import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openPglite, openPostgres } from '../db/client.ts';
import { jobStates } from '../testing/jobs.ts';
import { createJobQueue, type JobAttempt, type JobQueue } from './queue.ts';

const url = process.env.TEST_DATABASE_URL;

/** A Db that stops answering at kill(), as the database sees a server whose process was killed. */
function killable(db: Db): Db & { kill(): void } {
  let killed = false;
  const hang = <T>(run: () => Promise<T>): Promise<T> => (killed ? new Promise<T>(() => {}) : run());
  return {
    ...db,
    query: (sql, params) => hang(() => db.query(sql, params)),
    exec: (sql) => hang(() => db.exec(sql)),
    tx: (fn) => hang(() => db.tx(fn)),
    kill() {
      killed = true;
    },
  };
}

const until = async (what: string, check: () => boolean | Promise<boolean>, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe.runIf(url)('the job queue on PostgreSQL, with two instances on one database', () => {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const dbs: Db[] = [];
  let admin: Db;

  const openInstance = async () => {
    const separator = url!.includes('?') ? '&' : '?';
    const db = await openPostgres(
      `${url}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
      { max: 3 },
    );
    dbs.push(db);
    return db;
  };
  /** An instance with workers on, a one-second expiry (unless told) and maintenance every second. */
  const startInstance = async (
    db: Db,
    handler: (data: { n: number }, attempt: JobAttempt) => Promise<void>,
    onGiveUp: (data: { n: number }) => Promise<void> = async () => {},
    expireInSeconds = 1,
  ): Promise<JobQueue> => {
    const jobs = createJobQueue(db, {
      workers: true,
      pollSeconds: 0.5,
      maintenanceSeconds: 1,
      stopTimeoutMs: 1000,
    });
    jobs.define<{ n: number }>('work', { attempts: 3, expireInSeconds, onGiveUp }, handler);
    await jobs.start();
    return jobs;
  };

  beforeAll(async () => {
    admin = await openPostgres(url!, { max: 1 });
    await admin.exec(`CREATE SCHEMA ${schema}`);
  });
  afterAll(async () => {
    for (const db of dbs) await db.close().catch(() => undefined);
    await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE; DROP SCHEMA IF EXISTS ${schema}_jobs CASCADE`);
    await admin.close();
  });

  it('finishes on instance B a job whose instance A was killed while running it', async () => {
    const dbA = killable(await openInstance());
    const dbB = await openInstance();
    const startedOnA: number[] = [];
    const a = await startInstance(dbA, async (data) => {
      startedOnA.push(data.n);
      await new Promise(() => {}); // killed before it finishes
    });
    const id = await a.send('work', { n: 1 });
    await until('A to take the job', () => startedOnA.length === 1);
    dbA.kill();
    void a.stop(); // only clears A's timers: its database no longer answers

    const finishedOnB: JobAttempt[] = [];
    const b = await startInstance(dbB, async (_data, attempt) => {
      finishedOnB.push(attempt);
    });
    try {
      await until('B to finish the job', () => finishedOnB.length === 1);
      expect(finishedOnB[0]).toMatchObject({ id, attempt: 2, lastAttempt: false });
      await until('the job to be completed', async () =>
        (await jobStates(dbB, b, 'work')).every((s) => s === 'completed'),
      );
    } finally {
      await b.stop();
    }
  }, 60_000);

  it('hands the jobs in hand back when an instance stops, and another takes them', async () => {
    const dbA = await openInstance();
    const dbB = await openInstance();
    let takenOnA = false;
    // An expiry of ten minutes: only the hand-back explains B taking the job within seconds.
    const tenMinutes = 600;
    const a = await startInstance(
      dbA,
      async () => {
        takenOnA = true;
        await new Promise((r) => setTimeout(r, 5000)); // longer than the stop waits
      },
      undefined,
      tenMinutes,
    );
    await a.send('work', { n: 2 });
    await until('A to take the job', () => takenOnA);
    await a.stop();
    const onB: JobAttempt[] = [];
    const b = await startInstance(
      dbB,
      async (_data, attempt) => {
        onB.push(attempt);
      },
      undefined,
      tenMinutes,
    );
    try {
      await until('B to take the job', () => onB.length === 1, 10_000);
      expect(onB[0]!.attempt).toBe(2);
    } finally {
      await b.stop();
    }
  }, 60_000);

  it('retries a failing job, then fails it visibly after its attempts', async () => {
    const db = await openInstance();
    const attempts: JobAttempt[] = [];
    const givenUp: number[] = [];
    const jobs = await startInstance(
      db,
      async (_data, attempt) => {
        attempts.push(attempt);
        throw new Error('always broken');
      },
      async (data) => {
        givenUp.push(data.n);
      },
    );
    try {
      const id = await jobs.send('work', { n: 3 });
      await until('the given-up handler', () => givenUp.length === 1);
      expect(attempts.map((a) => [a.attempt, a.lastAttempt])).toEqual([
        [1, false],
        [2, false],
        [3, true],
      ]);
      expect(givenUp).toEqual([3]);
      const [row] = await db.query<{ state: string; output: { message: string } }>(
        `SELECT state::text AS state, output FROM ${await jobs.schema}.job WHERE id = $1`,
        [id],
      );
      expect(row).toMatchObject({ state: 'failed', output: { message: 'always broken' } });
    } finally {
      await jobs.stop();
    }
  }, 60_000);
});

describe('the job queue on the embedded database', () => {
  it('runs a recurring handler again and again, one run at a time', async () => {
    const db = await openPglite(undefined);
    const jobs = createJobQueue(db, { workers: true });
    let running = 0;
    let overlapped = false;
    const runs: number[] = [];
    jobs.every('tick', 1, async () => {
      overlapped ||= running > 0;
      running++;
      runs.push(Date.now());
      await new Promise((r) => setTimeout(r, 100));
      running--;
    });
    await jobs.start();
    try {
      await until('three runs', () => runs.length >= 3, 15_000);
      expect(overlapped).toBe(false);
      // About a second apart: each run queues the next one a second later.
      expect(runs[2]! - runs[1]!).toBeGreaterThanOrEqual(900);
    } finally {
      await jobs.stop();
      await db.close();
    }
  }, 90_000); // the embedded database alone may take half a minute to boot on a busy machine

  it('runs a recurring handler at once when woken', async () => {
    const db = await openPglite(undefined);
    const jobs = createJobQueue(db, { workers: true });
    const runs: number[] = [];
    jobs.every('hourly', 3600, async () => {
      runs.push(Date.now());
    });
    await jobs.start();
    try {
      await until('the first run', () => runs.length === 1, 15_000);
      jobs.wake('hourly');
      await until('the run woken', () => runs.length === 2, 15_000);
    } finally {
      await jobs.stop();
      await db.close();
    }
  }, 90_000); // the embedded database alone may take half a minute to boot on a busy machine
});
