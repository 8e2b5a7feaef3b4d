import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openPglite } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { STORED_FILE_COLUMNS } from './stored-file-columns.ts';

// Columns named like a key that hold something else: lookup codes and rate-limit buckets.
const NOT_STORAGE_KEYS = [
  'accounting_methods.key',
  'genders.key',
  'notification_kinds.key',
  'person_roles.key',
  'rate_limits.key',
];

describe('the list of columns that hold storage keys', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPglite(undefined);
    await migrate(db);
  });
  afterAll(() => db?.close());

  const textColumns = async () =>
    (
      await db.query<{ name: string }>(
        `SELECT table_name || '.' || column_name AS name FROM information_schema.columns
          WHERE table_schema = current_schema() AND data_type = 'text'
            AND (column_name ~ '(^|_)key$' OR column_name ~ '(^|_)(file|path)$')
          ORDER BY 1`,
      )
    ).map((row) => row.name);

  it('names every *_key, *_file and *_path text column the migrations create (or it is known to hold something else)', async () => {
    const listed = STORED_FILE_COLUMNS.map(({ table, column }) => `${table}.${column}`);
    const unlisted = (await textColumns()).filter(
      (name) => !listed.includes(name as never) && !NOT_STORAGE_KEYS.includes(name),
    );
    expect(unlisted).toEqual([]);
  });

  it('names only columns that exist', async () => {
    const existing = await textColumns();
    for (const { table, column } of STORED_FILE_COLUMNS) expect(existing).toContain(`${table}.${column}`);
  });
});
