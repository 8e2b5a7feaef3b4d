import { type Insertable, type Selectable, sql } from 'kysely';
import type { Queryable } from '../../db/client.ts';
import { type Database, exec, run, runOne, sqlBuilder } from '../../db/typed-sql.ts';

// The loads are bulk upserts of column arrays through unnest, and the materialisation is window
// functions and CTEs: both stay `sql` templates, typed by the generated tables.

/** Values of a file's rows column by column, in the table's insert types: one unnest array each. */
export type Columns<T extends keyof Database, C extends keyof Insertable<Database[T]>> = {
  [K in C]-?: Array<Insertable<Database[T]>[K]>;
};

// ---------------------------------------------------------------------------------------- materialising

/** Each position row lasts until the next row of its option and security. */
export async function setHoldingsValidTo(q: Queryable, optionIds: number[]): Promise<void> {
  await exec(
    q,
    sql`UPDATE holdings h SET valid_to = n.valid_to
       FROM (SELECT investment_option_id, security_id, date,
                    coalesce(lead(date) OVER (PARTITION BY investment_option_id, security_id ORDER BY date),
                             'infinity'::date) AS valid_to
               FROM holdings WHERE investment_option_id = ANY(${optionIds}::int[])) n
      WHERE h.investment_option_id = n.investment_option_id AND h.security_id = n.security_id
        AND h.date = n.date AND h.valid_to <> n.valid_to`,
  );
}

/** Drops the options' daily valuations or monthly returns, to be computed again. */
export async function deleteAggregates(
  q: Queryable,
  table: 'daily_valuations' | 'monthly_returns',
  optionIds: number[],
): Promise<void> {
  await exec(
    q,
    sqlBuilder.deleteFrom(table).where((eb) => eb('investment_option_id', '=', eb.fn.any(eb.val(optionIds)))),
  );
}

/**
 * Every priced date (the trading calendar) on which a position is open is valued at the last known
 * price of each security held, capped at the strike where an option is written over it.
 */
export async function insertDailyValuations(q: Queryable, optionIds: number[]): Promise<void> {
  await exec(
    q,
    sql`WITH spans AS (
       SELECT h.investment_option_id, h.security_id, h.units, h.date AS from_date, h.valid_to AS to_date
         FROM holdings h
        WHERE h.investment_option_id = ANY(${optionIds}::int[])
     ),
     calendar AS (SELECT DISTINCT date FROM security_prices)
     INSERT INTO daily_valuations (investment_option_id, date, value)
     SELECT sp.investment_option_id, c.date,
            round(sum(sp.units * LEAST(px.price, coalesce(s.strike_price, px.price))), 2)
       FROM spans sp
       JOIN calendar c ON c.date >= sp.from_date AND c.date < sp.to_date
       JOIN securities s ON s.id = sp.security_id
       CROSS JOIN LATERAL (
         SELECT p.price FROM security_prices p
          WHERE p.security_id = sp.security_id AND p.date <= c.date
          ORDER BY p.date DESC LIMIT 1
       ) px
      WHERE sp.units <> 0
      GROUP BY sp.investment_option_id, c.date`,
  );
}

/**
 * Each month's flows come from the transactions; what the prices moved (unrealised) is the rest of the
 * change in value, so closing = opening + movements + returns holds to the cent by construction.
 */
export async function insertMonthlyReturns(q: Queryable, optionIds: number[]): Promise<void> {
  await exec(
    q,
    sql`WITH months AS (
       SELECT investment_option_id, date_trunc('month', date)::date AS month,
              (array_agg(value ORDER BY date DESC))[1] AS closing_value
         FROM daily_valuations
        WHERE investment_option_id = ANY(${optionIds}::int[])
        GROUP BY 1, 2
     ),
     valued AS (
       SELECT m.*, coalesce(lag(closing_value) OVER (PARTITION BY investment_option_id ORDER BY month), 0)
                   AS opening_value
         FROM months m
     ),
     flows AS (
       SELECT investment_option_id, date_trunc('month', date)::date AS month,
              coalesce(sum(amount) FILTER (WHERE type = 'movement_in'), 0) AS movements_in,
              coalesce(sum(amount) FILTER (WHERE type = 'movement_out'), 0) AS movements_out,
              coalesce(sum(amount) FILTER (WHERE type = 'withholding_tax'), 0) AS withholding_tax,
              coalesce(sum(amount) FILTER (WHERE type = 'dividend'), 0) AS dividends,
              coalesce(sum(franking_credit) FILTER (WHERE type = 'dividend'), 0) AS franking_credits,
              coalesce(sum(amount) FILTER (WHERE type = 'option_premium'), 0) AS premiums_received,
              coalesce(sum(amount) FILTER (WHERE type = 'other_income'), 0) AS other_income,
              coalesce(sum(amount) FILTER (WHERE type = 'fee'), 0) AS fees,
              coalesce(sum(realised_gain) FILTER (WHERE type = 'sell'), 0) AS realised,
              coalesce(sum(amount) FILTER (WHERE type = 'option_bought'), 0) AS options_bought
         FROM transactions
        WHERE investment_option_id = ANY(${optionIds}::int[])
        GROUP BY 1, 2
     ),
     joined AS (
       SELECT v.investment_option_id, v.month, v.opening_value, v.closing_value,
              coalesce(f.movements_in, 0) AS movements_in, coalesce(f.movements_out, 0) AS movements_out,
              coalesce(f.withholding_tax, 0) AS withholding_tax, coalesce(f.dividends, 0) AS dividends,
              coalesce(f.franking_credits, 0) AS franking_credits,
              coalesce(f.premiums_received, 0) AS premiums_received,
              coalesce(f.other_income, 0) AS other_income, coalesce(f.fees, 0) AS fees,
              coalesce(f.realised, 0) AS realised, coalesce(f.options_bought, 0) AS options_bought
         FROM valued v
         LEFT JOIN flows f ON f.investment_option_id = v.investment_option_id AND f.month = v.month
     )
     INSERT INTO monthly_returns (investment_option_id, month, opening_value, closing_value, movements_in,
       movements_out, withholding_tax, dividends, franking_credits, premiums_received, other_income, fees,
       realised, options_bought, unrealised)
     SELECT investment_option_id, month, opening_value, closing_value, movements_in, movements_out,
            withholding_tax, dividends, franking_credits, premiums_received, other_income, fees, realised,
            options_bought,
            (closing_value - opening_value)
              - (movements_in - movements_out - withholding_tax)
              - (dividends + premiums_received + other_income)
              + fees - realised + options_bought
       FROM joined`,
  );
}

// ---------------------------------------------------------------------------------------------- looking up

export type CodedTable = 'securities' | 'strategies' | 'asset_classes' | 'benchmarks';

export function idsByCode(q: Queryable, table: CodedTable, codes: string[]) {
  return run(
    q,
    sql<Pick<Selectable<Database[CodedTable]>, 'id' | 'code'>>`
      SELECT id, code FROM ${sql.table(table)} WHERE code = ANY(${[...new Set(codes)]}::text[])`,
  );
}

export function knownAccounts(q: Queryable, ids: number[]) {
  return run(
    q,
    sqlBuilder
      .selectFrom('accounts')
      .select('id')
      .where((eb) => eb('id', '=', eb.fn.any(eb.val([...new Set(ids)])))),
  );
}

/** The options holding any of these securities, or any security when none are given. */
export function optionsHolding(q: Queryable, securityIds?: number[]) {
  return run(
    q,
    sqlBuilder
      .selectFrom('holdings')
      .select('investment_option_id as id')
      .distinct()
      .$if(securityIds !== undefined, (query) =>
        query.where((eb) => eb('security_id', '=', eb.fn.any(eb.val([...new Set(securityIds)])))),
      ),
  );
}

/** The options the transactions of these external ids are in now. */
export function optionsOfTransactions(q: Queryable, externalIds: string[]) {
  return run(
    q,
    sqlBuilder
      .selectFrom('transactions')
      .select('investment_option_id as id')
      .distinct()
      .where((eb) => eb('external_id', '=', eb.fn.any(eb.val(externalIds)))),
  );
}

/** Creates the options of these (account, strategy) pairs that do not exist yet, and answers all of them. */
export async function ensureInvestmentOptions(
  q: Queryable,
  pairs: Columns<'investment_options', 'account_id' | 'strategy_id'>,
) {
  await exec(
    q,
    sql`INSERT INTO investment_options (account_id, strategy_id)
        SELECT * FROM unnest(${pairs.account_id}::int[], ${pairs.strategy_id}::int[])
        ON CONFLICT (account_id, strategy_id) DO NOTHING`,
  );
  return run(
    q,
    sql<Pick<Selectable<Database['investment_options']>, 'id' | 'account_id' | 'strategy_id'>>`
      SELECT o.id, o.account_id, o.strategy_id
        FROM investment_options o
        JOIN unnest(${pairs.account_id}::int[], ${pairs.strategy_id}::int[]) AS p(account_id, strategy_id)
          ON p.account_id = o.account_id AND p.strategy_id = o.strategy_id`,
  );
}

/** The securities among `codes` whose strike differs from the one given with it. */
export function restruckSecurities(q: Queryable, securities: Columns<'securities', 'code' | 'strike_price'>) {
  return run(
    q,
    sql<Pick<Selectable<Database['securities']>, 'id'>>`
      SELECT s.id FROM securities s
        JOIN unnest(${securities.code}::text[], ${securities.strike_price}::numeric[]) AS f(code, strike)
          ON f.code = s.code
       WHERE s.strike_price IS DISTINCT FROM f.strike`,
  );
}

/** Of the prices about to be loaded: the securities whose price changes, and how many are of new days. */
export function priceChanges(
  q: Queryable,
  prices: Columns<'security_prices', 'security_id' | 'date' | 'price'>,
) {
  return runOne(
    q,
    sql<{ ids: Array<Selectable<Database['securities']>['id']> | null; new_days: number }>`
      SELECT array_agg(DISTINCT f.security_id) FILTER (WHERE p.price IS DISTINCT FROM f.price) AS ids,
             count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM security_prices c WHERE c.date = f.date))::int
               AS new_days
        FROM unnest(${prices.security_id}::int[], ${prices.date}::date[], ${prices.price}::numeric[])
               AS f(security_id, date, price)
        LEFT JOIN security_prices p ON p.security_id = f.security_id AND p.date = f.date`,
  );
}

// ----------------------------------------------------------------------------------------------- upserting

export async function upsertNamedColours(
  q: Queryable,
  table: 'asset_classes' | 'strategies',
  rows: Columns<'asset_classes', 'code' | 'name' | 'color' | 'sort_order'>,
): Promise<void> {
  await exec(
    q,
    sql`INSERT INTO ${sql.table(table)} (code, name, color, sort_order)
        SELECT * FROM unnest(${rows.code}::text[], ${rows.name}::text[], ${rows.color}::text[],
                             ${rows.sort_order}::int[])
        ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, color = EXCLUDED.color,
                                         sort_order = EXCLUDED.sort_order`,
  );
}

export async function upsertSecurities(
  q: Queryable,
  rows: Columns<'securities', 'code' | 'name' | 'asset_class_id' | 'strike_price'>,
): Promise<void> {
  await exec(
    q,
    sql`INSERT INTO securities (code, name, asset_class_id, strike_price)
        SELECT * FROM unnest(${rows.code}::text[], ${rows.name}::text[], ${rows.asset_class_id}::int[],
                             ${rows.strike_price}::numeric[])
        ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, asset_class_id = EXCLUDED.asset_class_id,
                                         strike_price = EXCLUDED.strike_price`,
  );
}

export async function upsertPrices(
  q: Queryable,
  rows: Columns<'security_prices', 'security_id' | 'date' | 'price'>,
): Promise<void> {
  await exec(
    q,
    sql`INSERT INTO security_prices (security_id, date, price)
        SELECT * FROM unnest(${rows.security_id}::int[], ${rows.date}::date[], ${rows.price}::numeric[])
        ON CONFLICT (security_id, date) DO UPDATE SET price = EXCLUDED.price`,
  );
}

export async function upsertHoldings(
  q: Queryable,
  rows: Columns<'holdings', 'investment_option_id' | 'security_id' | 'date' | 'units' | 'target_units'>,
): Promise<void> {
  await exec(
    q,
    sql`INSERT INTO holdings (investment_option_id, security_id, date, units, target_units)
        SELECT * FROM unnest(${rows.investment_option_id}::int[], ${rows.security_id}::int[],
                             ${rows.date}::date[], ${rows.units}::numeric[], ${rows.target_units}::numeric[])
        ON CONFLICT (investment_option_id, security_id, date)
        DO UPDATE SET units = EXCLUDED.units, target_units = EXCLUDED.target_units`,
  );
}

export async function upsertTransactions(
  q: Queryable,
  rows: Columns<
    'transactions',
    | 'external_id'
    | 'investment_option_id'
    | 'security_id'
    | 'date'
    | 'type'
    | 'units'
    | 'amount'
    | 'franking_credit'
    | 'realised_gain'
  >,
): Promise<void> {
  await exec(
    q,
    sql`INSERT INTO transactions (external_id, investment_option_id, security_id, date, type, units, amount,
                                  franking_credit, realised_gain)
        SELECT * FROM unnest(${rows.external_id}::text[], ${rows.investment_option_id}::int[],
                             ${rows.security_id}::int[], ${rows.date}::date[], ${rows.type}::text[],
                             ${rows.units}::numeric[], ${rows.amount}::numeric[], ${rows.franking_credit}::numeric[],
                             ${rows.realised_gain}::numeric[])
        ON CONFLICT (external_id) DO UPDATE SET
          investment_option_id = EXCLUDED.investment_option_id, security_id = EXCLUDED.security_id,
          date = EXCLUDED.date, type = EXCLUDED.type, units = EXCLUDED.units, amount = EXCLUDED.amount,
          franking_credit = EXCLUDED.franking_credit, realised_gain = EXCLUDED.realised_gain`,
  );
}

export async function upsertMarginLoans(
  q: Queryable,
  rows: Columns<'margin_loans', 'account_id' | 'date' | 'balance'>,
): Promise<void> {
  await exec(
    q,
    sql`INSERT INTO margin_loans (account_id, date, balance)
        SELECT * FROM unnest(${rows.account_id}::int[], ${rows.date}::date[], ${rows.balance}::numeric[])
        ON CONFLICT (account_id, date) DO UPDATE SET balance = EXCLUDED.balance`,
  );
}

export async function upsertBenchmarks(
  q: Queryable,
  rows: Columns<'benchmarks', 'code' | 'name' | 'sort_order'>,
): Promise<void> {
  await exec(
    q,
    sql`INSERT INTO benchmarks (code, name, sort_order)
        SELECT * FROM unnest(${rows.code}::text[], ${rows.name}::text[], ${rows.sort_order}::int[])
        ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, sort_order = EXCLUDED.sort_order`,
  );
}

export async function upsertBenchmarkLevels(
  q: Queryable,
  rows: Columns<'benchmark_levels', 'benchmark_id' | 'date' | 'level'>,
): Promise<void> {
  await exec(
    q,
    sql`INSERT INTO benchmark_levels (benchmark_id, date, level)
        SELECT * FROM unnest(${rows.benchmark_id}::int[], ${rows.date}::date[], ${rows.level}::numeric[])
        ON CONFLICT (benchmark_id, date) DO UPDATE SET level = EXCLUDED.level`,
  );
}
