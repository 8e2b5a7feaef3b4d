import type { TDocumentOrderField, TDocumentSuggestionGroup } from '@portal/contracts/api/documents';
import { type Insertable, sql } from 'kysely';
import type { Queryable } from '../../db/client.ts';
import { type Database, exec, run, runMaybeOne, runOne, sqlBuilder } from '../../db/typed-sql.ts';
import { memberOf } from '../accounts/member-of-queries.ts';

/** Who asks: the acting user, in one application. Every read is scoped to their accounts there. */
export type DocumentScope = {
  userId: number;
  applicationId: string;
  /** Only these of the user's accounts (a viewer's shared accounts); all of them when absent. */
  accountIds?: readonly number[];
};

export type DocumentListFilters = {
  /** Matched case-insensitively inside the account name, the description (company) or the category. */
  search?: string;
  /** Only the annual summary (tax) packs when true, only the others when false, all when absent. */
  taxPack?: boolean;
  orderBy: TDocumentOrderField;
  descending: boolean;
  limit: number;
  offset: number;
};

const ORDER_COLUMNS = {
  account: 'a.name',
  category: 'd.category',
  company: 'd.company',
  date_of: 'd.date_of',
  file_size: 'd.file_size',
} as const satisfies Record<TDocumentOrderField, string>;

/** A LIKE pattern that matches `text` anywhere, with LIKE's own wildcards taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The documents of the user's accounts in the application: those of every account they may see, by the
 * same rule as the account itself (its primary user, its members and its people).
 */
const own = (scope: DocumentScope) =>
  sqlBuilder
    .selectFrom('documents as d')
    .innerJoin('accounts as a', (join) =>
      join.onRef('a.id', '=', 'd.account_id').on('a.application_id', '=', scope.applicationId),
    )
    .where((eb) => memberOf(eb, scope.userId))
    .$if(scope.accountIds !== undefined, (query) =>
      query.where(sql<boolean>`a.id = ANY(${[...(scope.accountIds ?? [])]}::int[])`),
    );

function listed(scope: DocumentScope, filters: Pick<DocumentListFilters, 'search' | 'taxPack'>) {
  const pattern = filters.search ? containsPattern(filters.search) : undefined;
  return own(scope)
    .$if(pattern !== undefined, (query) =>
      query.where((eb) =>
        eb.or([
          eb('a.name', 'ilike', pattern!),
          eb('d.company', 'ilike', pattern!),
          eb('d.category', 'ilike', pattern!),
        ]),
      ),
    )
    .$if(filters.taxPack !== undefined, (query) =>
      query.where('d.is_annual_summary_tax_pack', '=', filters.taxPack!),
    );
}

/** One page of the user's documents and how many match in all. */
export async function listDocuments(q: Queryable, scope: DocumentScope, filters: DocumentListFilters) {
  const direction = filters.descending ? 'desc' : 'asc';
  const counted = await runOne(
    q,
    listed(scope, filters).select((eb) => eb.fn.countAll<number>().as('count')),
  );
  const count = counted.count;
  const page = listed(scope, filters)
    .select([
      'd.id',
      'a.name as account',
      'd.category',
      'd.company',
      sql<string>`to_char(d.date_of, 'YYYY-MM-DD')`.as('date_of'),
      'd.file_size',
      'd.content_type',
      'd.file_name',
      'd.sha256',
    ])
    .orderBy(ORDER_COLUMNS[filters.orderBy], direction)
    .orderBy('d.id', direction)
    .limit(filters.limit)
    .offset(filters.offset);
  return { count, rows: count === 0 || filters.offset >= count ? [] : await run(q, page) };
}

/** Distinct account names, descriptions and categories of the user's documents that contain `search`. */
export function documentSuggestions(q: Queryable, scope: DocumentScope, search: string, perGroup: number) {
  const pattern = containsPattern(search);
  const distinct = (group: TDocumentSuggestionGroup, column: 'a.name' | 'd.company' | 'd.category') =>
    // Each group keeps its own order and limit inside the union.
    sqlBuilder
      .selectFrom((eb) =>
        eb
          .selectFrom(own(scope).select(`${column} as v`).distinct().where(column, 'ilike', pattern).as('s'))
          .select([sql<TDocumentSuggestionGroup>`${sql.lit(group)}::text`.as('group'), 's.v as value'])
          .orderBy(sql`lower(s.v)`)
          .orderBy('s.v')
          .limit(perGroup)
          .as('g'),
      )
      .selectAll();
  return run(
    q,
    distinct('Account name', 'a.name')
      .unionAll(distinct('Description', 'd.company'))
      .unionAll(distinct('Category', 'd.category')),
  );
}

/** The files of those of `ids` that are the user's documents (the others are simply not answered). */
export function findOwnDocumentFiles(q: Queryable, scope: DocumentScope, ids: number[]) {
  return run(
    q,
    own(scope)
      .select([
        'd.id',
        'd.file_key',
        'd.file_name',
        'd.file_size',
        'd.content_type',
        'd.crc32',
        'a.name as account_name',
      ])
      .where((eb) => eb('d.id', '=', eb.fn.any(eb.val(ids)))),
  );
}

export type DocumentFileRow = Awaited<ReturnType<typeof findOwnDocumentFiles>>[number];

/**
 * The account a document is published to, with the users who may see it (who are notified): its primary
 * user, its members and its people with a login.
 */
export async function findDocumentAccount(q: Queryable, accountId: number) {
  const row = await runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('accounts as a')
      .select((eb) => [
        'a.id',
        'a.name',
        'a.application_id',
        sql<number[]>`ARRAY(${sqlBuilder
          .selectFrom('users as u')
          .select('u.id')
          .where((ub) =>
            ub.or([
              ub('u.id', '=', eb.ref('a.primary_user_id')),
              ub.exists(
                ub
                  .selectFrom('account_members as m')
                  .select(sql.lit(1).as('one'))
                  .whereRef('m.user_id', '=', 'u.id')
                  .where('m.account_id', '=', eb.ref('a.id')),
              ),
              ub.exists(
                ub
                  .selectFrom('account_people as p')
                  .select(sql.lit(1).as('one'))
                  .whereRef('p.user_id', '=', 'u.id')
                  .where('p.account_id', '=', eb.ref('a.id')),
              ),
            ]),
          )
          .orderBy('u.id')})`.as('member_ids'),
      ])
      .where('a.id', '=', accountId),
  );
  return row ?? null;
}

export type NewDocumentRow = Omit<Insertable<Database['documents']>, 'id' | 'created_at'>;

/**
 * Inserts the document; answers its id, or null when a document of the same `source` exists already
 * (a generated document is published once).
 */
export async function insertDocument(q: Queryable, row: NewDocumentRow): Promise<number | null> {
  const inserted = await runMaybeOne(
    q,
    sqlBuilder
      .insertInto('documents')
      .values(row)
      .onConflict((oc) => oc.column('source').doNothing())
      .returning('id'),
  );
  return inserted?.id ?? null;
}

export async function findDocumentOfSource(q: Queryable, source: string): Promise<number | null> {
  const row = await runMaybeOne(
    q,
    sqlBuilder.selectFrom('documents').select('id').where('source', '=', source),
  );
  return row?.id ?? null;
}

/** Keeps the CRC-32 worked out for a row stored before checksums were kept. */
export async function saveDocumentChecksum(q: Queryable, id: number, crc32: number): Promise<void> {
  await exec(
    q,
    sqlBuilder.updateTable('documents').set({ crc32 }).where('id', '=', id).where('crc32', 'is', null),
  );
}
