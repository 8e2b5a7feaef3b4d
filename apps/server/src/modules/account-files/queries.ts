import {
  accountFilePath,
  type TAccountFile,
  type TAccountFileKind,
} from '@portal/contracts/api/account-files';
import type { Queryable } from '../../db/client.ts';

type AccountFileRow = {
  id: number;
  account_id: number;
  kind: TAccountFileKind;
  storage_key: string;
  file_name: string;
  size_bytes: number;
  created: string;
};

const FILE_COLUMNS = `id, account_id, kind, storage_key, file_name, size_bytes,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created`;

const toAccountFile = (row: AccountFileRow): TAccountFile => ({
  id: row.id,
  kind: row.kind,
  file_name: row.file_name,
  size: row.size_bytes,
  created: row.created,
  download_url: `${accountFilePath(row.account_id, row.kind)}${row.id}/download/`,
});

/** The account's files of one kind, oldest first (the order they were uploaded). */
export async function listAccountFiles(
  q: Queryable,
  accountId: number,
  kind: TAccountFileKind,
): Promise<TAccountFile[]> {
  const rows = await q.query<AccountFileRow>(
    `SELECT ${FILE_COLUMNS} FROM account_files WHERE account_id = $1 AND kind = $2 ORDER BY created_at, id`,
    [accountId, kind],
  );
  return rows.map(toAccountFile);
}

/** A file of the account, of that kind; undefined for any other id (answered as 404). */
export async function findAccountFile(q: Queryable, accountId: number, kind: TAccountFileKind, id: number) {
  const [row] = await q.query<AccountFileRow>(
    `SELECT ${FILE_COLUMNS} FROM account_files WHERE id = $1 AND account_id = $2 AND kind = $3`,
    [id, accountId, kind],
  );
  return row;
}

/**
 * Adds the row unless the account already holds `max` files of the kind. The account row is locked
 * first, so two uploads at once cannot both pass the count. Answers the new file, or null when full.
 */
export async function insertAccountFile(
  q: Queryable,
  values: {
    accountId: number;
    kind: TAccountFileKind;
    storageKey: string;
    fileName: string;
    size: number;
    userId: number;
    max: number;
  },
): Promise<TAccountFile | null> {
  await q.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [values.accountId]);
  if ((await countAccountFiles(q, values.accountId, values.kind)) >= values.max) return null;
  const [row] = await q.query<AccountFileRow>(
    `INSERT INTO account_files (account_id, kind, storage_key, file_name, size_bytes, uploaded_by_user_id)
     VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING ${FILE_COLUMNS}`,
    [values.accountId, values.kind, values.storageKey, values.fileName, values.size, values.userId],
  );
  return row ? toAccountFile(row) : null;
}

export async function countAccountFiles(q: Queryable, accountId: number, kind: TAccountFileKind) {
  const [row] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM account_files WHERE account_id = $1 AND kind = $2',
    [accountId, kind],
  );
  return row?.n ?? 0;
}

export async function deleteAccountFile(q: Queryable, id: number): Promise<void> {
  await q.query('DELETE FROM account_files WHERE id = $1', [id]);
}
