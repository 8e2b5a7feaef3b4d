import {
  bankAccountDocumentsPath,
  type TBankAccount,
  type TBankAccountDocument,
} from '@portal/contracts/api/bank-accounts';
import type { Queryable } from '../../db/client.ts';

/** What a bank account holds once checked: the values a change writes. */
export type BankAccountValues = {
  name: string;
  bsb: string;
  number: string;
  bank: string;
  branch: string;
  bsb_was_found: boolean;
  document_id: number;
};

type DocumentRow = {
  id: number;
  account_id: number;
  storage_key: string;
  file_name: string;
  size_bytes: number;
  created: string;
};

type BankAccountRow = Omit<BankAccountValues, 'document_id'> & {
  id: number;
  uuid: string;
  account_id: number;
  created: string;
  updated: string;
  document: DocumentRow | null;
};

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const DOCUMENT_COLUMNS = `d.id, d.account_id, d.storage_key, d.file_name, d.size_bytes, ${iso('d.created_at')} AS created`;

const BANK_ACCOUNT_SELECT = `
  SELECT b.id, b.uuid::text AS uuid, b.account_id, b.name, b.bsb, b.number, b.bank, b.branch, b.bsb_was_found,
         ${iso('b.created_at')} AS created, ${iso('b.updated_at')} AS updated,
         (SELECT row_to_json(doc) FROM (SELECT ${DOCUMENT_COLUMNS} FROM bank_account_documents d
                                        WHERE d.id = b.document_id) doc) AS document
    FROM bank_accounts b`;

export const toDocument = (row: DocumentRow): TBankAccountDocument => ({
  id: row.id,
  file_name: row.file_name,
  size: row.size_bytes,
  created: row.created,
  download_url: `${bankAccountDocumentsPath(row.account_id)}${row.id}/download/`,
});

const toBankAccount = (row: BankAccountRow): TBankAccount => ({
  id: row.id,
  uuid: row.uuid,
  account: row.account_id,
  name: row.name,
  bsb: row.bsb,
  number: row.number,
  bank: row.bank,
  branch: row.branch,
  bsb_was_found: row.bsb_was_found,
  document_file: row.document ? toDocument(row.document) : null,
  created: row.created,
  updated: row.updated,
  delete_change_request: null,
  verify_change_request: null,
  edit_change_request: null,
});

/** The account's bank accounts in use, oldest first. */
export async function listBankAccounts(q: Queryable, accountId: number): Promise<TBankAccount[]> {
  const rows = await q.query<BankAccountRow>(
    `${BANK_ACCOUNT_SELECT} WHERE b.account_id = $1 AND b.deleted_at IS NULL ORDER BY b.created_at, b.id`,
    [accountId],
  );
  return rows.map(toBankAccount);
}

/** A bank account of the account still in use; undefined for any other id (answered as 404). */
export async function findBankAccount(
  q: Queryable,
  accountId: number,
  id: number,
): Promise<TBankAccount | undefined> {
  const [row] = await q.query<BankAccountRow>(
    `${BANK_ACCOUNT_SELECT} WHERE b.id = $1 AND b.account_id = $2 AND b.deleted_at IS NULL`,
    [id, accountId],
  );
  return row ? toBankAccount(row) : undefined;
}

export async function hasBankAccount(q: Queryable, accountId: number): Promise<boolean> {
  const [row] = await q.query<{ found: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM bank_accounts WHERE account_id = $1 AND deleted_at IS NULL) AS found',
    [accountId],
  );
  return row?.found ?? false;
}

/** Serialises the bank account changes of one account: checks and writes see the same rows. */
export async function lockAccountForBankChange(q: Queryable, accountId: number): Promise<void> {
  await q.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [accountId]);
}

/**
 * Takes the id a bank account added through a change request will have: the request's pages name the
 * bank account by it before the members approve it (spec route verify-new-bank-account/{bankAccId}).
 */
export async function reserveBankAccountId(q: Queryable): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    "SELECT nextval(pg_get_serial_sequence('bank_accounts', 'id'))::int AS id",
  );
  return row!.id;
}

/** A bank account's details as query parameters, in the column order insert and update both write. */
const detailParams = (values: BankAccountValues) => [
  values.name,
  values.bsb,
  values.number,
  values.bank,
  values.branch,
  values.bsb_was_found,
  values.document_id,
];

/** Adds a bank account; `reservedId` is the id a change request took for it (reserveBankAccountId). */
export async function insertBankAccount(
  q: Queryable,
  accountId: number,
  values: BankAccountValues,
  userId: number,
  reservedId: number | null = null,
): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO bank_accounts (id, account_id, name, bsb, number, bank, branch, bsb_was_found, document_id,
                                created_by_user_id, updated_by_user_id)
     VALUES (COALESCE($10::int, nextval(pg_get_serial_sequence('bank_accounts', 'id'))::int),
             $1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id`,
    [accountId, ...detailParams(values), userId, reservedId],
  );
  return row!.id;
}

export async function updateBankAccount(
  q: Queryable,
  accountId: number,
  id: number,
  values: BankAccountValues,
  userId: number,
): Promise<boolean> {
  const rows = await q.query<{ id: number }>(
    `UPDATE bank_accounts
        SET name = $3, bsb = $4, number = $5, bank = $6, branch = $7, bsb_was_found = $8, document_id = $9,
            updated_by_user_id = $10, updated_at = now()
      WHERE id = $1 AND account_id = $2 AND deleted_at IS NULL
      RETURNING id`,
    [id, accountId, ...detailParams(values), userId],
  );
  return rows.length > 0;
}

export async function markBankAccountDeleted(
  q: Queryable,
  accountId: number,
  id: number,
  userId: number,
): Promise<boolean> {
  const rows = await q.query<{ id: number }>(
    `UPDATE bank_accounts SET deleted_at = now(), updated_at = now(), updated_by_user_id = $3
      WHERE id = $1 AND account_id = $2 AND deleted_at IS NULL RETURNING id`,
    [id, accountId, userId],
  );
  return rows.length > 0;
}

// --- Bank statements ---

export async function insertDocument(
  q: Queryable,
  values: { accountId: number; storageKey: string; fileName: string; size: number; userId: number },
): Promise<TBankAccountDocument> {
  const [row] = await q.query<DocumentRow>(
    `INSERT INTO bank_account_documents (account_id, storage_key, file_name, size_bytes, uploaded_by_user_id)
     VALUES ($1, $2, $3, $4, $5)
     RETURNING id, account_id, storage_key, file_name, size_bytes, ${iso('created_at')} AS created`,
    [values.accountId, values.storageKey, values.fileName, values.size, values.userId],
  );
  return toDocument(row!);
}

/** A statement of the account, with whether a bank account (in use or deleted) names it. */
export async function findDocument(
  q: Queryable,
  accountId: number,
  id: number,
): Promise<(DocumentRow & { named_by: number | null }) | undefined> {
  const [row] = await q.query<DocumentRow & { named_by: number | null }>(
    `SELECT ${DOCUMENT_COLUMNS},
            (SELECT b.id FROM bank_accounts b WHERE b.document_id = d.id ORDER BY b.id LIMIT 1) AS named_by
       FROM bank_account_documents d
      WHERE d.id = $1 AND d.account_id = $2`,
    [id, accountId],
  );
  return row;
}

/**
 * Removes a statement no bank account names; false when one does (or it is gone). A statement a pending
 * change request will name once approved is kept too.
 */
export async function deleteUnnamedDocument(q: Queryable, accountId: number, id: number): Promise<boolean> {
  const rows = await q.query<{ id: number }>(
    `DELETE FROM bank_account_documents d
      WHERE d.id = $1 AND d.account_id = $2
        AND NOT EXISTS (SELECT 1 FROM bank_accounts b WHERE b.document_id = d.id)
        AND NOT EXISTS (SELECT 1 FROM change_requests cr
                         WHERE cr.account_id = d.account_id AND cr.status = 'pending'
                           AND cr.kind IN ('bank_account_add', 'bank_account_edit')
                           AND (cr.new_data #>> '{bank_account,document_id}')::int = d.id)
      RETURNING d.id`,
    [id, accountId],
  );
  return rows.length > 0;
}

/** The registered users of the account (primary and members), told of every bank change. */
export async function accountUserIds(q: Queryable, accountId: number): Promise<number[]> {
  const rows = await q.query<{ user_id: number }>(
    `SELECT primary_user_id AS user_id FROM accounts WHERE id = $1 AND primary_user_id IS NOT NULL
     UNION SELECT user_id FROM account_members WHERE account_id = $1
     UNION SELECT user_id FROM account_people WHERE account_id = $1 AND user_id IS NOT NULL`,
    [accountId],
  );
  return rows.map((row) => row.user_id);
}

// --- Change requests on bank accounts (modules/bank-accounts/change-requests.ts) ---

/** The account's pending bank change requests' ids with the bank account each one concerns. */
export async function pendingBankChangeIds(
  q: Queryable,
  accountId: number,
): Promise<Array<{ id: number; bank_account_id: number }>> {
  return q.query<{ id: number; bank_account_id: number }>(
    `SELECT id, (new_data ->> 'bank_account_id')::int AS bank_account_id FROM change_requests
      WHERE account_id = $1 AND status = 'pending' AND kind IN ('bank_account_add', 'bank_account_edit', 'bank_account_delete')
      ORDER BY id`,
    [accountId],
  );
}

export async function accountTypeOf(q: Queryable, accountId: number): Promise<string> {
  const [row] = await q.query<{ account_type: string }>('SELECT account_type FROM accounts WHERE id = $1', [
    accountId,
  ]);
  return row?.account_type ?? '';
}
