import { type Selectable, sql } from 'kysely';
import type { Queryable } from '../db/client.ts';
import { type Database, run } from '../db/typed-sql.ts';
import { STORED_FILE_COLUMNS } from './stored-file-columns.ts';

type StoredFileColumn = (typeof STORED_FILE_COLUMNS)[number];
/** A storage key as any of the columns holds it. */
type StoredKey = StoredFileColumn extends infer C
  ? C extends StoredFileColumn
    ? Selectable<Database[C['table']]>[C['column'] & keyof Selectable<Database[C['table']]>]
    : never
  : never;

/** Which of `keys` a row names, in any of the columns that hold storage keys. */
export async function referencedKeys(q: Queryable, keys: string[]): Promise<StoredKey[]> {
  const rows = await run(
    q,
    sql<{ key: StoredKey }>`${sql.join(
      STORED_FILE_COLUMNS.map(
        ({ table, column }) =>
          sql`SELECT ${sql.ref(column)} AS key FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ANY(${keys}::text[])`,
      ),
      sql`\nUNION\n`,
    )}`,
  );
  return rows.map((row) => row.key);
}
