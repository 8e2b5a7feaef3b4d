import { type Insertable, type Selectable, sql } from 'kysely';
import type { Queryable } from '../../db/client.ts';
import { type Database, exec, run, runMaybeOne, runOne, sqlBuilder } from '../../db/typed-sql.ts';

type ReportRow = Selectable<Database['rebalance_reports']>;

/** A date column as the contract's 'YYYY-MM-DD'. */
const isoDate = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** The reports a user may see: of accounts in the application the user is a member of. */
const ownReports = (userId: number, applicationId: string) =>
  sqlBuilder
    .selectFrom('rebalance_reports as r')
    .innerJoin('accounts as a', (join) =>
      join.onRef('a.id', '=', 'r.account_id').on('a.application_id', '=', applicationId),
    )
    .innerJoin('account_members as m', (join) =>
      join.onRef('m.account_id', '=', 'r.account_id').on('m.user_id', '=', userId),
    );

/** The user's view of the report `r`: none while the report is new to them. */
const viewOf = (userId: number) =>
  sqlBuilder
    .selectFrom('rebalance_report_views as v')
    .select('v.report_id')
    .where('v.report_id', '=', sql.ref<number>('r.id'))
    .where('v.user_id', '=', userId);

/**
 * The newest rebalance report of the user's accounts in the application, and how many of those reports
 * the user has not opened yet.
 */
export async function latestRebalanceReport(q: Queryable, userId: number, applicationId: string) {
  const row = await runMaybeOne(
    q,
    sqlBuilder
      .with('own', () => ownReports(userId, applicationId).select(['r.id', 'r.date']))
      .with('latest', (db) =>
        db.selectFrom('own').select(['id', 'date']).orderBy('date', 'desc').orderBy('id', 'desc').limit(1),
      )
      .selectNoFrom((eb) => [
        eb.selectFrom('latest').select('id').as('id'),
        eb.selectFrom('latest').select(isoDate('date').as('date')).as('date'),
        eb.fn
          .coalesce(
            eb
              .selectFrom('own as r')
              .select(eb.fn.countAll<number>().as('n'))
              .where((eb) => eb.not(eb.exists(viewOf(userId)))),
            eb.lit(0),
          )
          .as('new_count'),
      ]),
  );
  return row ?? { id: null, date: null, new_count: 0 };
}

export type RebalanceListFilters = {
  accounts?: number[];
  types?: ReportRow['type'][];
  statuses?: ReportRow['status'][];
};

/** What an ordering field sorts by (never user text in SQL: only these). */
const ORDER_COLUMNS = {
  date: sql`r.date`,
  account: sql`lower(a.name)`,
  rebalance_type: sql`r.type`,
  status: sql`r.status`,
} as const;
export type RebalanceOrderField = keyof typeof ORDER_COLUMNS;

const filteredReports = (userId: number, applicationId: string, f: RebalanceListFilters) =>
  ownReports(userId, applicationId)
    .$if(Boolean(f.accounts?.length), (query) => query.where('r.account_id', 'in', f.accounts!))
    .$if(Boolean(f.types?.length), (query) => query.where('r.type', 'in', f.types!))
    .$if(Boolean(f.statuses?.length), (query) => query.where('r.status', 'in', f.statuses!));

export function listRebalanceReports(
  q: Queryable,
  userId: number,
  applicationId: string,
  options: RebalanceListFilters & {
    orderBy: RebalanceOrderField;
    descending: boolean;
    limit: number;
    offset: number;
  },
) {
  const direction = options.descending ? 'desc' : 'asc';
  return run(
    q,
    filteredReports(userId, applicationId, options)
      .select((eb) => [
        'r.id',
        isoDate('r.date').as('date'),
        'a.id as account_id',
        'a.name as account_name',
        'r.type',
        'r.status',
        eb
          .not(eb.exists(viewOf(userId)))
          .$castTo<boolean>()
          .as('is_new'),
      ])
      .orderBy(ORDER_COLUMNS[options.orderBy], direction)
      .orderBy('r.date', 'desc')
      .orderBy('r.id', direction)
      .limit(options.limit)
      .offset(options.offset),
  );
}

export async function countRebalanceReports(
  q: Queryable,
  userId: number,
  applicationId: string,
  filters: RebalanceListFilters,
): Promise<number> {
  const row = await runOne(
    q,
    filteredReports(userId, applicationId, filters).select((eb) => eb.fn.countAll<number>().as('n')),
  );
  return row.n;
}

/** One report of the user's accounts in the application; undefined for any other id. */
export function findRebalanceReport(q: Queryable, userId: number, applicationId: string, id: number) {
  return runMaybeOne(
    q,
    ownReports(userId, applicationId)
      .select((eb) => [
        'r.id',
        isoDate('r.date').as('date'),
        'r.message',
        'r.status',
        'r.type',
        'r.data',
        eb
          .not(eb.exists(viewOf(userId)))
          .$castTo<boolean>()
          .as('is_new'),
      ])
      .where('r.id', '=', id),
  );
}

/** Records that the user opened the report (once; opening it again changes nothing). */
export async function insertRebalanceView(q: Queryable, reportId: number, userId: number): Promise<void> {
  await exec(
    q,
    sqlBuilder
      .insertInto('rebalance_report_views')
      .values({ report_id: reportId, user_id: userId })
      .onConflict((oc) => oc.columns(['report_id', 'user_id']).doNothing()),
  );
}

export async function insertRebalanceReport(
  q: Queryable,
  /** `data` is the value its column keeps as JSON. */
  report: Pick<
    Insertable<Database['rebalance_reports']>,
    'account_id' | 'date' | 'type' | 'status' | 'message'
  > & {
    data: unknown;
  },
): Promise<number> {
  const row = await runOne(
    q,
    sqlBuilder
      .insertInto('rebalance_reports')
      .values({ ...report, data: sql`${JSON.stringify(report.data)}::jsonb` })
      .returning('id'),
  );
  return row.id;
}

/** The account's name, its application and its members (who are told of a new report). */
export async function accountAudience(
  q: Queryable,
  accountId: number,
): Promise<{ name: string; applicationId: string; userIds: number[] } | undefined> {
  const rows = await run(
    q,
    sqlBuilder
      .selectFrom('accounts as a')
      .leftJoin('account_members as m', 'm.account_id', 'a.id')
      .select(['a.name', 'a.application_id', 'm.user_id'])
      .where('a.id', '=', accountId)
      .orderBy('m.user_id'),
  );
  if (rows.length === 0) return undefined;
  return {
    name: rows[0]!.name,
    applicationId: rows[0]!.application_id,
    userIds: rows.flatMap((r) => (r.user_id === null ? [] : [r.user_id])),
  };
}
