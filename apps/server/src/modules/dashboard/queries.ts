import type { Readable } from 'node:stream';
import { type Insertable, type RawBuilder, type Selectable, sql } from 'kysely';
import type { Db, Queryable } from '../../db/client.ts';
import { copyCsv, type Database, exec, run, runMaybeOne, runOne, sqlBuilder } from '../../db/typed-sql.ts';
import { csvCellSql } from '../../http/csv.ts';
import type { DateRange } from './period.ts';

// Every query here takes ids the service has already scoped to the acting user; none of them reads more
// than the period asks for: daily rows through (investment_option_id, date), monthly rows through
// (investment_option_id, month), positions through (investment_option_id, valid_to). The card queries
// stay `sql` templates so that their plans (lateral index probes, grouping sets) are written out.

/** numeric as text with 2 decimals; 0 when there is nothing to add up. */
const money = (expr: string) => sql.raw(`coalesce(${expr}, 0)::numeric(20, 2)::text`);

// The row types in this file are the shapes of `sql` templates' computed and aliased columns; every part
// that is a table column is picked from the generated types.
/** numeric as text, as the numeric columns come back. */
type Money = Selectable<Database['daily_valuations']>['value'];
/** A date as YYYY-MM-DD text. */
type IsoDate = string;
type Id = Selectable<Database['investment_options']>['id'];
type Name = Selectable<Database['accounts']>['name'];

/** The investment options of the user's active accounts of the application, by account then strategy order. */
export function listUserOptions(q: Queryable, userId: number, applicationId: string) {
  return run(
    q,
    sqlBuilder
      .selectFrom('investment_options as io')
      .innerJoin('accounts as a', 'a.id', 'io.account_id')
      .innerJoin('account_members as m', (join) =>
        join.onRef('m.account_id', '=', 'a.id').on('m.user_id', '=', userId),
      )
      .innerJoin('strategies as st', 'st.id', 'io.strategy_id')
      .select(['io.id', 'io.account_id', 'io.strategy_id', 'st.name as label', 'st.color'])
      .where('a.application_id', '=', applicationId)
      .where('a.is_active', '=', true)
      .orderBy('io.account_id')
      .orderBy('st.sort_order')
      .orderBy('st.id'),
  );
}

export type DashboardOptionRow = Awaited<ReturnType<typeof listUserOptions>>[number];

/** The newest valuation date over the options (one index probe each), or null when none has data. */
export async function latestValuationDate(q: Queryable, optionIds: number[]): Promise<IsoDate | null> {
  if (optionIds.length === 0) return null;
  const row = await runMaybeOne(
    q,
    sql<{ date: IsoDate | null }>`
      SELECT to_char(max(last.date), 'YYYY-MM-DD') AS date
        FROM unnest(${optionIds}::int[]) AS o(id)
        CROSS JOIN LATERAL (
          SELECT dv.date FROM daily_valuations dv
           WHERE dv.investment_option_id = o.id
           ORDER BY dv.date DESC LIMIT 1
        ) last`,
  );
  return row?.date ?? null;
}

// ---------- the saved filter ----------

const FILTER_COLUMNS = ['period', 'account_ids', 'investment_option_ids'] as const;

export async function findDashboardFilter(q: Queryable, userId: number) {
  const row = await runMaybeOne(
    q,
    sqlBuilder.selectFrom('dashboard_filters').select(FILTER_COLUMNS).where('user_id', '=', userId),
  );
  return row ?? null;
}

export type DashboardFilterRow = Required<
  Pick<Insertable<Database['dashboard_filters']>, (typeof FILTER_COLUMNS)[number]>
>;

export async function saveDashboardFilter(
  q: Queryable,
  userId: number,
  filter: DashboardFilterRow,
): Promise<void> {
  await exec(
    q,
    sqlBuilder
      .insertInto('dashboard_filters')
      .values({
        user_id: userId,
        period: filter.period,
        account_ids: sql<number[]>`${filter.account_ids}::int[]`,
        investment_option_ids: sql<number[]>`${filter.investment_option_ids}::int[]`,
        updated_at: sql<Date>`now()`,
      })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet((eb) => ({
          period: eb.ref('excluded.period'),
          account_ids: eb.ref('excluded.account_ids'),
          investment_option_ids: eb.ref('excluded.investment_option_ids'),
          updated_at: sql<Date>`now()`,
        })),
      ),
  );
}

// ---------- total asset value ----------

export type DailyTotalRow = { date: IsoDate } & Record<'total' | 'margin_loan' | 'net_equity', Money>;

/**
 * Per valued date of the period: the options' total, the margin loans of the accounts in force that day
 * (each account's newest balance dated on or before it) and the difference.
 */
export function dailyTotals(q: Queryable, optionIds: number[], accountIds: number[], range: DateRange) {
  return run(
    q,
    sql<DailyTotalRow>`WITH days AS (
       SELECT dv.date, sum(dv.value) AS total
         FROM daily_valuations dv
        WHERE dv.investment_option_id = ANY(${optionIds}::int[])
          AND dv.date >= ${range.start}::date AND dv.date <= ${range.end}::date
        GROUP BY dv.date
     )
     SELECT to_char(d.date, 'YYYY-MM-DD') AS date,
            ${money('d.total')} AS total,
            ${money('ml.balance')} AS margin_loan,
            ${money('d.total - coalesce(ml.balance, 0)')} AS net_equity
       FROM days d
       CROSS JOIN LATERAL (
         SELECT sum(loan.balance) AS balance
           FROM unnest(${accountIds}::int[]) AS a(id)
           CROSS JOIN LATERAL (
             SELECT m.balance FROM margin_loans m
              WHERE m.account_id = a.id AND m.date <= d.date
              ORDER BY m.date DESC LIMIT 1
           ) loan
       ) ml
      ORDER BY d.date`,
  );
}

/** Whether any of the accounts owes a margin loan at some time in the period. */
export async function owesMarginLoan(q: Queryable, accountIds: number[], range: DateRange): Promise<boolean> {
  if (accountIds.length === 0) return false;
  const row = await runOne(
    q,
    sql<{ owes: boolean }>`
      SELECT EXISTS (
        SELECT 1 FROM margin_loans m
         WHERE m.account_id = ANY(${accountIds}::int[]) AND m.balance > 0 AND m.date <= ${range.end}::date
           -- dated in the period, or the balance in force when it starts
           AND (m.date >= ${range.start}::date
                OR m.date = (SELECT max(p.date) FROM margin_loans p
                              WHERE p.account_id = m.account_id AND p.date <= ${range.start}::date))
      ) AS owes`,
  );
  return row.owes;
}

export function optionDailyValues(q: Queryable, optionIds: number[], range: DateRange) {
  return run(
    q,
    sql<{ id: Id; date: IsoDate; value: Money }>`
      SELECT dv.investment_option_id AS id, to_char(dv.date, 'YYYY-MM-DD') AS date,
             dv.value::numeric(20, 2)::text AS value
        FROM daily_valuations dv
       WHERE dv.investment_option_id = ANY(${optionIds}::int[])
         AND dv.date >= ${range.start}::date AND dv.date <= ${range.end}::date
       ORDER BY dv.investment_option_id, dv.date`,
  );
}

// ---------- monthly cards ----------

/** One month of the period (month set) or the totals over all of them (month null). Signed as answered. */
export type MonthlyRow = { month: IsoDate | null } & Record<
  | Exclude<
      keyof Database['monthly_returns'],
      'investment_option_id' | 'month' | 'opening_value' | 'closing_value' | 'fees'
    >
  | 'movement_franking_credits'
  | 'income_return'
  | 'capital_return'
  | 'fee'
  | 'total_return',
  Money
>;

const INCOME = 'mr.dividends + mr.premiums_received + mr.other_income + mr.franking_credits';
const CAPITAL = 'mr.realised + mr.unrealised - mr.options_bought';

/**
 * The calendar months from the month of the period's start to its end, summed over the options, with a
 * last row (month null) of the totals. Monthly rows are per calendar month, so a month counts whole.
 */
export function monthlySums(q: Queryable, optionIds: number[], range: DateRange) {
  return run(
    q,
    sql<MonthlyRow>`
      SELECT CASE WHEN grouping(mr.month) = 0 THEN to_char(mr.month, 'YYYY-MM-DD') END AS month,
             ${money('sum(mr.movements_in)')} AS movements_in,
             ${money('-sum(mr.movements_out)')} AS movements_out,
             ${money('-sum(mr.withholding_tax)')} AS withholding_tax,
             ${money('-sum(mr.franking_credits)')} AS movement_franking_credits,
             ${money('sum(mr.dividends)')} AS dividends,
             ${money('sum(mr.franking_credits)')} AS franking_credits,
             ${money('sum(mr.premiums_received)')} AS premiums_received,
             ${money('sum(mr.other_income)')} AS other_income,
             ${money(`sum(${INCOME})`)} AS income_return,
             ${money('sum(mr.realised)')} AS realised,
             ${money('sum(mr.unrealised)')} AS unrealised,
             ${money('-sum(mr.options_bought)')} AS options_bought,
             ${money(`sum(${CAPITAL})`)} AS capital_return,
             ${money('-sum(mr.fees)')} AS fee,
             ${money(`sum(${INCOME} + ${CAPITAL} - mr.fees)`)} AS total_return
        FROM monthly_returns mr
       WHERE mr.investment_option_id = ANY(${optionIds}::int[])
         AND mr.month >= date_trunc('month', ${range.start}::date)::date AND mr.month <= ${range.end}::date
       GROUP BY GROUPING SETS ((mr.month), ())
       ORDER BY mr.month NULLS LAST`,
  );
}

// ---------- positions: asset allocation and investments ----------

/**
 * The open positions of the options at a date: the holding rows in force then (found through `valid_to`,
 * so never the history before), valued at each security's newest price on or before the date (looked up
 * once per security) capped at the strike (the rule of materialise.ts). Zero units are closed positions
 * and left out; so is a security with no price yet.
 */
const positions = (optionIds: number[], date: string) => sql`
  WITH open_positions AS (
    SELECT h.investment_option_id AS option_id, h.security_id, h.units, h.target_units
      FROM holdings h
     WHERE h.investment_option_id = ANY(${optionIds}::int[]) AND h.valid_to > ${date}::date
       AND h.date <= ${date}::date AND h.units <> 0
  ),
  priced AS (
    SELECT s.id AS security_id, s.code, s.name, s.asset_class_id, s.strike_price, px.price
      FROM securities s
      CROSS JOIN LATERAL (
        SELECT sp.price FROM security_prices sp
         WHERE sp.security_id = s.id AND sp.date <= ${date}::date
         ORDER BY sp.date DESC LIMIT 1
      ) px
     WHERE s.id IN (SELECT security_id FROM open_positions)
  ),
  positions AS (
    SELECT op.option_id, p.security_id, p.code, p.name, p.asset_class_id, op.units, op.target_units,
           LEAST(p.price, coalesce(p.strike_price, p.price)) AS price,
           coalesce(p.price > p.strike_price, false) AS is_strike
      FROM open_positions op
      JOIN priced p ON p.security_id = op.security_id
  )`;

type AssetClass = Selectable<Database['asset_classes']>;
type OptionLabel = Selectable<Database['strategies']>['name'];

export type AllocationRow = {
  asset_class_id: AssetClass['id'];
  asset_class_name: AssetClass['name'];
  asset_class_color: AssetClass['color'];
  account_id: Id;
  account_name: Name;
  option_id: Id;
  option_label: OptionLabel;
  actual: Money;
};

export function assetAllocation(q: Queryable, optionIds: number[], date: string) {
  return run(
    q,
    sql<AllocationRow>`${positions(optionIds, date)}
     SELECT ac.id AS asset_class_id, ac.name AS asset_class_name, ac.color AS asset_class_color,
            a.id AS account_id, a.name AS account_name, io.id AS option_id, st.name AS option_label,
            round(sum(pos.units * pos.price), 2)::numeric(20, 2)::text AS actual
       FROM positions pos
       JOIN asset_classes ac ON ac.id = pos.asset_class_id
       JOIN investment_options io ON io.id = pos.option_id
       JOIN accounts a ON a.id = io.account_id
       JOIN strategies st ON st.id = io.strategy_id
      GROUP BY ac.id, a.id, io.id, st.name
      ORDER BY round(sum(pos.units * pos.price), 2) DESC, ac.sort_order, ac.id, a.id, io.id`,
  );
}

export type InvestmentOrdering = 'code' | 'name' | 'units' | 'price' | 'value' | 'target_units';

export type InvestmentFilters = {
  search?: string | undefined;
  assetClassId?: number | undefined;
  groupByInvestment: boolean;
  /** A whitelisted column, '-' first for descending. */
  ordering: `${'' | '-'}${InvestmentOrdering}`;
};

type Security = Selectable<Database['securities']>;
type Holding = Selectable<Database['holdings']>;

/** A position, or (grouped by investment) a security's positions added up without account and option. */
export type InvestmentRowData = {
  code: Security['code'];
  name: Security['name'];
  units: Holding['units'];
  price: Selectable<Database['security_prices']>['price'];
  value: Money;
  is_strike: boolean;
  target_units: Holding['target_units'];
  account_id: Id | null;
  account_name: Name | null;
  option_id: Id | null;
  option_label: OptionLabel | null;
  asset_class_id: AssetClass['id'];
  asset_class_name: AssetClass['name'];
};

const ORDER_COLUMNS: Record<InvestmentOrdering, string> = {
  code: 'r.code',
  name: 'r.name',
  units: 'r.units',
  price: 'r.price',
  value: 'r.value',
  target_units: 'r.target_units',
};

/**
 * What a CSV line needs, in the CSV's order (fewer columns to read than the JSON rows), texts as CSV
 * cells (`csvCellSql`: neutralised formulas, empty as null).
 */
export type InvestmentCsvRow = Record<
  'code' | 'name' | 'units' | 'price' | 'value' | 'target_units' | 'account_name' | 'option_label',
  string | null
>;

type InvestmentsShape = { rows: InvestmentRowData & { total_count: number }; csv: InvestmentCsvRow };

/**
 * The investments of the options at the date, filtered and ordered, without paging; for the JSON rows
 * (with the count of all) or for the CSV.
 */
function investmentsSql<S extends keyof InvestmentsShape>(
  optionIds: number[],
  date: string,
  filters: InvestmentFilters,
  shape: S,
): RawBuilder<InvestmentsShape[S]> {
  const descending = filters.ordering.startsWith('-');
  const column = ORDER_COLUMNS[filters.ordering.replace(/^-/, '') as InvestmentOrdering];
  const search = filters.search ? filters.search : null;
  const assetClassId = filters.assetClassId ?? null;
  const rows = filters.groupByInvestment
    ? sql`SELECT f.code, f.name, sum(f.units) AS units, f.price, sum(f.value) AS value, f.is_strike,
              sum(f.target_units) AS target_units,
              NULL::int AS account_id, NULL::text AS account_name, NULL::int AS option_id, NULL::text AS option_label,
              f.asset_class_id, f.asset_class_name
         FROM filtered f
        GROUP BY f.security_id, f.code, f.name, f.price, f.is_strike, f.asset_class_id, f.asset_class_name`
    : sql`SELECT * FROM filtered`;
  return sql<InvestmentsShape[S]>`${positions(optionIds, date)},
    filtered AS (
      SELECT pos.security_id, pos.code, pos.name, pos.units, pos.price, round(pos.units * pos.price, 2) AS value,
             pos.is_strike, pos.target_units, a.id AS account_id, a.name AS account_name,
             io.id AS option_id, st.name AS option_label, ac.id AS asset_class_id, ac.name AS asset_class_name
        FROM positions pos
        JOIN asset_classes ac ON ac.id = pos.asset_class_id
        JOIN investment_options io ON io.id = pos.option_id
        JOIN accounts a ON a.id = io.account_id
        JOIN strategies st ON st.id = io.strategy_id
       WHERE (${search}::text IS NULL OR strpos(lower(pos.code), lower(${search}::text)) > 0
              OR strpos(lower(pos.name), lower(${search}::text)) > 0)
         AND (${assetClassId}::int IS NULL OR pos.asset_class_id = ${assetClassId}::int)
    ),
    r AS (${rows})
    SELECT ${
      shape === 'csv'
        ? sql`${csvCellSql(sql.ref('r.code'))} AS code, ${csvCellSql(sql.ref('r.name'))} AS name`
        : sql`r.code, r.name`
    }, trim_scale(r.units)::text AS units,
           (CASE WHEN scale(trim_scale(r.price)) < 2 THEN round(r.price, 2) ELSE trim_scale(r.price) END)::text
             AS price,
           r.value::numeric(20, 2)::text AS value, trim_scale(r.target_units)::text AS target_units,
           ${
             shape === 'csv'
               ? sql`${csvCellSql(sql.ref('r.account_name'))} AS account_name,
                  ${csvCellSql(sql.ref('r.option_label'))} AS option_label`
               : sql`r.is_strike, r.account_id, r.account_name, r.option_id, r.option_label, r.asset_class_id,
                  r.asset_class_name, count(*) OVER ()::int AS total_count`
           }
      FROM r
     ORDER BY ${sql.raw(column)} ${sql.raw(descending ? 'DESC' : 'ASC')} NULLS LAST, r.code, r.account_id, r.option_id`;
}

/** One page of the investments and the count of all of them. */
export async function listInvestments(
  q: Queryable,
  optionIds: number[],
  date: string,
  filters: InvestmentFilters,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: InvestmentRowData[] }> {
  const all = investmentsSql(optionIds, date, filters, 'rows');
  const rows = await run(q, sql<InvestmentsShape['rows']>`${all} LIMIT ${page.limit} OFFSET ${page.offset}`);
  if (rows.length === 0 && page.offset > 0) {
    const counted = await runMaybeOne(
      q,
      sql<{ n: number }>`SELECT count(*)::int AS n FROM (${all}) everything`,
    );
    return { count: counted?.n ?? 0, rows: [] };
  }
  return { count: rows[0]?.total_count ?? 0, rows: rows.map(({ total_count: _count, ...row }) => row) };
}

const CSV_CURSOR = sql.raw('investments_csv');

/** Opens a cursor over all the investments; `q` must be a transaction, which the cursor lives in. */
export async function openInvestmentsCursor(
  q: Queryable,
  optionIds: number[],
  date: string,
  filters: InvestmentFilters,
): Promise<void> {
  // All rows are read: plan for the whole result, not for the first few.
  await exec(q, sql`SET LOCAL cursor_tuple_fraction = 1`);
  await exec(
    q,
    sql`DECLARE ${CSV_CURSOR} NO SCROLL CURSOR FOR ${investmentsSql(optionIds, date, filters, 'csv')}`,
  );
}

export function fetchInvestments(q: Queryable, count: number) {
  return run(q, sql<InvestmentCsvRow>`FETCH ${sql.raw(String(Math.trunc(count)))} FROM ${CSV_CURSOR}`);
}

export async function closeInvestmentsCursor(q: Queryable): Promise<void> {
  await exec(q, sql`CLOSE ${CSV_CURSOR}`);
}

/** All the investments as PostgreSQL's CSV through COPY (undefined on PGlite: read them with the cursor). */
export function copyInvestmentsCsv(
  db: Db,
  optionIds: number[],
  date: string,
  filters: InvestmentFilters,
  options: { timeoutMs: number },
): Promise<Readable | undefined> {
  return copyCsv(db, investmentsSql(optionIds, date, filters, 'csv'), options);
}

// ---------- returns by method ----------

/** The options' value on the last valued day before `before`, if there is one. */
export function valueBefore(q: Queryable, optionIds: number[], before: IsoDate) {
  return runMaybeOne(
    q,
    sql<{ date: IsoDate; value: Money }>`
      WITH last AS (
        SELECT max(dv.date) AS date FROM daily_valuations dv
         WHERE dv.investment_option_id = ANY(${optionIds}::int[]) AND dv.date < ${before}::date
      )
      SELECT to_char(last.date, 'YYYY-MM-DD') AS date, sum(dv.value)::text AS value
        FROM last JOIN daily_valuations dv
          ON dv.date = last.date AND dv.investment_option_id = ANY(${optionIds}::int[])
       GROUP BY last.date`,
  );
}

/** The options' total value on each valued day of the period. */
export function valuedDays(q: Queryable, optionIds: number[], range: DateRange) {
  return run(
    q,
    sql<{ date: IsoDate; value: Money }>`
      SELECT to_char(dv.date, 'YYYY-MM-DD') AS date, sum(dv.value)::text AS value
        FROM daily_valuations dv
       WHERE dv.investment_option_id = ANY(${optionIds}::int[])
         AND dv.date >= ${range.start}::date AND dv.date <= ${range.end}::date
       GROUP BY dv.date
       ORDER BY dv.date`,
  );
}

/**
 * Per day with any, the investor's money in and out, the income paid into the portfolio (less the tax
 * withheld from it) and the franking credits, from `after` (excluded) to `through`.
 */
export function dailyFlows(q: Queryable, optionIds: number[], after: IsoDate, through: IsoDate) {
  return run(
    q,
    sql<{ date: IsoDate } & Record<'deposits' | 'withdrawals' | 'income' | 'franking', Money>>`
      SELECT to_char(t.date, 'YYYY-MM-DD') AS date,
             ${money("sum(t.amount) FILTER (WHERE t.type = 'movement_in')")} AS deposits,
             ${money("sum(t.amount) FILTER (WHERE t.type = 'movement_out')")} AS withdrawals,
             ${money(
               // Each sum is null on a day without its kind: a day of withholding tax alone is negative.
               "coalesce(sum(t.amount) FILTER (WHERE t.type IN ('dividend', 'option_premium', 'other_income')), 0)" +
                 " - coalesce(sum(t.amount) FILTER (WHERE t.type = 'withholding_tax'), 0)",
             )} AS income,
             ${money('sum(t.franking_credit)')} AS franking
        FROM transactions t
       WHERE t.investment_option_id = ANY(${optionIds}::int[])
         AND t.date > ${after}::date AND t.date <= ${through}::date
         AND t.type IN ('movement_in', 'movement_out', 'dividend', 'option_premium', 'other_income',
                        'withholding_tax')
       GROUP BY t.date
       ORDER BY t.date`,
  );
}

// ---------- benchmarks ----------

/** Every benchmark in display order, with the first and last day it has a level for. */
export function listBenchmarks(q: Queryable) {
  return run(
    q,
    sql<
      Pick<Selectable<Database['benchmarks']>, 'id' | 'code' | 'name'> & {
        first_date: IsoDate | null;
        last_date: IsoDate | null;
      }
    >`
      SELECT b.id, b.code, b.name,
             to_char((SELECT min(l.date) FROM benchmark_levels l WHERE l.benchmark_id = b.id), 'YYYY-MM-DD')
               AS first_date,
             to_char((SELECT max(l.date) FROM benchmark_levels l WHERE l.benchmark_id = b.id), 'YYYY-MM-DD')
               AS last_date
        FROM benchmarks b
       ORDER BY b.sort_order, b.code`,
  );
}

export type BenchmarkRow = Awaited<ReturnType<typeof listBenchmarks>>[number];

/** The benchmark the user compares with, if any. */
export function findBenchmarkChoice(q: Queryable, userId: number) {
  return runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('benchmark_choices as c')
      .innerJoin('benchmarks as b', 'b.id', 'c.benchmark_id')
      .select(['b.id', 'b.code', 'b.name'])
      .where('c.user_id', '=', userId),
  );
}

export async function saveBenchmarkChoice(q: Queryable, userId: number, benchmarkId: number): Promise<void> {
  await exec(
    q,
    sqlBuilder
      .insertInto('benchmark_choices')
      .values({ user_id: userId, benchmark_id: benchmarkId, updated_at: sql<Date>`now()` })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet((eb) => ({
          benchmark_id: eb.ref('excluded.benchmark_id'),
          updated_at: sql<Date>`now()`,
        })),
      ),
  );
}

export async function clearBenchmarkChoice(q: Queryable, userId: number): Promise<void> {
  await exec(q, sqlBuilder.deleteFrom('benchmark_choices').where('user_id', '=', userId));
}

/**
 * The benchmark's level in force on each of the dates: the last one on or before it (a day the index
 * has none of carries the last level forward); null before its first level.
 */
export function levelsOn(q: Queryable, benchmarkId: number, dates: IsoDate[]) {
  return run(
    q,
    sql<{
      date: IsoDate;
      level: Selectable<Database['benchmark_levels']>['level'] | null;
      level_date: IsoDate | null;
    }>`
      SELECT to_char(d.date, 'YYYY-MM-DD') AS date, l.level::text AS level,
             to_char(l.date, 'YYYY-MM-DD') AS level_date
        FROM unnest(${dates}::date[]) AS d(date)
        LEFT JOIN LATERAL (
          SELECT bl.level, bl.date FROM benchmark_levels bl
           WHERE bl.benchmark_id = ${benchmarkId} AND bl.date <= d.date
           ORDER BY bl.date DESC LIMIT 1
        ) l ON true
       ORDER BY d.date`,
  );
}
