import { ZImportFileResultSchema } from '@portal/contracts/api/staff-operations';
import { sql } from 'kysely';
import type { Queryable } from '../../../db/client.ts';
import { exec, run, runMaybeOne, runOne, sqlBuilder } from '../../../db/typed-sql.ts';
import { isoTimestamp } from '../sql-expressions.ts';

const selectJobs = () =>
  sqlBuilder
    .selectFrom('portfolio_import_jobs')
    .select([
      'id',
      'status',
      'error',
      isoTimestamp('created_at').as('created'),
      isoTimestamp<string | null>('finished_at').as('finished'),
    ]);

export async function insertImportJob(
  q: Queryable,
  userId: number,
  files: Array<{ name: string; content: string }>,
): Promise<number> {
  const job = await runOne(
    q,
    sqlBuilder.insertInto('portfolio_import_jobs').values({ created_by_user_id: userId }).returning('id'),
  );
  for (const [position, file] of files.entries()) {
    await exec(
      q,
      sqlBuilder
        .insertInto('portfolio_import_files')
        .values({ job_id: job.id, position, file_name: file.name, content: file.content }),
    );
  }
  return job.id;
}

export async function findImportJob(q: Queryable, id: number) {
  return runMaybeOne(q, selectJobs().where('id', '=', id));
}

export type ImportJobRow = NonNullable<Awaited<ReturnType<typeof findImportJob>>>;

export async function listRecentImportJobs(q: Queryable, limit: number): Promise<ImportJobRow[]> {
  return run(q, selectJobs().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit));
}

/** The files' results (not their content) of some jobs, in load order. */
export async function listImportFiles(q: Queryable, jobIds: number[]) {
  if (jobIds.length === 0) return [];
  const rows = await run(
    q,
    sqlBuilder
      .selectFrom('portfolio_import_files')
      .select(['job_id', 'position', 'file_name', 'status', 'row_count as rows', 'errors'])
      .where('job_id', 'in', jobIds)
      .orderBy('job_id')
      .orderBy('position'),
  );
  return rows.map((row) => ({
    ...row,
    errors: ZImportFileResultSchema.shape.errors.parse(row.errors),
  }));
}

export type ImportFileRow = Awaited<ReturnType<typeof listImportFiles>>[number];

/** Starts attempt `attempt` of an import: running, locked now; one done or failed is not taken (false). */
export async function claimImportJob(q: Queryable, id: number, attempt: number): Promise<boolean> {
  const rows = await run(
    q,
    sqlBuilder
      .updateTable('portfolio_import_jobs')
      .set({ status: 'running', locked_at: sql`now()`, attempts: attempt })
      .where('id', '=', id)
      .where('status', 'in', ['pending', 'running'])
      .returning('id'),
  );
  return rows.length === 1;
}

/** Records that an import's job was queued (rows inserted without one are queued when the workers start). */
export async function markImportQueued(q: Queryable, id: number, jobId: string | null): Promise<void> {
  await exec(
    q,
    sqlBuilder
      .updateTable('portfolio_import_jobs')
      .set({ queue_job_id: sql<string | null>`${jobId}::uuid` })
      .where('id', '=', id),
  );
}

/** Pending imports no job was queued for (written before the job queue took over). */
export async function unqueuedImports(q: Queryable): Promise<number[]> {
  const rows = await run(
    q,
    sqlBuilder
      .selectFrom('portfolio_import_jobs')
      .select('id')
      .where('status', '=', 'pending')
      .where('queue_job_id', 'is', null)
      .orderBy('created_at')
      .orderBy('id'),
  );
  return rows.map((r) => r.id);
}

/** The next file of the job still to load, with its content. */
export function nextPendingFile(q: Queryable, jobId: number) {
  return runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('portfolio_import_files')
      .select(['position', 'file_name', 'content'])
      .where('job_id', '=', jobId)
      .where('status', '=', 'pending')
      .orderBy('position')
      .limit(1),
  );
}

/** Keeps a file's result (the progress the page shows). */
export async function recordFileResult(
  q: Queryable,
  jobId: number,
  position: number,
  result: { status: 'loaded' | 'rejected'; rows: number; errors: string[] },
): Promise<void> {
  await exec(
    q,
    sqlBuilder
      .updateTable('portfolio_import_files')
      .set({ status: result.status, row_count: result.rows, errors: JSON.stringify(result.errors) })
      .where('job_id', '=', jobId)
      .where('position', '=', position),
  );
}

export async function finishImportJob(
  q: Queryable,
  jobId: number,
  status: 'done' | 'failed',
  error: string | null = null,
): Promise<void> {
  await exec(
    q,
    sqlBuilder
      .updateTable('portfolio_import_jobs')
      .set({ status, error, finished_at: sql`now()`, locked_at: null })
      .where('id', '=', jobId),
  );
}

/** An import whose last attempt was lost with its server: failed, with the files loaded so far kept. */
export async function failLostImportJob(q: Queryable, id: number): Promise<void> {
  await exec(
    q,
    sqlBuilder
      .updateTable('portfolio_import_jobs')
      .set({
        status: 'failed',
        locked_at: null,
        finished_at: sql`now()`,
        error: sql<string>`'The server stopped while importing these files ' || attempts || ' times'`,
      })
      .where('id', '=', id)
      .where('status', 'in', ['pending', 'running']),
  );
}

/** The newest valuation date of any investment option, and the newest price. */
export function latestDataDates(q: Queryable) {
  return runOne(
    q,
    sqlBuilder.selectNoFrom((eb) => [
      eb
        .selectFrom('daily_valuations')
        .select(sql<string>`to_char(max(date), 'YYYY-MM-DD')`.as('d'))
        .as('latest_availability_date'),
      eb
        .selectFrom('security_prices')
        .select(sql<string>`to_char(max(date), 'YYYY-MM-DD')`.as('d'))
        .as('latest_price_date'),
    ]),
  );
}
