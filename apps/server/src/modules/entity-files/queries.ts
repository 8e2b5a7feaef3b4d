import {
  accountFilePath,
  type TAccountFile,
  type TAccountFileKind,
} from '@portal/contracts/api/entity-files';
import { type Insertable, sql } from 'kysely';
import type { Queryable } from '../../db/client.ts';
import { type Database, exec, run, runMaybeOne, runOne, sqlBuilder } from '../../db/typed-sql.ts';

const FILE_COLUMNS = [
  'id',
  'account_id',
  'kind',
  'storage_key',
  'file_name',
  'size_bytes',
  sql<string>`to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('created'),
] as const;

const selectFiles = () => sqlBuilder.selectFrom('account_files').select(FILE_COLUMNS);

type AccountFileRow = NonNullable<Awaited<ReturnType<typeof findAccountFile>>>;

const toAccountFile = (row: AccountFileRow): TAccountFile => {
  const { kind } = row;
  return {
    id: row.id,
    kind,
    file_name: row.file_name,
    size: row.size_bytes,
    created: row.created,
    download_url: `${accountFilePath(row.account_id, kind)}${row.id}/download/`,
  };
};

/** The account's files of one kind, oldest first (the order they were uploaded). */
export async function listAccountFiles(
  q: Queryable,
  accountId: number,
  kind: TAccountFileKind,
): Promise<TAccountFile[]> {
  const rows = await run(
    q,
    selectFiles()
      .where('account_id', '=', accountId)
      .where('kind', '=', kind)
      .orderBy('created_at')
      .orderBy('id'),
  );
  return rows.map(toAccountFile);
}

/** A file of the account, of that kind; undefined for any other id (answered as 404). */
export function findAccountFile(q: Queryable, accountId: number, kind: TAccountFileKind, id: number) {
  return runMaybeOne(
    q,
    selectFiles().where('id', '=', id).where('account_id', '=', accountId).where('kind', '=', kind),
  );
}

/**
 * Adds the row unless the account already holds `max` files of the kind. The account row is locked
 * first, so two uploads at once cannot both pass the count. Answers the new file, or null when full.
 */
export async function insertAccountFile(
  q: Queryable,
  file: Pick<
    Insertable<Database['account_files']>,
    'account_id' | 'kind' | 'storage_key' | 'file_name' | 'size_bytes' | 'uploaded_by_user_id'
  >,
  max: number,
): Promise<TAccountFile | null> {
  await exec(q, sqlBuilder.selectFrom('accounts').select('id').where('id', '=', file.account_id).forUpdate());
  if ((await countAccountFiles(q, file.account_id, file.kind)) >= max) return null;
  const row = await runOne(q, sqlBuilder.insertInto('account_files').values(file).returning(FILE_COLUMNS));
  return toAccountFile(row);
}

export async function countAccountFiles(q: Queryable, accountId: number, kind: TAccountFileKind) {
  const row = await runOne(
    q,
    sqlBuilder
      .selectFrom('account_files')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', accountId)
      .where('kind', '=', kind),
  );
  return row.n;
}

export async function deleteAccountFile(q: Queryable, id: number): Promise<void> {
  await exec(q, sqlBuilder.deleteFrom('account_files').where('id', '=', id));
}
