import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  IMPORT_MAX_FILES,
  STAFF_DATA_TEXTS,
  type TAvailability,
  type TImportJob,
} from '@portal/contracts/api/staff-operations';
import type { Db, Queryable } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { AppError, notFound } from '../../../http/errors.ts';
import { type ImportFileKind, importFile, importFileKind } from '../../portfolio/importer.ts';
import { logStaffAction } from '../access.ts';
import type { Staff } from '../applications/service.ts';
import {
  claimImportJob,
  failLostImportJob,
  findImportJob,
  finishImportJob,
  type ImportFileRow,
  type ImportJobRow,
  insertImportJob,
  latestDataDates,
  listImportFiles,
  listRecentImportJobs,
  markImportQueued,
  nextPendingFile,
  recordFileResult,
} from './queries.ts';

/** The importer's load order (docs/portfolio-data.md): what a row refers to is loaded before the row. */
const LOAD_ORDER: readonly ImportFileKind[] = [
  'asset_classes',
  'securities',
  'strategies',
  'prices',
  'holdings',
  'transactions',
  'margin_loans',
];
const RECENT_JOBS = 10;
/**
 * An attempt still running after this long counts as lost with its server, and the next one loads the
 * files left. Long, because the queue has no heartbeat: a live import must never look lost.
 */
export const IMPORT_STALE_SECONDS = 15 * 60;
export const IMPORT_MAX_ATTEMPTS = 3;

/** Queues the job that loads an import's files: in the transaction that inserts it, then wakes a worker. */
export type ImportJobs = {
  queueIn(q: Queryable, importId: number): Promise<string | null>;
  queued(): void;
};

export type UploadedCsv = { name: string; bytes: Buffer };

const rankOf = (name: string) => {
  const kind = importFileKind(name);
  return kind ? LOAD_ORDER.indexOf(kind) : LOAD_ORDER.length;
};

function toJob(job: ImportJobRow, files: ImportFileRow[]): TImportJob {
  const own = files.filter((f) => f.job_id === job.id);
  return {
    id: job.id,
    status: job.status,
    created: job.created,
    finished: job.finished,
    files_total: own.length,
    files_done: own.filter((f) => f.status !== 'pending').length,
    rows_loaded: own.filter((f) => f.status === 'loaded').reduce((sum, f) => sum + f.rows, 0),
    files_rejected: own.filter((f) => f.status === 'rejected').length,
    error: job.error,
    files: own.map((f) => ({ file: f.file_name, status: f.status, rows: f.rows, errors: f.errors })),
  };
}

/** A file's name without folders, in plain characters only (the kind is read from its start). */
const baseName = (name: string) =>
  (name.split(/[/\\]/).pop() ?? '')
    .trim()
    .replace(/[^A-Za-z0-9._-]/g, '_')
    .slice(-200);

/**
 * Queues an import of the uploaded CSV files: they are kept in the database in load order and a worker
 * loads them one by one (each file in one transaction, as `npm run import` does), so the work survives a
 * reload of the page and a restart of the server. Files that are not UTF-8 CSV are refused up front.
 */
export async function startImport(
  deps: Deps,
  jobs: ImportJobs,
  staff: Staff,
  uploads: UploadedCsv[],
): Promise<TImportJob> {
  if (uploads.length === 0) throw new AppError(400, { files: [STAFF_DATA_TEXTS.noFiles] });
  if (uploads.length > IMPORT_MAX_FILES) throw new AppError(400, { files: [STAFF_DATA_TEXTS.tooManyFiles] });
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const files = uploads.map((upload) => {
    const name = baseName(upload.name);
    if (!name.toLowerCase().endsWith('.csv'))
      throw new AppError(400, { files: [STAFF_DATA_TEXTS.notCsv(name)] });
    let content: string;
    try {
      content = decoder.decode(upload.bytes);
    } catch {
      throw new AppError(400, { files: [STAFF_DATA_TEXTS.notText(name)] });
    }
    if (content.includes('\u0000')) throw new AppError(400, { files: [STAFF_DATA_TEXTS.notText(name)] });
    return { name, content };
  });
  files.sort((a, b) => rankOf(a.name) - rankOf(b.name) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const id = await deps.db.tx(async (q) => {
    const jobId = await insertImportJob(q, staff.user.id, files);
    await logStaffAction(q, staff, 'portfolio_import_started', null, {
      job_id: jobId,
      files: files.map((f) => f.name),
    });
    await markImportQueued(q, jobId, await jobs.queueIn(q, jobId));
    return jobId;
  });
  jobs.queued();
  return importJob(deps, id);
}

export async function importJob(deps: Pick<Deps, 'db'>, id: number): Promise<TImportJob> {
  const job = await findImportJob(deps.db, id);
  if (!job) throw notFound();
  return toJob(job, await listImportFiles(deps.db, [id]));
}

/** The newest imports, newest first: the page finds the one under way after a reload. */
export async function recentImports(deps: Pick<Deps, 'db'>): Promise<TImportJob[]> {
  const jobs = await listRecentImportJobs(deps.db, RECENT_JOBS);
  const files = await listImportFiles(
    deps.db,
    jobs.map((j) => j.id),
  );
  return jobs.map((job) => toJob(job, files));
}

export async function availability(deps: Pick<Deps, 'db'>): Promise<TAvailability> {
  return latestDataDates(deps.db);
}

/** Loads one file's text through the importer, which reads files from disk. */
async function importText(db: Db, name: string, content: string) {
  const folder = await mkdtemp(path.join(tmpdir(), 'portfolio-import-'));
  try {
    const filePath = path.join(folder, name);
    await writeFile(filePath, content, { mode: 0o600 });
    return await importFile(db, filePath);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * One attempt at an import: loads its files still pending, recording each result as it comes (the
 * progress the page shows). A file the importer cannot load fails the import; it is not retried.
 */
export async function runImport(db: Db, importId: number, attempt: { attempt: number }): Promise<void> {
  if (!(await db.tx((q) => claimImportJob(q, importId, attempt.attempt)))) return;
  try {
    for (;;) {
      const file = await nextPendingFile(db, importId);
      if (!file) break;
      const result = await importText(db, file.file_name, file.content);
      await recordFileResult(db, importId, file.position, result);
    }
    await finishImportJob(db, importId, 'done');
  } catch (error) {
    await finishImportJob(db, importId, 'failed', error instanceof Error ? error.message : String(error));
  }
}

/** The last attempt was lost with its server (see IMPORT_STALE_SECONDS): the import fails. */
export function failLostImport(db: Db, importId: number): Promise<void> {
  return db.tx((q) => failLostImportJob(q, importId));
}
