import { type Insertable, type Selectable, sql } from 'kysely';
import type { Queryable } from '../../db/client.ts';
import { type Database, exec, run, runMaybeOne, runOne, sqlBuilder } from '../../db/typed-sql.ts';

// The only file of the reports module that touches the database. Every query that reads a user's data
// takes the user's id (or ids the service has already scoped to the user). Money leaves as numeric text.

/** numeric as text with 2 decimals; 0 when there is nothing to add up. */
const money = (expr: string) => `coalesce(${expr}, 0)::numeric(20, 2)::text`;

/** The investment options a report or favourite covers: the chosen ones, or all of its accounts' options. */
const coveredOptions = (alias: string) =>
  `(io.id = ANY(${alias}.investment_option_ids)
     OR (cardinality(${alias}.investment_option_ids) = 0 AND io.account_id = ANY(${alias}.account_ids)))`;

// ---------- report types ----------

export function listReportTypes(q: Queryable) {
  return run(
    q,
    sqlBuilder
      .selectFrom('report_types')
      .select(['id', 'name', 'works_with_client_options'])
      .orderBy('sort_order')
      .orderBy('id'),
  );
}

// ---------- the user's accounts and options ----------

/**
 * The investment options of the user's active accounts in the application, with whether each has a
 * valuation between `start` and `end` (one index probe per option).
 */
export function listUserOptions(
  q: Queryable,
  userId: number,
  applicationId: string,
  start = '-infinity',
  end = 'infinity',
) {
  return run(
    q,
    sqlBuilder
      .selectFrom('accounts as a')
      .innerJoin('account_members as m', (join) =>
        join.onRef('m.account_id', '=', 'a.id').on('m.user_id', '=', userId),
      )
      .innerJoin('investment_options as io', 'io.account_id', 'a.id')
      .innerJoin('strategies as st', 'st.id', 'io.strategy_id')
      .select((eb) => [
        'a.id as account_id',
        'a.name as account_name',
        'io.id as option_id',
        'st.name as option_label',
        eb
          .exists(
            eb
              .selectFrom('daily_valuations as dv')
              .select(sql.lit(1).as('one'))
              .whereRef('dv.investment_option_id', '=', 'io.id')
              .where('dv.date', '>=', sql<Date>`${start}::date`)
              .where('dv.date', '<=', sql<Date>`${end}::date`),
          )
          .$castTo<boolean>()
          .as('has_data'),
      ])
      .where('a.application_id', '=', applicationId)
      .where('a.is_active', '=', true)
      .orderBy('a.id')
      .orderBy('st.sort_order')
      .orderBy('st.id'),
  );
}

/** The first and last valued dates over the options (two index probes each), null when none. */
export async function valuationRange(q: Queryable, optionIds: number[]) {
  if (optionIds.length === 0) return { min_date: null, max_date: null };
  // One index probe at each end of every option's valuations: clearer as SQL than as a builder.
  const row = await runMaybeOne(
    q,
    sql<{ min_date: string | null; max_date: string | null }>`
      SELECT to_char(min(f.date), 'YYYY-MM-DD') AS min_date, to_char(max(l.date), 'YYYY-MM-DD') AS max_date
        FROM unnest(${optionIds}::int[]) AS o(id)
        LEFT JOIN LATERAL (SELECT date FROM daily_valuations WHERE investment_option_id = o.id
                            ORDER BY date LIMIT 1) f ON true
        LEFT JOIN LATERAL (SELECT date FROM daily_valuations WHERE investment_option_id = o.id
                            ORDER BY date DESC LIMIT 1) l ON true`,
  );
  return row ?? { min_date: null, max_date: null };
}

// ---------- generated reports ----------

export type NewReport = Omit<
  Insertable<Database['generated_reports']>,
  'id' | 'status' | 'attempts' | 'created_at' | 'file_key' | 'page_count' | 'error' | 'locked_at'
>;

export async function insertReport(q: Queryable, report: NewReport): Promise<number> {
  const row = await runOne(q, sqlBuilder.insertInto('generated_reports').values(report).returning('id'));
  return row.id;
}

/** A date as the report's pages and file names show it. */
const isoDate = (column: 'r.start_date' | 'r.end_date') =>
  sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

type AccountName = Pick<Selectable<Database['accounts']>, 'id' | 'name'>;
type ReportTypeName = Pick<Selectable<Database['report_types']>, 'id' | 'name'>;
type OptionLabel = {
  id: Selectable<Database['investment_options']>['id'];
  label: Selectable<Database['strategies']>['name'];
  account_name: Selectable<Database['accounts']>['name'];
};

/** A moment as the API's ISO text in UTC, to the second. */
const utcMoment = <T extends Date | null>(column: 'r.load_datetime' | 'r.created_at') =>
  sql<
    T extends null ? string | null : string
  >`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** The user's reports with what the list shows of each: names of its accounts, options and types. */
const reportRows = () =>
  sqlBuilder
    .selectFrom('generated_reports as r')
    .leftJoin('users as c', 'c.id', 'r.creator_id')
    .leftJoin('favorite_reports as f', 'f.source_report_id', 'r.id')
    .select([
      'r.id',
      'r.uuid',
      'r.name',
      'r.status',
      sql<
        AccountName[]
      >`(SELECT coalesce(json_agg(json_build_object('id', a.id, 'name', a.name) ORDER BY a.id), '[]'::json)
         FROM accounts a WHERE a.id = ANY(r.account_ids))`.as('accounts'),
      sql<
        OptionLabel[]
      >`(SELECT coalesce(json_agg(json_build_object('id', io.id, 'label', st.name, 'account_name', a.name)
                                   ORDER BY io.account_id, st.sort_order, io.id), '[]'::json)
         FROM investment_options io JOIN strategies st ON st.id = io.strategy_id
         JOIN accounts a ON a.id = io.account_id
        WHERE ${sql.raw(coveredOptions('r'))})`.as('investment_options'),
      sql<
        ReportTypeName[]
      >`(SELECT coalesce(json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY t.sort_order), '[]'::json)
         FROM report_types t WHERE t.id = ANY(r.report_type_ids))`.as('report_types'),
      isoDate('r.start_date').as('start_date'),
      isoDate('r.end_date').as('end_date'),
      'r.combine_accounts',
      'r.combine_investment_options',
      'r.is_read',
      utcMoment<Date | null>('r.load_datetime').as('load_datetime'),
      utcMoment<Date>('r.created_at').as('created_at'),
      'c.first_name as creator_first_name',
      'c.last_name as creator_last_name',
      'f.id as favorite_id',
      'f.name as favorite_name',
      'r.parcel_method',
      sql<
        ReportTypeName[]
      >`(SELECT coalesce(json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY t.sort_order), '[]'::json)
         FROM report_csv_files cf JOIN report_types t ON t.id = cf.report_type_id
        WHERE cf.report_id = r.id)`.as('csv_types'),
    ]);

/** The user's generated reports in the application, newest first. */
/** Only reports whose accounts are all among `accountIds` (a viewer's shared accounts), when given. */
const withinAccounts = (column: 'r.account_ids' | 'account_ids', accountIds: readonly number[] | undefined) =>
  sql<boolean>`${sql.ref(column)} <@ ${[...(accountIds ?? [])]}::int[]`;

export function listReports(
  q: Queryable,
  userId: number,
  applicationId: string,
  accountIds?: readonly number[],
) {
  return run(
    q,
    reportRows()
      .where('r.user_id', '=', userId)
      .$if(accountIds !== undefined, (query) => query.where(withinAccounts('r.account_ids', accountIds)))
      .where('r.application_id', '=', applicationId)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc'),
  );
}

export type ReportListRow = Awaited<ReturnType<typeof listReports>>[number];

/** One of the user's reports, by id or by uuid; null when it is not theirs. */
export async function findReport(q: Queryable, userId: number, key: { id: number } | { uuid: string }) {
  const row = await runMaybeOne(
    q,
    reportRows()
      .where('r.user_id', '=', userId)
      .where((eb) => ('id' in key ? eb('r.id', '=', key.id) : eb('r.uuid', '=', key.uuid))),
  );
  return row ?? null;
}

export async function findReportFile(
  q: Queryable,
  userId: number,
  id: number,
  accountIds?: readonly number[],
) {
  const row = await runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('generated_reports')
      .select(['name', 'status', 'file_key'])
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .$if(accountIds !== undefined, (query) => query.where(withinAccounts('account_ids', accountIds))),
  );
  return row ?? null;
}

/** Marks the user's report read; false when it is not theirs. */
export async function markReportRead(q: Queryable, userId: number, id: number): Promise<boolean> {
  const rows = await run(
    q,
    sqlBuilder
      .updateTable('generated_reports')
      .set({ is_read: true })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returning('id'),
  );
  return rows.length > 0;
}

/** How many of the user's ready reports in the application are not read yet. */
export async function countNewReports(
  q: Queryable,
  userId: number,
  applicationId: string,
  accountIds?: readonly number[],
): Promise<number> {
  const row = await runOne(
    q,
    sqlBuilder
      .selectFrom('generated_reports')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .$if(accountIds !== undefined, (query) => query.where(withinAccounts('account_ids', accountIds)))
      .where('application_id', '=', applicationId)
      .where('status', '=', 'ready')
      .where('is_read', '=', false),
  );
  return row.n;
}

// ---------- the job queue ----------

/**
 * Starts attempt `attempt` of a report's job: running, locked now. A report already ready or failed is
 * not taken again (answers null); one left running by a server that stopped is.
 */
export async function claimReport(q: Queryable, id: number, attempt: number) {
  const row = await runMaybeOne(
    q,
    sqlBuilder
      .updateTable('generated_reports as r')
      .set({ status: 'running', locked_at: sql`now()`, attempts: attempt })
      .where('r.id', '=', id)
      .where('r.status', 'in', ['pending', 'running'])
      .returning([
        'r.id',
        'r.uuid',
        'r.user_id',
        'r.application_id',
        'r.name',
        'r.account_ids',
        'r.investment_option_ids',
        'r.report_type_ids',
        isoDate('r.start_date').as('start_date'),
        isoDate('r.end_date').as('end_date'),
        'r.combine_accounts',
        'r.combine_investment_options',
        'r.parcel_method',
        'r.attempts',
      ]),
  );
  return row ?? null;
}

export type ClaimedReport = NonNullable<Awaited<ReturnType<typeof claimReport>>>;

/** A report whose last attempt was lost with its server: failed (answered, to be announced). */
export async function failLostReport(q: Queryable, id: number) {
  const row = await runMaybeOne(
    q,
    sqlBuilder
      .updateTable('generated_reports')
      .set({
        status: 'failed',
        locked_at: null,
        error: sql<string>`'The server stopped while generating this report ' || attempts || ' times'`,
      })
      .where('id', '=', id)
      .where('status', 'in', ['pending', 'running'])
      .returning(['id', 'user_id', 'application_id', 'name']),
  );
  return row ?? null;
}

/** Records that a report's job was queued (rows inserted without one are queued when the workers start). */
export async function markReportQueued(q: Queryable, id: number, jobId: string | null): Promise<void> {
  await exec(
    q,
    sqlBuilder.updateTable('generated_reports').set({ queue_job_id: jobId }).where('id', '=', id),
  );
}

/** Pending reports no job was queued for (demo seeding writes rows before the queue runs). */
export async function unqueuedReports(q: Queryable): Promise<number[]> {
  const rows = await run(
    q,
    sqlBuilder
      .selectFrom('generated_reports')
      .select('id')
      .where('status', '=', 'pending')
      .where('queue_job_id', 'is', null)
      .orderBy('created_at')
      .orderBy('id'),
  );
  return rows.map((r) => r.id);
}

/** A report's CSV file of one report type; null when it is not the user's or there is none. */
export async function findReportCsvFile(
  q: Queryable,
  userId: number,
  report: { id: number; reportTypeId: number },
  accountIds?: readonly number[],
) {
  const row = await runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('generated_reports as r')
      .innerJoin('report_csv_files as cf', 'cf.report_id', 'r.id')
      .innerJoin('report_types as t', 't.id', 'cf.report_type_id')
      .select(['r.name', 'r.status', 'cf.file_key', 't.name as type_name'])
      .where('r.id', '=', report.id)
      .where('r.user_id', '=', userId)
      .where('cf.report_type_id', '=', report.reportTypeId)
      .$if(accountIds !== undefined, (query) => query.where(withinAccounts('r.account_ids', accountIds))),
  );
  return row ?? null;
}

/** Records the CSV files rendered beside a report's PDF (in the transaction that makes it ready). */
export async function insertReportCsvFiles(
  q: Queryable,
  id: number,
  files: ReadonlyArray<{ reportTypeId: number; fileKey: string }>,
): Promise<void> {
  if (files.length === 0) return;
  await exec(
    q,
    sqlBuilder
      .insertInto('report_csv_files')
      .values(files.map((f) => ({ report_id: id, report_type_id: f.reportTypeId, file_key: f.fileKey }))),
  );
}

export async function completeReport(
  q: Queryable,
  id: number,
  fileKey: string,
  pageCount: number,
): Promise<void> {
  await exec(
    q,
    sqlBuilder
      .updateTable('generated_reports')
      .set({
        status: 'ready',
        file_key: fileKey,
        page_count: pageCount,
        locked_at: null,
        error: null,
        load_datetime: sql`now()`,
      })
      .where('id', '=', id),
  );
}

/** A failed attempt: back to pending while attempts remain, failed after the last. Answers the new status. */
export async function failReportAttempt(
  q: Queryable,
  id: number,
  error: string,
  lastAttempt: boolean,
): Promise<'pending' | 'failed'> {
  const row = await runMaybeOne(
    q,
    sqlBuilder
      .updateTable('generated_reports')
      .set({ status: lastAttempt ? 'failed' : 'pending', locked_at: null, error: error.slice(0, 2000) })
      .where('id', '=', id)
      .returning('status'),
  );
  return row?.status === 'pending' ? 'pending' : 'failed';
}

// ---------- what a report shows ----------

/** The options a report covers, with their accounts, limited to the owner's accounts. */
export function reportOptions(q: Queryable, userId: number, accountIds: number[], optionIds: number[]) {
  return run(
    q,
    sqlBuilder
      .selectFrom('investment_options as io')
      .innerJoin('accounts as a', 'a.id', 'io.account_id')
      .innerJoin('account_members as m', (join) =>
        join.onRef('m.account_id', '=', 'a.id').on('m.user_id', '=', userId),
      )
      .innerJoin('strategies as st', 'st.id', 'io.strategy_id')
      .select([
        'io.id as option_id',
        'st.name as option_label',
        'a.id as account_id',
        'a.name as account_name',
      ])
      .where((eb) => eb('a.id', '=', eb.fn.any(eb.val(accountIds))))
      // No options chosen: every option of the accounts.
      .$if(optionIds.length > 0, (query) =>
        query.where((eb) => eb('io.id', '=', eb.fn.any(eb.val(optionIds)))),
      )
      .orderBy('a.id')
      .orderBy('st.sort_order')
      .orderBy('io.id'),
  );
}

export type ReportOptionRow = Awaited<ReturnType<typeof reportOptions>>[number];

/** The names a report's cover shows: the owner's and the application's. */
export async function reportHeader(q: Queryable, userId: number, applicationId: string) {
  const row = await runMaybeOne(
    q,
    sqlBuilder
      .selectFrom(['users as u', 'applications as ap'])
      .select([
        sql<string>`trim(u.first_name || ' ' || u.last_name)`.as('client_name'),
        'ap.name as application_name',
      ])
      .where('u.id', '=', userId)
      .where('ap.id', '=', applicationId),
  );
  return row ?? { client_name: '', application_name: '' };
}

/**
 * Every query below takes the report's grouping as two parallel arrays, option ids ($1) and the index of
 * the group each belongs to ($2), and adds up within a group in SQL (numeric, never a float).
 */
const groupsOf = (grouping: Grouping) =>
  sql`g AS (SELECT * FROM unnest(${grouping.optionIds}::int[], ${grouping.groups}::int[]) AS g(option_id, grp))`;
// The row types below are the shapes of `sql` templates' computed and aliased columns; every part that
// is a table column is picked from the generated types.
/** numeric as text (money, units, prices), as the numeric columns come back. */
type Money = Selectable<Database['monthly_returns']>['dividends'];
type AssetClassName = Selectable<Database['asset_classes']>['name'];
/** The index of the report's group a row adds up. */
type Grouped = { grp: number };
export type Grouping = { optionIds: number[]; groups: number[] };

export type HoldingValueRow = Grouped &
  Pick<Selectable<Database['securities']>, 'code' | 'name'> & {
    asset_class: AssetClassName;
    units: Selectable<Database['holdings']>['units'];
    price: Selectable<Database['security_prices']>['price'];
    value: Money;
  };

/** Positions open at `date`, valued as the daily valuations are (last price, capped at the strike). */
export function holdingValues(q: Queryable, grouping: Grouping, date: string) {
  return run(
    q,
    sql<HoldingValueRow>`WITH ${groupsOf(grouping)},
     open_positions AS (
       SELECT g.grp, h.security_id, h.units
         FROM g JOIN holdings h ON h.investment_option_id = g.option_id
        WHERE h.valid_to > ${date}::date AND h.date <= ${date}::date AND h.units <> 0
     ),
     priced AS (
       SELECT s.id, s.code, s.name, s.asset_class_id, LEAST(px.price, coalesce(s.strike_price, px.price)) AS price
         FROM securities s
         CROSS JOIN LATERAL (SELECT sp.price FROM security_prices sp
                              WHERE sp.security_id = s.id AND sp.date <= ${date}::date
                              ORDER BY sp.date DESC LIMIT 1) px
        WHERE s.id IN (SELECT security_id FROM open_positions)
     )
     SELECT op.grp, p.code, p.name, ac.name AS asset_class,
            sum(op.units)::numeric(20, 4)::text AS units, p.price::numeric(20, 4)::text AS price,
            round(sum(op.units * p.price), 2)::numeric(20, 2)::text AS value
       FROM open_positions op
       JOIN priced p ON p.id = op.security_id
       JOIN asset_classes ac ON ac.id = p.asset_class_id
      GROUP BY op.grp, p.code, p.name, ac.name, ac.sort_order, p.price
      ORDER BY op.grp, round(sum(op.units * p.price), 2) DESC, p.code`,
  );
}

export type AllocationRow = Grouped & { asset_class: AssetClassName; value: Money; share: Money };

/** Value at `date` per asset class, with its share of the group's total in percent. */
export function allocation(q: Queryable, grouping: Grouping, date: string) {
  return run(
    q,
    sql<AllocationRow>`WITH alloc AS (
       WITH ${groupsOf(grouping)},
       open_positions AS (
         SELECT g.grp, h.security_id, h.units
           FROM g JOIN holdings h ON h.investment_option_id = g.option_id
          WHERE h.valid_to > ${date}::date AND h.date <= ${date}::date AND h.units <> 0
       )
       SELECT op.grp, ac.name AS asset_class, ac.sort_order,
              round(sum(op.units * LEAST(px.price, coalesce(s.strike_price, px.price))), 2) AS value
         FROM open_positions op
         JOIN securities s ON s.id = op.security_id
         JOIN asset_classes ac ON ac.id = s.asset_class_id
         CROSS JOIN LATERAL (SELECT sp.price FROM security_prices sp
                              WHERE sp.security_id = s.id AND sp.date <= ${date}::date
                              ORDER BY sp.date DESC LIMIT 1) px
        GROUP BY op.grp, ac.name, ac.sort_order
     )
     SELECT grp, asset_class, value::numeric(20, 2)::text AS value,
            coalesce(round(100 * value / nullif(sum(value) OVER (PARTITION BY grp), 0), 2), 0)::numeric(20, 2)::text
              AS share
       FROM alloc
      ORDER BY alloc.grp, alloc.value DESC, alloc.sort_order`,
  );
}

/** The period's sums per group and part, with the returns they add up to (see periodReturns). */
export type PeriodRow = Grouped & { start_date: string; end_date: string } & Record<
    | Exclude<keyof Database['monthly_returns'], 'investment_option_id' | 'month'>
    | 'income_return'
    | 'capital_return'
    | 'total_return',
    Money
  >;

/**
 * The period cut at month ends into parts (the first and last clipped to the period), and for each part
 * and group: the value before it starts and at its end, and the flows dated within it. Nothing comes from
 * outside the dates asked for: the values are the daily valuations of the last priced day before the part
 * and the last priced day in it (0 where the option held nothing that day), the flows the transactions
 * dated in it. What the prices moved (unrealised) is the rest of the change in value, as in the monthly
 * returns, so within every part
 *   closing = opening + movements_in - movements_out - withholding_tax - franking_credits + total_return.
 */
export function periodReturns(q: Queryable, grouping: Grouping, start: string, end: string) {
  return run(
    q,
    sql<PeriodRow>`WITH ${groupsOf(grouping)},
     parts AS (
       SELECT greatest(m::date, ${start}::date) AS part_start,
              least((m + interval '1 month' - interval '1 day')::date, ${end}::date) AS part_end
         FROM generate_series(date_trunc('month', ${start}::date), ${end}::date, interval '1 month') AS m
     ),
     priced AS (
       SELECT p.*,
              (SELECT max(date) FROM security_prices WHERE date < p.part_start) AS before_date,
              (SELECT max(date) FROM security_prices WHERE date <= p.part_end) AS last_date
         FROM parts p
     ),
     valued AS (
       SELECT g.grp, p.part_start, p.part_end,
              sum(coalesce(ob.value, 0)) AS opening_value, sum(coalesce(cb.value, 0)) AS closing_value
         FROM g CROSS JOIN priced p
         LEFT JOIN daily_valuations ob ON ob.investment_option_id = g.option_id AND ob.date = p.before_date
         LEFT JOIN daily_valuations cb ON cb.investment_option_id = g.option_id AND cb.date = p.last_date
        GROUP BY g.grp, p.part_start, p.part_end
     ),
     flows AS (
       SELECT g.grp, p.part_start,
              coalesce(sum(t.amount) FILTER (WHERE t.type = 'movement_in'), 0) AS movements_in,
              coalesce(sum(t.amount) FILTER (WHERE t.type = 'movement_out'), 0) AS movements_out,
              coalesce(sum(t.amount) FILTER (WHERE t.type = 'withholding_tax'), 0) AS withholding_tax,
              coalesce(sum(t.amount) FILTER (WHERE t.type = 'dividend'), 0) AS dividends,
              coalesce(sum(t.franking_credit) FILTER (WHERE t.type = 'dividend'), 0) AS franking_credits,
              coalesce(sum(t.amount) FILTER (WHERE t.type = 'option_premium'), 0) AS premiums_received,
              coalesce(sum(t.amount) FILTER (WHERE t.type = 'other_income'), 0) AS other_income,
              coalesce(sum(t.amount) FILTER (WHERE t.type = 'fee'), 0) AS fees,
              coalesce(sum(t.realised_gain) FILTER (WHERE t.type = 'sell'), 0) AS realised,
              coalesce(sum(t.amount) FILTER (WHERE t.type = 'option_bought'), 0) AS options_bought
         FROM g CROSS JOIN parts p
         LEFT JOIN transactions t ON t.investment_option_id = g.option_id
                            AND t.date >= p.part_start AND t.date <= p.part_end
        GROUP BY g.grp, p.part_start
     ),
     returns AS (
       SELECT *,
              (closing_value - opening_value)
                - (movements_in - movements_out - withholding_tax)
                - (dividends + premiums_received + other_income)
                + fees - realised + options_bought AS unrealised
         FROM valued JOIN flows USING (grp, part_start)
     )
     SELECT grp, to_char(part_start, 'YYYY-MM-DD') AS start_date, to_char(part_end, 'YYYY-MM-DD') AS end_date,
            ${sql.raw(money('opening_value'))} AS opening_value,
            ${sql.raw(money('closing_value'))} AS closing_value,
            ${sql.raw(money('movements_in'))} AS movements_in,
            ${sql.raw(money('movements_out'))} AS movements_out,
            ${sql.raw(money('dividends'))} AS dividends,
            ${sql.raw(money('franking_credits'))} AS franking_credits,
            ${sql.raw(money('premiums_received'))} AS premiums_received,
            ${sql.raw(money('other_income'))} AS other_income,
            ${sql.raw(money('withholding_tax'))} AS withholding_tax,
            ${sql.raw(money('dividends + premiums_received + other_income + franking_credits'))} AS income_return,
            ${sql.raw(money('realised'))} AS realised,
            ${sql.raw(money('unrealised'))} AS unrealised,
            ${sql.raw(money('options_bought'))} AS options_bought,
            ${sql.raw(money('realised + unrealised - options_bought'))} AS capital_return,
            ${sql.raw(money('fees'))} AS fees,
            ${sql.raw(
              money(
                'dividends + premiums_received + other_income + franking_credits + realised + unrealised - options_bought - fees',
              ),
            )} AS total_return
       FROM returns
      ORDER BY grp, part_start`,
  );
}

export type TransactionRow = Grouped &
  Pick<
    Selectable<Database['transactions']>,
    'type' | 'units' | 'amount' | 'franking_credit' | 'realised_gain'
  > & {
    date: string;
    account_name: Selectable<Database['accounts']>['name'];
    option_label: Selectable<Database['strategies']>['name'];
    code: Selectable<Database['securities']>['code'] | null;
  };

/** The transactions of the period, oldest first; only `types` when given; at most `limit` per call. */
export function transactionsOf(
  q: Queryable,
  grouping: Grouping,
  start: string,
  end: string,
  types: string[] | null,
  limit: number,
) {
  return run(
    q,
    sql<TransactionRow>`WITH ${groupsOf(grouping)}
     SELECT g.grp, to_char(t.date, 'YYYY-MM-DD') AS date, a.name AS account_name, st.name AS option_label,
            s.code, t.type, t.units::numeric(20, 4)::text AS units, t.amount::text AS amount,
            t.franking_credit::text AS franking_credit, t.realised_gain::text AS realised_gain
       FROM g
       JOIN transactions t ON t.investment_option_id = g.option_id
       JOIN investment_options io ON io.id = t.investment_option_id
       JOIN accounts a ON a.id = io.account_id
       JOIN strategies st ON st.id = io.strategy_id
       LEFT JOIN securities s ON s.id = t.security_id
      WHERE t.date >= ${start}::date AND t.date <= ${end}::date AND (${types}::text[] IS NULL OR t.type = ANY(${types}::text[]))
      ORDER BY g.grp, t.date, t.id
      LIMIT ${limit}`,
  );
}

export type TaxRow = Grouped &
  Record<
    | 'dividends'
    | 'franking_credits'
    | 'premiums_received'
    | 'other_income'
    | 'withholding_tax'
    | 'realised_gains'
    | 'realised_losses'
    | 'fees',
    Money
  >;

/** The period's taxable flows per group, from the transactions themselves (exact dates, not months). */
export function taxSummary(q: Queryable, grouping: Grouping, start: string, end: string) {
  return run(
    q,
    sql<TaxRow>`WITH ${groupsOf(grouping)}
     SELECT g.grp,
            ${sql.raw(money("sum(t.amount) FILTER (WHERE t.type = 'dividend')"))} AS dividends,
            ${sql.raw(money('sum(t.franking_credit)'))} AS franking_credits,
            ${sql.raw(money("sum(t.amount) FILTER (WHERE t.type = 'option_premium')"))} AS premiums_received,
            ${sql.raw(money("sum(t.amount) FILTER (WHERE t.type = 'other_income')"))} AS other_income,
            ${sql.raw(money("sum(t.amount) FILTER (WHERE t.type = 'withholding_tax')"))} AS withholding_tax,
            ${sql.raw(money("sum(t.realised_gain) FILTER (WHERE t.type = 'sell' AND t.realised_gain > 0)"))} AS realised_gains,
            ${sql.raw(money("-sum(t.realised_gain) FILTER (WHERE t.type = 'sell' AND t.realised_gain < 0)"))} AS realised_losses,
            ${sql.raw(money("sum(t.amount) FILTER (WHERE t.type = 'fee')"))} AS fees
       FROM g
       LEFT JOIN transactions t ON t.investment_option_id = g.option_id AND t.date >= ${start}::date AND t.date <= ${end}::date
      GROUP BY g.grp
      ORDER BY g.grp`,
  );
}

export type ParcelTradeRow = Grouped &
  Pick<Selectable<Database['transactions']>, 'units' | 'amount'> & {
    option_id: Selectable<Database['investment_options']>['id'];
    account_name: Selectable<Database['accounts']>['name'];
    account_type: Selectable<Database['accounts']>['account_type'];
    option_label: Selectable<Database['strategies']>['name'];
    security_id: Selectable<Database['securities']>['id'];
    code: Selectable<Database['securities']>['code'];
    security_name: Selectable<Database['securities']>['name'];
    date: string;
    type: 'buy' | 'sell';
  };

/**
 * Every buy and sell of the report's options up to `end` (parcels are matched from the first), per
 * option and security, oldest first; on one day buys come before sells.
 */
export function parcelTrades(q: Queryable, grouping: Grouping, end: string) {
  return run(
    q,
    sql<ParcelTradeRow>`WITH ${groupsOf(grouping)}
     SELECT g.grp, io.id AS option_id, a.name AS account_name, a.account_type, st.name AS option_label,
            s.id AS security_id, s.code, s.name AS security_name, to_char(t.date, 'YYYY-MM-DD') AS date,
            t.type, t.units::text AS units, t.amount::text AS amount
       FROM g
       JOIN transactions t ON t.investment_option_id = g.option_id
       JOIN investment_options io ON io.id = t.investment_option_id
       JOIN accounts a ON a.id = io.account_id
       JOIN strategies st ON st.id = io.strategy_id
       JOIN securities s ON s.id = t.security_id
      WHERE t.type IN ('buy', 'sell') AND t.units > 0 AND t.date <= ${end}::date
      ORDER BY g.grp, a.id, st.sort_order, io.id, s.code, t.date, t.type = 'sell', t.id`,
  );
}

/** Each security's price at `date` as the valuations take it: the last on or before, capped at the strike. */
export function pricesAt(q: Queryable, securityIds: number[], date: string) {
  return run(
    q,
    sql<{ security_id: number; price: Selectable<Database['security_prices']>['price'] }>`
     SELECT s.id AS security_id, LEAST(px.price, coalesce(s.strike_price, px.price))::text AS price
       FROM securities s
       CROSS JOIN LATERAL (SELECT sp.price FROM security_prices sp
                            WHERE sp.security_id = s.id AND sp.date <= ${date}::date
                            ORDER BY sp.date DESC LIMIT 1) px
      WHERE s.id = ANY(${securityIds}::int[])`,
  );
}

// ---------- favourites ----------

/** Computed per favourite: whether the user still sees all its accounts, and whether it has data. */
export type FavoriteRow = Pick<
  Selectable<Database['favorite_reports']>,
  'id' | 'name' | 'combine_accounts' | 'combine_investment_options'
> & {
  accounts: AccountName[];
  investment_options: OptionLabel[];
  report_types: ReportTypeName[];
  is_visible: boolean;
  has_data: boolean;
};

/**
 * The user's favourites in the application. is_visible: every account is still the user's, active;
 * has_data: its options hold a valuation between `start` and `end`.
 */
export function listFavorites(
  q: Queryable,
  userId: number,
  applicationId: string,
  start = '-infinity',
  end = 'infinity',
  favoriteId: number | null = null,
) {
  const covered = sql.raw(coveredOptions('f'));
  // Scoped CTE, correlated EXISTS and JSON lists: clearer as SQL than as a builder.
  return run(
    q,
    sql<FavoriteRow>`WITH own AS (
       SELECT a.id FROM accounts a JOIN account_members m ON m.account_id = a.id AND m.user_id = ${userId}
        WHERE a.application_id = ${applicationId} AND a.is_active
     )
     SELECT f.id, f.name,
            (SELECT coalesce(json_agg(json_build_object('id', a.id, 'name', a.name) ORDER BY a.id), '[]'::json)
               FROM accounts a WHERE a.id = ANY(f.account_ids) AND a.id IN (SELECT id FROM own)) AS accounts,
            (SELECT coalesce(json_agg(json_build_object('id', io.id, 'label', st.name, 'account_name', a.name)
                                      ORDER BY io.account_id, st.sort_order, io.id), '[]'::json)
               FROM investment_options io JOIN strategies st ON st.id = io.strategy_id
               JOIN accounts a ON a.id = io.account_id
              WHERE ${covered} AND io.account_id IN (SELECT id FROM own)) AS investment_options,
            (SELECT coalesce(json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY t.sort_order), '[]'::json)
               FROM report_types t WHERE t.id = ANY(f.report_type_ids)) AS report_types,
            f.combine_accounts, f.combine_investment_options,
            NOT EXISTS (SELECT 1 FROM unnest(f.account_ids) AS fa(id) WHERE fa.id NOT IN (SELECT id FROM own))
              AS is_visible,
            EXISTS (SELECT 1 FROM investment_options io
                     WHERE ${covered} AND io.account_id IN (SELECT id FROM own)
                       AND EXISTS (SELECT 1 FROM daily_valuations dv WHERE dv.investment_option_id = io.id
                                      AND dv.date >= ${start}::date AND dv.date <= ${end}::date)) AS has_data
       FROM favorite_reports f
      WHERE f.user_id = ${userId} AND f.application_id = ${applicationId} AND (${favoriteId}::int IS NULL OR f.id = ${favoriteId}::int)
      ORDER BY f.created_at DESC, f.id DESC`,
  );
}

/** Saves a favourite from one of the user's reports; null when that report already has one. */
export async function insertFavoriteFrom(
  q: Queryable,
  userId: number,
  reportId: number,
  name: string,
): Promise<number | null> {
  const row = await runMaybeOne(
    q,
    sqlBuilder
      .insertInto('favorite_reports')
      .columns([
        'user_id',
        'application_id',
        'source_report_id',
        'name',
        'account_ids',
        'investment_option_ids',
        'report_type_ids',
        'combine_accounts',
        'combine_investment_options',
      ])
      .expression(
        sqlBuilder
          .selectFrom('generated_reports')
          .select([
            'user_id',
            'application_id',
            'id',
            sql.val(name).as('name'),
            'account_ids',
            'investment_option_ids',
            'report_type_ids',
            'combine_accounts',
            'combine_investment_options',
          ])
          .where('id', '=', reportId)
          .where('user_id', '=', userId),
      )
      .onConflict((conflict) => conflict.column('source_report_id').doNothing())
      .returning('id'),
  );
  return row?.id ?? null;
}

export async function deleteFavorite(q: Queryable, userId: number, id: number): Promise<boolean> {
  const rows = await run(
    q,
    sqlBuilder
      .deleteFrom('favorite_reports')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returning('id'),
  );
  return rows.length > 0;
}

// ---------- demo ----------

/** The demo investor's ipm accounts that hold options, and whether they have any report yet. */
export async function demoOwner(q: Queryable, email: string) {
  const row = await runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('users as u')
      .select((eb) => [
        'u.id as user_id',
        sql<number[]>`array(${eb
          .selectFrom('accounts as a')
          .innerJoin('account_members as m', 'm.account_id', 'a.id')
          .innerJoin('investment_options as io', 'io.account_id', 'a.id')
          .select('a.id')
          .distinct()
          .whereRef('m.user_id', '=', 'u.id')
          .where('a.application_id', '=', 'ipm')
          .where('a.is_active', '=', true)
          .orderBy('a.id')})`.as('account_ids'),
        eb
          .exists(
            eb
              .selectFrom('generated_reports as r')
              .select(sql.lit(1).as('one'))
              .whereRef('r.user_id', '=', 'u.id'),
          )
          .$castTo<boolean>()
          .as('has_reports'),
      ])
      .where((eb) => eb(eb.fn('lower', ['u.email']), '=', eb.fn('lower', [eb.val(email)]))),
  );
  return row ?? null;
}
