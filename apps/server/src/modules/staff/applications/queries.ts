import { SIGNED_DOCUMENT_CATEGORY } from '@portal/contracts/api/documents';
import {
  APPLICATION_QUEUES,
  type TApplicationFileKind,
  type TApplicationQueue,
} from '@portal/contracts/api/staff-operations';
import { type ExpressionBuilder, type Insertable, type Selectable, sql } from 'kysely';
import type { Queryable } from '../../../db/client.ts';
import { type Database, exec, run, runMaybeOne, sqlBuilder } from '../../../db/typed-sql.ts';
import { EDITABLE_STATUSES } from '../../accounts/access.ts';
import { fullName, isoTimestamp } from '../sql-expressions.ts';

type AccountStatus = Selectable<Database['accounts']>['status'];

/** Accounts with their primary user and the newest staff decision (the 'returned' tab needs it). */
const accountsInReview = (search: string | null) =>
  sqlBuilder
    .selectFrom('accounts as a')
    .leftJoin('users as u', 'u.id', 'a.primary_user_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('application_reviews as r')
          .select(['r.action', 'r.reason'])
          .whereRef('r.account_id', '=', 'a.id')
          .orderBy('r.created_at', 'desc')
          .orderBy('r.id', 'desc')
          .limit(1)
          .as('lr'),
      (join) => join.onTrue(),
    )
    .$if(search !== null, (query) =>
      query.where((eb) => {
        const pattern = sql<string>`'%' || ${search}::text || '%'`;
        return eb.or([
          eb('a.name', 'ilike', pattern),
          eb('u.email', 'ilike', pattern),
          eb(sql`u.first_name || ' ' || u.last_name`, 'ilike', pattern),
        ]);
      }),
    );

type InReview = ExpressionBuilder<
  Database & { a: Database['accounts']; lr: Pick<Database['application_reviews'], 'action' | 'reason'> },
  'a' | 'lr'
>;

/** Which tab an account row belongs to: its status, or 'returned' for an editable one staff sent back. */
const queueOf = (eb: InReview) =>
  eb
    .case()
    .when(eb.and([eb('a.status', 'in', [...EDITABLE_STATUSES]), eb('lr.action', '=', 'returned')]))
    .then(sql.lit('returned'))
    .else(eb.ref('a.status'))
    .end();

/** One page of a tab of the queue, oldest submission first (the order the provider works through it). */
export function listQueue(
  q: Queryable,
  filter: { queue: TApplicationQueue; search: string | null; limit: number; offset: number },
) {
  return run(
    q,
    accountsInReview(filter.search)
      .select((eb) => [
        'a.id',
        'a.name',
        'a.account_type',
        'a.application_id',
        'a.status',
        isoTimestamp('a.submitted_at').as('submitted_at'),
        'u.id as primary_user_id',
        'u.first_name as primary_first_name',
        'u.last_name as primary_last_name',
        'u.email as primary_email',
        eb.case().when('lr.action', '=', 'returned').then(eb.ref('lr.reason')).end().as('returned_reason'),
        eb
          .and([
            eb('a.account_type', 'in', ['trust', 'smsf']),
            eb.not(
              eb.exists(
                eb
                  .selectFrom('account_files as f')
                  .select(eb.lit(1).as('one'))
                  .whereRef('f.account_id', '=', 'a.id')
                  .where('f.kind', '=', 'deed_attachment'),
              ),
            ),
          ])
          .as('trust_deed_missing'),
        eb.fn.countAll<number>().over().as('total'),
      ])
      .where((eb) => eb(queueOf(eb), '=', filter.queue))
      .orderBy('a.submitted_at', (ob) => ob.asc().nullsLast())
      .orderBy('a.id')
      .limit(filter.limit)
      .offset(filter.offset),
  );
}

/** How many applications each tab holds (with the same search). */
export async function countQueues(
  q: Queryable,
  search: string | null,
): Promise<Record<TApplicationQueue, number>> {
  const rows = await run(
    q,
    accountsInReview(search)
      .select((eb) => [queueOf(eb).as('queue'), eb.fn.countAll<number>().as('n')])
      .where((eb) => eb(queueOf(eb), 'in', [...APPLICATION_QUEUES]))
      .groupBy(sql`1`),
  );
  const counts = Object.fromEntries(APPLICATION_QUEUES.map((queue) => [queue, 0])) as Record<
    TApplicationQueue,
    number
  >;
  for (const row of rows) counts[row.queue as TApplicationQueue] = row.n;
  return counts;
}

/** The account, locked for a decision when `forUpdate`. */
export function findReviewedAccount(q: Queryable, accountId: number, forUpdate = false) {
  return runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('accounts')
      .select(['id', 'name', 'application_id', 'status', 'primary_user_id', 'initiator_user_id'])
      .where('id', '=', accountId)
      .$if(forUpdate, (query) => query.forUpdate()),
  );
}

export type ReviewedAccount = NonNullable<Awaited<ReturnType<typeof findReviewedAccount>>>;

/** The ids of everyone of the account who holds a login: its primary user, members and people who registered. */
const accountUserIds = (accountId: number) =>
  sqlBuilder
    .selectFrom('accounts')
    .select('primary_user_id as user_id')
    .where('id', '=', accountId)
    .union(sqlBuilder.selectFrom('account_members').select('user_id').where('account_id', '=', accountId))
    .union(sqlBuilder.selectFrom('account_people').select('user_id').where('account_id', '=', accountId));

/** Everyone of the account who holds a login: its primary user, members and people who registered. */
export function listAccountUsers(q: Queryable, accountId: number) {
  return run(
    q,
    sqlBuilder
      .selectFrom('users as u')
      .select(['u.id as user_id', fullName('u').as('name'), 'u.email'])
      .where('u.id', 'in', accountUserIds(accountId))
      .orderBy('u.id'),
  );
}

/**
 * The application's files: its trust deeds and certificates, the identity documents its users'
 * personal details name, and the signed PDFs. `only` narrows to one file (a download), so a file of another account is never found.
 */
export async function listApplicationFiles(
  q: Queryable,
  accountId: number,
  only?: { kind: TApplicationFileKind; id: number },
) {
  const identityDocumentIds = (column: 'document_file_id' | 'passport_document_file_id') =>
    sqlBuilder
      .selectFrom('personal_details as p')
      .select(`p.${column} as id`)
      .where('p.user_id', 'in', accountUserIds(accountId));
  const rows = await run(
    q,
    sqlBuilder
      .selectFrom((db) =>
        db
          .selectFrom('account_files as f')
          .innerJoin('accounts as a', 'a.id', 'f.account_id')
          .select([
            (eb) => eb.ref('f.kind').$castTo<TApplicationFileKind>().as('kind'),
            'f.id',
            'f.file_name',
            'a.name as owner',
            'f.storage_key',
            'f.created_at',
          ])
          .where('f.account_id', '=', accountId)
          .unionAll(
            db
              .selectFrom('personal_documents as d')
              .innerJoin('users as u', 'u.id', 'd.user_id')
              .select([
                sql.lit<TApplicationFileKind>('identity_document').as('kind'),
                'd.id',
                'd.file_name',
                fullName('u').as('owner'),
                'd.storage_key',
                'd.created_at',
              ])
              .where((eb) =>
                eb.or([
                  eb('d.id', 'in', identityDocumentIds('document_file_id')),
                  eb('d.id', 'in', identityDocumentIds('passport_document_file_id')),
                ]),
              ),
          )
          .unionAll(
            // The signed PDFs of its requests, published to the account's documents (esign module).
            db
              .selectFrom('documents as s')
              .innerJoin('accounts as a', 'a.id', 's.account_id')
              .select([
                sql.lit<TApplicationFileKind>('signed_document').as('kind'),
                's.id',
                's.file_name',
                'a.name as owner',
                's.file_key as storage_key',
                's.created_at',
              ])
              .where('s.account_id', '=', accountId)
              .where('s.category', '=', SIGNED_DOCUMENT_CATEGORY),
          )
          .as('files'),
      )
      .select(['files.kind', 'files.id', 'files.file_name', 'files.owner', 'files.storage_key'])
      .$if(only !== undefined, (query) =>
        query.where('files.kind', '=', only!.kind).where('files.id', '=', only!.id),
      )
      .orderBy('files.kind')
      .orderBy('files.created_at')
      .orderBy('files.id'),
  );
  return rows;
}

export async function listReviews(q: Queryable, accountId: number) {
  const rows = await run(
    q,
    sqlBuilder
      .selectFrom('application_reviews as r')
      .leftJoin('users as u', 'u.id', 'r.staff_user_id')
      .select((eb) => [
        'r.action',
        'r.reason',
        eb.fn.coalesce(fullName<string | null>('u'), sql.lit('')).as('staff_name'),
        isoTimestamp('r.created_at').as('created'),
      ])
      .where('r.account_id', '=', accountId)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc'),
  );
  return rows;
}

export async function insertReview(
  q: Queryable,
  review: Pick<
    Insertable<Database['application_reviews']>,
    'account_id' | 'action' | 'reason' | 'staff_user_id'
  >,
): Promise<void> {
  await exec(q, sqlBuilder.insertInto('application_reviews').values(review));
}

/** Moves the account to `to` when it is in one of `from`; answers whether it moved. */
export async function moveAccountStatus(
  q: Queryable,
  accountId: number,
  from: readonly AccountStatus[],
  to: AccountStatus,
): Promise<boolean> {
  const rows = await run(
    q,
    sqlBuilder
      .updateTable('accounts')
      .set((eb) => ({
        status: to,
        activated_at: to === 'active' ? sql<Date>`now()` : eb.ref('activated_at'),
      }))
      .where('id', '=', accountId)
      .where('status', 'in', [...from])
      .returning('id'),
  );
  return rows.length > 0;
}
