import {
  bankAccountDocumentsPath,
  type TBankAccount,
  type TBankAccountDocument,
} from '@portal/contracts/api/bank-accounts';
import { type InferResult, type Insertable, type NotNull, type Selectable, sql } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Queryable } from '../../db/client.ts';
import { type Database, exec, run, runMaybeOne, runOne, sqlBuilder } from '../../db/typed-sql.ts';

/** What a bank account holds once checked: the values a change writes. */
export type BankAccountValues = Pick<
  Selectable<Database['bank_accounts']>,
  'name' | 'bsb' | 'number' | 'bank' | 'branch' | 'bsb_was_found'
> & { document_id: number };

/** A moment as the API writes it: UTC to the second. */
const iso = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const DOCUMENT_COLUMNS = [
  'd.id',
  'd.account_id',
  'd.storage_key',
  'd.file_name',
  'd.size_bytes',
  iso('d.created_at').as('created'),
] as const;

const documents = () => sqlBuilder.selectFrom('bank_account_documents as d').select(DOCUMENT_COLUMNS);

type DocumentRow = InferResult<ReturnType<typeof documents>>[number];

const bankAccounts = () =>
  sqlBuilder
    .selectFrom('bank_accounts as b')
    .select([
      'b.id',
      sql<string>`b.uuid::text`.as('uuid'),
      'b.account_id',
      'b.name',
      'b.bsb',
      'b.number',
      'b.bank',
      'b.branch',
      'b.bsb_was_found',
      iso('b.created_at').as('created'),
      iso('b.updated_at').as('updated'),
    ])
    .select((eb) =>
      jsonObjectFrom(
        eb
          .selectFrom('bank_account_documents as d')
          .select(DOCUMENT_COLUMNS)
          .whereRef('d.id', '=', 'b.document_id'),
      ).as('document'),
    )
    .where('b.deleted_at', 'is', null);

type BankAccountRow = InferResult<ReturnType<typeof bankAccounts>>[number];

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
  const rows = await run(
    q,
    bankAccounts().where('b.account_id', '=', accountId).orderBy('b.created_at').orderBy('b.id'),
  );
  return rows.map(toBankAccount);
}

/** A bank account of the account still in use; undefined for any other id (answered as 404). */
export async function findBankAccount(
  q: Queryable,
  accountId: number,
  id: number,
): Promise<TBankAccount | undefined> {
  const row = await runMaybeOne(
    q,
    bankAccounts().where('b.id', '=', id).where('b.account_id', '=', accountId),
  );
  return row ? toBankAccount(row) : undefined;
}

export async function hasBankAccount(q: Queryable, accountId: number): Promise<boolean> {
  const row = await runOne(
    q,
    sqlBuilder.selectNoFrom(({ exists, selectFrom }) =>
      exists(
        selectFrom('bank_accounts')
          .select(sql.lit(1).as('one'))
          .where('account_id', '=', accountId)
          .where('deleted_at', 'is', null),
      )
        .$castTo<boolean>()
        .as('found'),
    ),
  );
  return row.found;
}

/** Serialises the bank account changes of one account: checks and writes see the same rows. */
export async function lockAccountForBankChange(q: Queryable, accountId: number): Promise<void> {
  await exec(q, sqlBuilder.selectFrom('accounts').select('id').where('id', '=', accountId).forUpdate());
}

/** The account's name and application, which a bank change notice names. */
export function findAccountOfNotice(q: Queryable, accountId: number) {
  return runMaybeOne(
    q,
    sqlBuilder.selectFrom('accounts').select(['name', 'application_id']).where('id', '=', accountId),
  );
}

const nextBankAccountId = sql<number>`nextval(pg_get_serial_sequence('bank_accounts', 'id'))::int`;

/**
 * Takes the id a bank account added through a change request will have: the request's pages name the
 * bank account by it before the members approve it (spec route verify-new-bank-account/{bankAccId}).
 */
export async function reserveBankAccountId(q: Queryable): Promise<number> {
  const row = await runOne(q, sqlBuilder.selectNoFrom(nextBankAccountId.as('id')));
  return row.id;
}

/** Adds a bank account; `reservedId` is the id a change request took for it (reserveBankAccountId). */
export async function insertBankAccount(
  q: Queryable,
  accountId: number,
  values: BankAccountValues,
  userId: number,
  reservedId: number | null = null,
): Promise<number> {
  const row = await runOne(
    q,
    sqlBuilder
      .insertInto('bank_accounts')
      .values({
        id: reservedId ?? nextBankAccountId,
        account_id: accountId,
        ...values,
        created_by_user_id: userId,
        updated_by_user_id: userId,
      })
      .returning('id'),
  );
  return row.id;
}

export async function updateBankAccount(
  q: Queryable,
  accountId: number,
  id: number,
  values: BankAccountValues,
  userId: number,
): Promise<boolean> {
  const rows = await run(
    q,
    sqlBuilder
      .updateTable('bank_accounts')
      .set({ ...values, updated_by_user_id: userId, updated_at: sql`now()` })
      .where('id', '=', id)
      .where('account_id', '=', accountId)
      .where('deleted_at', 'is', null)
      .returning('id'),
  );
  return rows.length > 0;
}

export async function markBankAccountDeleted(
  q: Queryable,
  accountId: number,
  id: number,
  userId: number,
): Promise<boolean> {
  const rows = await run(
    q,
    sqlBuilder
      .updateTable('bank_accounts')
      .set({ deleted_at: sql`now()`, updated_at: sql`now()`, updated_by_user_id: userId })
      .where('id', '=', id)
      .where('account_id', '=', accountId)
      .where('deleted_at', 'is', null)
      .returning('id'),
  );
  return rows.length > 0;
}

// --- Bank statements ---

export async function insertDocument(
  q: Queryable,
  document: Pick<
    Insertable<Database['bank_account_documents']>,
    'account_id' | 'storage_key' | 'file_name' | 'size_bytes' | 'uploaded_by_user_id'
  >,
): Promise<TBankAccountDocument> {
  const row = await runOne(
    q,
    sqlBuilder
      .insertInto('bank_account_documents')
      .values(document)
      .returning([
        'id',
        'account_id',
        'storage_key',
        'file_name',
        'size_bytes',
        iso('created_at').as('created'),
      ]),
  );
  return toDocument(row);
}

/** A statement of the account, with whether a bank account (in use or deleted) names it. */
export function findDocument(q: Queryable, accountId: number, id: number) {
  return runMaybeOne(
    q,
    documents()
      .select((eb) =>
        eb
          .selectFrom('bank_accounts as b')
          .select('b.id')
          .whereRef('b.document_id', '=', 'd.id')
          .orderBy('b.id')
          .limit(1)
          .as('named_by'),
      )
      .where('d.id', '=', id)
      .where('d.account_id', '=', accountId),
  );
}

/**
 * Removes a statement no bank account names; false when one does (or it is gone). A statement a pending
 * change request will name once approved is kept too.
 */
export async function deleteUnnamedDocument(q: Queryable, accountId: number, id: number): Promise<boolean> {
  const rows = await run(
    q,
    sqlBuilder
      .deleteFrom('bank_account_documents as d')
      .where('d.id', '=', id)
      .where('d.account_id', '=', accountId)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('bank_accounts as b')
              .select(sql.lit(1).as('one'))
              .whereRef('b.document_id', '=', 'd.id'),
          ),
        ),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('change_requests as cr')
              .select(sql.lit(1).as('one'))
              .whereRef('cr.account_id', '=', 'd.account_id')
              .where('cr.status', '=', 'pending')
              .where('cr.kind', 'in', ['bank_account_add', 'bank_account_edit'])
              .whereRef(sql<number>`(cr.new_data #>> '{bank_account,document_id}')::int`, '=', 'd.id'),
          ),
        ),
      )
      .returning('d.id'),
  );
  return rows.length > 0;
}

/** The registered users of the account (primary and members), told of every bank change. */
export async function accountUserIds(q: Queryable, accountId: number): Promise<number[]> {
  const rows = await run(
    q,
    sqlBuilder
      .selectFrom('accounts')
      .select('primary_user_id as user_id')
      .where('id', '=', accountId)
      .where('primary_user_id', 'is not', null)
      .$narrowType<{ user_id: NotNull }>()
      .union((eb) => eb.selectFrom('account_members').select('user_id').where('account_id', '=', accountId))
      .union((eb) =>
        eb
          .selectFrom('account_people')
          .select('user_id')
          .where('account_id', '=', accountId)
          .where('user_id', 'is not', null)
          .$narrowType<{ user_id: NotNull }>(),
      ),
  );
  return rows.map((row) => row.user_id);
}

// --- Change requests on bank accounts (modules/bank-accounts/change-requests.ts) ---

/** The account's pending bank change requests' ids with the bank account each one concerns. */
export function pendingBankChangeIds(q: Queryable, accountId: number) {
  return run(
    q,
    sqlBuilder
      .selectFrom('change_requests')
      .select(['id', sql<number>`(new_data ->> 'bank_account_id')::int`.as('bank_account_id')])
      .where('account_id', '=', accountId)
      .where('status', '=', 'pending')
      .where('kind', 'in', ['bank_account_add', 'bank_account_edit', 'bank_account_delete'])
      .orderBy('id'),
  );
}

export async function accountTypeOf(q: Queryable, accountId: number): Promise<string> {
  const row = await runMaybeOne(
    q,
    sqlBuilder.selectFrom('accounts').select('account_type').where('id', '=', accountId),
  );
  return row?.account_type ?? '';
}
