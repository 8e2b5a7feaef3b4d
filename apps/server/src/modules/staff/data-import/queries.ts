import type { Queryable } from '../../../db/client.ts';

export type ImportJobRow = {
  id: number;
  status: 'pending' | 'running' | 'done' | 'failed';
  created: string;
  finished: string | null;
  error: string | null;
};

export type ImportFileRow = {
  job_id: number;
  position: number;
  file_name: string;
  status: 'pending' | 'loaded' | 'rejected';
  rows: number;
  errors: string[];
};

const JOB_COLUMNS = `id, status, error,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created,
  to_char(finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS finished`;

export async function insertImportJob(
  q: Queryable,
  userId: number,
  files: Array<{ name: string; content: string }>,
): Promise<number> {
  const [job] = await q.query<{ id: number }>(
    'INSERT INTO portfolio_import_jobs (created_by_user_id) VALUES ($1) RETURNING id',
    [userId],
  );
  for (const [position, file] of files.entries()) {
    await q.query(
      'INSERT INTO portfolio_import_files (job_id, position, file_name, content) VALUES ($1, $2, $3, $4)',
      [job!.id, position, file.name, file.content],
    );
  }
  return job!.id;
}

export async function findImportJob(q: Queryable, id: number): Promise<ImportJobRow | undefined> {
  const [row] = await q.query<ImportJobRow>(
    `SELECT ${JOB_COLUMNS} FROM portfolio_import_jobs WHERE id = $1`,
    [id],
  );
  return row;
}

export async function listRecentImportJobs(q: Queryable, limit: number): Promise<ImportJobRow[]> {
  return q.query<ImportJobRow>(
    `SELECT ${JOB_COLUMNS} FROM portfolio_import_jobs ORDER BY created_at DESC, id DESC LIMIT $1`,
    [limit],
  );
}

/** The files' results (not their content) of some jobs, in load order. */
export async function listImportFiles(q: Queryable, jobIds: number[]): Promise<ImportFileRow[]> {
  return q.query<ImportFileRow>(
    `SELECT job_id, position, file_name, status, row_count AS rows, errors FROM portfolio_import_files
      WHERE job_id = ANY($1::int[]) ORDER BY job_id, position`,
    [jobIds],
  );
}

/** Takes the oldest pending job (several workers may run on one PostgreSQL: each takes another). */
/** Starts attempt `attempt` of an import: running, locked now; one done or failed is not taken (false). */
export async function claimImportJob(q: Queryable, id: number, attempt: number): Promise<boolean> {
  const rows = await q.query(
    `UPDATE portfolio_import_jobs SET status = 'running', locked_at = now(), attempts = $2
      WHERE id = $1 AND status IN ('pending', 'running') RETURNING id`,
    [id, attempt],
  );
  return rows.length === 1;
}

/** Records that an import's job was queued (rows inserted without one are queued when the workers start). */
export async function markImportQueued(q: Queryable, id: number, jobId: string | null): Promise<void> {
  await q.query('UPDATE portfolio_import_jobs SET queue_job_id = $2::uuid WHERE id = $1', [id, jobId]);
}

/** Pending imports no job was queued for (written before the job queue took over). */
export async function unqueuedImports(q: Queryable): Promise<number[]> {
  const rows = await q.query<{ id: number }>(
    "SELECT id FROM portfolio_import_jobs WHERE status = 'pending' AND queue_job_id IS NULL ORDER BY created_at, id",
  );
  return rows.map((r) => r.id);
}

/** The next file of the job still to load, with its content. */
export async function nextPendingFile(
  q: Queryable,
  jobId: number,
): Promise<{ position: number; file_name: string; content: string } | undefined> {
  const [row] = await q.query<{ position: number; file_name: string; content: string }>(
    `SELECT position, file_name, content FROM portfolio_import_files
      WHERE job_id = $1 AND status = 'pending' ORDER BY position LIMIT 1`,
    [jobId],
  );
  return row;
}

/** Keeps a file's result (the progress the page shows). */
export async function recordFileResult(
  q: Queryable,
  jobId: number,
  position: number,
  result: { status: 'loaded' | 'rejected'; rows: number; errors: string[] },
): Promise<void> {
  await q.query(
    `UPDATE portfolio_import_files SET status = $3, row_count = $4, errors = $5 WHERE job_id = $1 AND position = $2`,
    [jobId, position, result.status, result.rows, JSON.stringify(result.errors)],
  );
}

export async function finishImportJob(
  q: Queryable,
  jobId: number,
  status: 'done' | 'failed',
  error: string | null = null,
): Promise<void> {
  await q.query(
    `UPDATE portfolio_import_jobs SET status = $2, error = $3, finished_at = now(), locked_at = NULL WHERE id = $1`,
    [jobId, status, error],
  );
}

/** An import whose last attempt was lost with its server: failed, with the files loaded so far kept. */
export async function failLostImportJob(q: Queryable, id: number): Promise<void> {
  await q.query(
    `UPDATE portfolio_import_jobs
        SET status = 'failed', locked_at = NULL, finished_at = now(),
            error = 'The server stopped while importing these files ' || attempts || ' times'
      WHERE id = $1 AND status IN ('pending', 'running')`,
    [id],
  );
}

/** The newest valuation date of any investment option, and the newest price. */
export async function latestDataDates(
  q: Queryable,
): Promise<{ latest_availability_date: string | null; latest_price_date: string | null }> {
  const [row] = await q.query<{ latest_availability_date: string | null; latest_price_date: string | null }>(
    `SELECT (SELECT to_char(max(date), 'YYYY-MM-DD') FROM daily_valuations) AS latest_availability_date,
            (SELECT to_char(max(date), 'YYYY-MM-DD') FROM security_prices) AS latest_price_date`,
  );
  return row!;
}
