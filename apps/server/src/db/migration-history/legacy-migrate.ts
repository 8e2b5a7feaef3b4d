import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../client.ts';
import { splitStatements } from '../migrate.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const migrationsDir = path.join(here, '..', 'migrations');

/** The last migration released before applied migrations were checksummed. */
export const LAST_UNCHECKED_MIGRATION = '024_session_scope.sql';

/**
 * The texts 007 and 012 had after they were edited in place (from those edits until the repair in 025
 * and 026): databases made from the repository in that time applied these.
 */
export const EDITED_IN_PLACE = ['007_portfolio.sql', '012_onboarding.sql'] as const;

export type MigrationHistory = 'as-first-landed' | 'edited-in-place';

/**
 * Builds a database as the runner of the time did before checksums: a ledger of names only, and the
 * migrations up to LAST_UNCHECKED_MIGRATION with the text the chosen history gave them. The files in
 * migrations/ are the texts as first landed (007 and 012 were restored to them).
 */
export async function migrateAsBeforeChecksums(db: Db, history: MigrationHistory): Promise<void> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const names = (await readdir(migrationsDir))
    .filter((f) => f.endsWith('.sql') && f <= LAST_UNCHECKED_MIGRATION)
    .sort();
  for (const name of names) {
    const edited = history === 'edited-in-place' && (EDITED_IN_PLACE as readonly string[]).includes(name);
    const file = edited
      ? path.join(here, name.replace(/\.sql$/, '.edited.sql'))
      : path.join(migrationsDir, name);
    const sql = await readFile(file, 'utf8');
    await db.tx(async (q) => {
      for (const statement of splitStatements(sql)) await q.query(statement);
      await q.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
    });
  }
}
