import type { Queryable } from '../../db/client.ts';
import type { DateRange } from './period.ts';

// Every query here takes ids the service has already scoped to the acting user; none of them reads more
// than the period asks for: daily rows through (investment_option_id, date), monthly rows through
// (investment_option_id, month), positions through (investment_option_id, valid_to).

/** numeric as text with 2 decimals; 0 when there is nothing to add up. */
const money = (expr: string) => `coalesce(${expr}, 0)::numeric(20, 2)::text`;

export type DashboardOptionRow = {
  id: number;
  account_id: number;
  strategy_id: number;
  label: string;
  color: string;
};

/** The investment options of the user's active accounts of the application, by account then strategy order. */
export function listUserOptions(
  q: Queryable,
  userId: number,
  applicationId: string,
): Promise<DashboardOptionRow[]> {
  return q.query<DashboardOptionRow>(
    `SELECT io.id, io.account_id, io.strategy_id, st.name AS label, st.color
       FROM investment_options io
       JOIN accounts a ON a.id = io.account_id
       JOIN account_members m ON m.account_id = a.id AND m.user_id = $1
       JOIN strategies st ON st.id = io.strategy_id
      WHERE a.application_id = $2 AND a.is_active
      ORDER BY io.account_id, st.sort_order, st.id`,
    [userId, applicationId],
  );
}

/** The newest valuation date over the options (one index probe each), or null when none has data. */
export async function latestValuationDate(q: Queryable, optionIds: number[]): Promise<string | null> {
  if (optionIds.length === 0) return null;
  const [row] = await q.query<{ date: string | null }>(
    `SELECT to_char(max(last.date), 'YYYY-MM-DD') AS date
       FROM unnest($1::int[]) AS o(id)
       CROSS JOIN LATERAL (
         SELECT dv.date FROM daily_valuations dv
          WHERE dv.investment_option_id = o.id
          ORDER BY dv.date DESC LIMIT 1
       ) last`,
    [optionIds],
  );
  return row?.date ?? null;
}

// ---------- the saved filter ----------

export type DashboardFilterRow = { period: string; account_ids: number[]; investment_option_ids: number[] };

export async function findDashboardFilter(q: Queryable, userId: number): Promise<DashboardFilterRow | null> {
  const [row] = await q.query<DashboardFilterRow>(
    'SELECT period, account_ids, investment_option_ids FROM dashboard_filters WHERE user_id = $1',
    [userId],
  );
  return row ?? null;
}

export async function saveDashboardFilter(
  q: Queryable,
  userId: number,
  filter: DashboardFilterRow,
): Promise<void> {
  await q.query(
    `INSERT INTO dashboard_filters (user_id, period, account_ids, investment_option_ids, updated_at)
     VALUES ($1, $2, $3::int[], $4::int[], now())
     ON CONFLICT (user_id) DO UPDATE
       SET period = EXCLUDED.period, account_ids = EXCLUDED.account_ids,
           investment_option_ids = EXCLUDED.investment_option_ids, updated_at = now()`,
    [userId, filter.period, filter.account_ids, filter.investment_option_ids],
  );
}

// ---------- total asset value ----------

export type DailyTotalRow = { date: string; total: string; margin_loan: string; net_equity: string };

/**
 * Per valued date of the period: the options' total, the margin loans of the accounts in force that day
 * (each account's newest balance dated on or before it) and the difference.
 */
export function dailyTotals(
  q: Queryable,
  optionIds: number[],
  accountIds: number[],
  range: DateRange,
): Promise<DailyTotalRow[]> {
  return q.query<DailyTotalRow>(
    `WITH days AS (
       SELECT dv.date, sum(dv.value) AS total
         FROM daily_valuations dv
        WHERE dv.investment_option_id = ANY($1::int[]) AND dv.date >= $3::date AND dv.date <= $4::date
        GROUP BY dv.date
     )
     SELECT to_char(d.date, 'YYYY-MM-DD') AS date,
            ${money('d.total')} AS total,
            ${money('ml.balance')} AS margin_loan,
            ${money('d.total - coalesce(ml.balance, 0)')} AS net_equity
       FROM days d
       CROSS JOIN LATERAL (
         SELECT sum(loan.balance) AS balance
           FROM unnest($2::int[]) AS a(id)
           CROSS JOIN LATERAL (
             SELECT m.balance FROM margin_loans m
              WHERE m.account_id = a.id AND m.date <= d.date
              ORDER BY m.date DESC LIMIT 1
           ) loan
       ) ml
      ORDER BY d.date`,
    [optionIds, accountIds, range.start, range.end],
  );
}

export type OptionDailyRow = { id: number; date: string; value: string };

export function optionDailyValues(
  q: Queryable,
  optionIds: number[],
  range: DateRange,
): Promise<OptionDailyRow[]> {
  return q.query<OptionDailyRow>(
    `SELECT dv.investment_option_id AS id, to_char(dv.date, 'YYYY-MM-DD') AS date,
            dv.value::numeric(20, 2)::text AS value
       FROM daily_valuations dv
      WHERE dv.investment_option_id = ANY($1::int[]) AND dv.date >= $2::date AND dv.date <= $3::date
      ORDER BY dv.investment_option_id, dv.date`,
    [optionIds, range.start, range.end],
  );
}

// ---------- monthly cards ----------

/** One month of the period (month set) or the totals over all of them (month null). Signed as answered. */
export type MonthlyRow = {
  month: string | null;
  movements_in: string;
  movements_out: string;
  withholding_tax: string;
  movement_franking_credits: string;
  dividends: string;
  franking_credits: string;
  premiums_received: string;
  other_income: string;
  income_return: string;
  realised: string;
  unrealised: string;
  options_bought: string;
  capital_return: string;
  fee: string;
  total_return: string;
};

const INCOME = 'mr.dividends + mr.premiums_received + mr.other_income + mr.franking_credits';
const CAPITAL = 'mr.realised + mr.unrealised - mr.options_bought';

/**
 * The calendar months from the month of the period's start to its end, summed over the options, with a
 * last row (month null) of the totals. Monthly rows are per calendar month, so a month counts whole.
 */
export function monthlySums(q: Queryable, optionIds: number[], range: DateRange): Promise<MonthlyRow[]> {
  return q.query<MonthlyRow>(
    `SELECT CASE WHEN grouping(mr.month) = 0 THEN to_char(mr.month, 'YYYY-MM-DD') END AS month,
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
      WHERE mr.investment_option_id = ANY($1::int[])
        AND mr.month >= date_trunc('month', $2::date)::date AND mr.month <= $3::date
      GROUP BY GROUPING SETS ((mr.month), ())
      ORDER BY mr.month NULLS LAST`,
    [optionIds, range.start, range.end],
  );
}

// ---------- positions: asset allocation and investments ----------

/**
 * The open positions of the options ($1) at a date ($2): the holding rows in force then (found through
 * `valid_to`, so never the history before), valued at each security's newest price on or before the
 * date (looked up once per security) capped at the strike (the rule of materialise.ts). Zero units are
 * closed positions and left out; so is a security with no price yet.
 */
const POSITIONS = `
  WITH open_positions AS (
    SELECT h.investment_option_id AS option_id, h.security_id, h.units, h.target_units
      FROM holdings h
     WHERE h.investment_option_id = ANY($1::int[]) AND h.valid_to > $2::date AND h.date <= $2::date
       AND h.units <> 0
  ),
  priced AS (
    SELECT s.id AS security_id, s.code, s.name, s.asset_class_id, s.strike_price, px.price
      FROM securities s
      CROSS JOIN LATERAL (
        SELECT sp.price FROM security_prices sp
         WHERE sp.security_id = s.id AND sp.date <= $2::date
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

export type AllocationRow = {
  asset_class_id: number;
  asset_class_name: string;
  asset_class_color: string;
  account_id: number;
  account_name: string;
  option_id: number;
  option_label: string;
  actual: string;
};

export function assetAllocation(q: Queryable, optionIds: number[], date: string): Promise<AllocationRow[]> {
  return q.query<AllocationRow>(
    `${POSITIONS}
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
    [optionIds, date],
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

export type InvestmentRowData = {
  code: string;
  name: string;
  units: string;
  price: string;
  value: string;
  is_strike: boolean;
  target_units: string | null;
  account_id: number | null;
  account_name: string | null;
  option_id: number | null;
  option_label: string | null;
  asset_class_id: number;
  asset_class_name: string;
};

const ORDER_COLUMNS: Record<InvestmentOrdering, string> = {
  code: 'r.code',
  name: 'r.name',
  units: 'r.units',
  price: 'r.price',
  value: 'r.value',
  target_units: 'r.target_units',
};

/** What a CSV line needs, in the CSV's order (fewer columns to read than the JSON rows). */
export type InvestmentCsvRow = Pick<
  InvestmentRowData,
  'code' | 'name' | 'units' | 'price' | 'value' | 'target_units' | 'account_name' | 'option_label'
>;

/**
 * The investments query ($1 options, $2 date, $3 search, $4 asset class), ordered, without paging; for the
 * JSON rows (with the count of all) or for the CSV.
 */
function investmentsSql(
  filters: InvestmentFilters,
  shape: 'rows' | 'csv',
): { sql: string; params: unknown[] } {
  const descending = filters.ordering.startsWith('-');
  const column = ORDER_COLUMNS[filters.ordering.replace(/^-/, '') as InvestmentOrdering];
  const rows = filters.groupByInvestment
    ? `SELECT f.code, f.name, sum(f.units) AS units, f.price, sum(f.value) AS value, f.is_strike,
              sum(f.target_units) AS target_units,
              NULL::int AS account_id, NULL::text AS account_name, NULL::int AS option_id, NULL::text AS option_label,
              f.asset_class_id, f.asset_class_name
         FROM filtered f
        GROUP BY f.security_id, f.code, f.name, f.price, f.is_strike, f.asset_class_id, f.asset_class_name`
    : 'SELECT * FROM filtered';
  const sql = `${POSITIONS},
    filtered AS (
      SELECT pos.security_id, pos.code, pos.name, pos.units, pos.price, round(pos.units * pos.price, 2) AS value,
             pos.is_strike, pos.target_units, a.id AS account_id, a.name AS account_name,
             io.id AS option_id, st.name AS option_label, ac.id AS asset_class_id, ac.name AS asset_class_name
        FROM positions pos
        JOIN asset_classes ac ON ac.id = pos.asset_class_id
        JOIN investment_options io ON io.id = pos.option_id
        JOIN accounts a ON a.id = io.account_id
        JOIN strategies st ON st.id = io.strategy_id
       WHERE ($3::text IS NULL OR strpos(lower(pos.code), lower($3::text)) > 0
              OR strpos(lower(pos.name), lower($3::text)) > 0)
         AND ($4::int IS NULL OR pos.asset_class_id = $4::int)
    ),
    r AS (${rows})
    SELECT r.code, r.name, trim_scale(r.units)::text AS units,
           (CASE WHEN scale(trim_scale(r.price)) < 2 THEN round(r.price, 2) ELSE trim_scale(r.price) END)::text
             AS price,
           r.value::numeric(20, 2)::text AS value, trim_scale(r.target_units)::text AS target_units,
           ${
             shape === 'csv'
               ? 'r.account_name, r.option_label'
               : `r.is_strike, r.account_id, r.account_name, r.option_id, r.option_label, r.asset_class_id,
                  r.asset_class_name, count(*) OVER ()::int AS total_count`
           }
      FROM r
     ORDER BY ${column} ${descending ? 'DESC' : 'ASC'} NULLS LAST, r.code, r.account_id, r.option_id`;
  const search = filters.search ? filters.search : null;
  return { sql, params: [search, filters.assetClassId ?? null] };
}

/** One page of the investments and the count of all of them. */
export async function listInvestments(
  q: Queryable,
  optionIds: number[],
  date: string,
  filters: InvestmentFilters,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: InvestmentRowData[] }> {
  const { sql, params } = investmentsSql(filters, 'rows');
  const rows = await q.query<InvestmentRowData & { total_count: number }>(`${sql} LIMIT $5 OFFSET $6`, [
    optionIds,
    date,
    ...params,
    page.limit,
    page.offset,
  ]);
  if (rows.length === 0 && page.offset > 0) {
    const [all] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sql}) everything`, [
      optionIds,
      date,
      ...params,
    ]);
    return { count: all?.n ?? 0, rows: [] };
  }
  return { count: rows[0]?.total_count ?? 0, rows: rows.map(({ total_count: _count, ...row }) => row) };
}

const CSV_CURSOR = 'investments_csv';

/** Opens a cursor over all the investments; `q` must be a transaction, which the cursor lives in. */
export async function openInvestmentsCursor(
  q: Queryable,
  optionIds: number[],
  date: string,
  filters: InvestmentFilters,
): Promise<void> {
  const { sql, params } = investmentsSql(filters, 'csv');
  // All rows are read: plan for the whole result, not for the first few.
  await q.query('SET LOCAL cursor_tuple_fraction = 1');
  await q.query(`DECLARE ${CSV_CURSOR} NO SCROLL CURSOR FOR ${sql}`, [optionIds, date, ...params]);
}

export function fetchInvestments(q: Queryable, count: number): Promise<InvestmentCsvRow[]> {
  return q.query<InvestmentCsvRow>(`FETCH ${Math.trunc(count)} FROM ${CSV_CURSOR}`);
}

export async function closeInvestmentsCursor(q: Queryable): Promise<void> {
  await q.query(`CLOSE ${CSV_CURSOR}`);
}
