import type { Queryable } from '../db/client.ts';
import type { JobAttempt, JobQueue } from '../jobs/queue.ts';

/**
 * What a server killed in the middle of a job leaves behind: the job taken (active in the queue) after
 * `begin` (what the handler does first) and never finished. Resolves once `begin` has run.
 */
export function abandonNextJob<T>(
  jobs: JobQueue,
  name: string,
  begin: (data: T, attempt: JobAttempt) => Promise<unknown>,
): Promise<void> {
  return new Promise((taken, failed) => {
    jobs
      .runDue([name], {
        [name]: async (data: T, attempt: JobAttempt) => {
          await begin(data, attempt);
          taken();
          await new Promise(() => {});
        },
      })
      .then(() => failed(new Error(`no ${name} job was due`)), failed);
  });
}

/** Moves the start of the queue's running jobs `seconds` into the past, as if that much time had gone by. */
export async function ageRunningJobs(db: Queryable, jobs: JobQueue, name: string, seconds: number) {
  await db.query(
    `UPDATE ${await jobs.schema}.job SET started_on = started_on - make_interval(secs => $2)
      WHERE name = $1 AND state = 'active'`,
    [name, seconds],
  );
}

/** The states of the queue's jobs, oldest first. */
export async function jobStates(db: Queryable, jobs: JobQueue, name: string): Promise<string[]> {
  const rows = await db.query<{ state: string }>(
    `SELECT state::text AS state FROM ${await jobs.schema}.job WHERE name = $1 ORDER BY created_on, id`,
    [name],
  );
  return rows.map((r) => r.state);
}
