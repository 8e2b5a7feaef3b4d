import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db, Queryable } from './client.ts';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Several instances may start at once on one PostgreSQL: this lock makes their migrations take turns. */
const MIGRATION_LOCK = 727001;

type MigrationFile = { name: string; sql: string; checksum: string };

/** Thrown when a migration a database has applied no longer has the text it had then. */
export class ChangedMigrationError extends Error {
  constructor(readonly changed: { name: string; recorded: string; current: string }[]) {
    const list = changed
      .map((c) => `${c.name} (applied with sha-256 ${c.recorded}, the file is now ${c.current})`)
      .join('; ');
    super(
      `Applied migrations were changed after they ran: ${list}. An applied migration never changes: ` +
        'restore its text and put the change in a new migration.',
    );
    this.name = 'ChangedMigrationError';
  }
}

/**
 * Applies every migration not applied yet, in file-name order, each in its own transaction, and records
 * each with the sha-256 of its file. Refuses (ChangedMigrationError, before applying anything) when a
 * file the database has applied has changed since.
 */
export async function migrate(db: Db): Promise<string[]> {
  const files = await readMigrations();
  await db.tx(async (q) => {
    await takeMigrationLock(db, q);
    await prepareLedger(q, files);
    const recorded = await q.query<{ name: string; checksum: string | null }>(
      'SELECT name, checksum FROM schema_migrations',
    );
    refuseChanged(files, recorded);
  });
  const applied: string[] = [];
  for (const file of files) {
    const done = await db.tx(async (q) => {
      await takeMigrationLock(db, q);
      // Another instance may have applied it while this one waited for the lock.
      const recorded = await q.query<{ name: string; checksum: string | null }>(
        'SELECT name, checksum FROM schema_migrations WHERE name = $1',
        [file.name],
      );
      if (recorded.length > 0) {
        refuseChanged([file], recorded);
        return false;
      }
      for (const statement of splitStatements(file.sql)) await q.query(statement);
      await q.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [
        file.name,
        file.checksum,
      ]);
      return true;
    });
    if (done) applied.push(file.name);
  }
  return applied;
}

async function readMigrations(): Promise<MigrationFile[]> {
  const names = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
  return Promise.all(
    names.map(async (name) => {
      const bytes = await readFile(path.join(migrationsDir, name));
      return { name, sql: bytes.toString('utf8'), checksum: sha256(bytes) };
    }),
  );
}

export function sha256(bytes: Buffer | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

async function takeMigrationLock(db: Db, q: Queryable): Promise<void> {
  // PGlite is one connection in one process: nobody else can be migrating it.
  if (db.kind === 'postgres') await q.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
}

/**
 * Creates the ledger, or brings one written before checksums up to date: the column is added, and each
 * migration recorded without a checksum takes its current file's, once (it cannot be known what text
 * ran then; from now on, a change is refused). A recorded name with no file keeps no checksum.
 */
async function prepareLedger(q: Queryable, files: MigrationFile[]): Promise<void> {
  await q.query(
    `CREATE TABLE IF NOT EXISTS schema_migrations (
       name text PRIMARY KEY,
       applied_at timestamptz NOT NULL DEFAULT now(),
       checksum text
     )`,
  );
  await q.query('ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text');
  const unchecked = await q.query<{ name: string }>(
    'SELECT name FROM schema_migrations WHERE checksum IS NULL',
  );
  for (const { name } of unchecked) {
    const file = files.find((f) => f.name === name);
    if (file)
      await q.query('UPDATE schema_migrations SET checksum = $2 WHERE name = $1', [name, file.checksum]);
  }
}

/**
 * Throws when a recorded migration's file now has another checksum. A recorded name with no file is
 * left alone: a newer release of the server applied it.
 */
function refuseChanged(files: MigrationFile[], recorded: { name: string; checksum: string | null }[]): void {
  const changed = recorded.flatMap(({ name, checksum }) => {
    const file = files.find((f) => f.name === name);
    return file && checksum !== null && checksum !== file.checksum
      ? [{ name, recorded: checksum, current: file.checksum }]
      : [];
  });
  if (changed.length > 0) throw new ChangedMigrationError(changed);
}

/**
 * Splits a migration into statements at semicolons that end a line, except inside $$-quoted function
 * bodies. (PostgreSQL's extended protocol, which PGlite and pg use with parameters, takes one at a time.)
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let inBody = false;
  for (const line of sql.split('\n')) {
    if (!inBody && /^\s*--/.test(line)) continue;
    current += `${line}\n`;
    if ((line.match(/\$\$/g)?.length ?? 0) % 2 === 1) inBody = !inBody;
    if (!inBody && /;\s*$/.test(line)) {
      statements.push(current.trim().replace(/;$/, ''));
      current = '';
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}
