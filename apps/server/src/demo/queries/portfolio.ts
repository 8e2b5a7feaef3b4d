// The demo portfolios: reference data, prices, investment options, transactions, holdings and margin
// loans. Bulk loads are `sql` templates over `unnest` of column arrays, one statement per chunk.
import { type Selectable, sql } from 'kysely';
import type { Queryable } from '../../db/client.ts';
import { type Database, exec, run, sqlBuilder } from '../../db/typed-sql.ts';

export type TransactionType = Selectable<Database['transactions']>['type'];

/** The ipm accounts of the users of `emails`, each with whether the user already has investment options. */
export const demoPortfolioAccounts = (q: Queryable, emails: string[]) =>
  run(
    q,
    sqlBuilder
      .selectFrom('users as u')
      .innerJoin('account_members as m', 'm.user_id', 'u.id')
      .innerJoin('accounts as a', (join) =>
        join.onRef('a.id', '=', 'm.account_id').on('a.application_id', '=', 'ipm'),
      )
      .select(({ exists, selectFrom }) => [
        'a.id',
        'a.account_type',
        sql<string>`lower(u.email)`.as('email'),
        exists(
          selectFrom('investment_options as o')
            .innerJoin('account_members as m2', 'm2.account_id', 'o.account_id')
            .select('o.id')
            .whereRef('m2.user_id', '=', 'u.id'),
        ).as('has_options'),
      ])
      .where(sql<boolean>`lower(u.email) = ANY(${emails.map((e) => e.toLowerCase())}::text[])`)
      .orderBy('a.id'),
  );

type Reference = Pick<Selectable<Database['asset_classes']>, 'code' | 'name' | 'color'>;

/** Asset classes in display order; one whose code is there already is kept as it is. */
export const insertAssetClasses = (q: Queryable, classes: Reference[]) =>
  exec(
    q,
    sql`INSERT INTO asset_classes (code, name, color, sort_order)
        SELECT * FROM unnest(${classes.map((a) => a.code)}::text[], ${classes.map((a) => a.name)}::text[],
                             ${classes.map((a) => a.color)}::text[], ${classes.map((_, i) => i)}::int[])
        ON CONFLICT (code) DO NOTHING`,
  );

/** Securities of the asset classes named by code; one whose code is there already is kept as it is. */
export const insertSecurities = (
  q: Queryable,
  securities: Array<
    Pick<Selectable<Database['securities']>, 'code' | 'name' | 'strike_price'> & { assetClass: string }
  >,
) =>
  exec(
    q,
    sql`INSERT INTO securities (code, name, asset_class_id, strike_price)
        SELECT s.code, s.name, ac.id, s.strike
          FROM unnest(${securities.map((s) => s.code)}::text[], ${securities.map((s) => s.name)}::text[],
                      ${securities.map((s) => s.assetClass)}::text[], ${securities.map((s) => s.strike_price)}::numeric[])
                 AS s(code, name, asset_class, strike)
          JOIN asset_classes ac ON ac.code = s.asset_class
        ON CONFLICT (code) DO NOTHING`,
  );

/** Strategies in display order; one whose code is there already is kept as it is. */
export const insertStrategies = (q: Queryable, strategies: Reference[]) =>
  exec(
    q,
    sql`INSERT INTO strategies (code, name, color, sort_order)
        SELECT * FROM unnest(${strategies.map((s) => s.code)}::text[], ${strategies.map((s) => s.name)}::text[],
                             ${strategies.map((s) => s.color)}::text[], ${strategies.map((_, i) => i)}::int[])
        ON CONFLICT (code) DO NOTHING`,
  );

export const securityCodes = (q: Queryable) =>
  run(q, sqlBuilder.selectFrom('securities').select(['id', 'code']));

export const strategyCodes = (q: Queryable) =>
  run(q, sqlBuilder.selectFrom('strategies').select(['id', 'code']));

/** Prices as columns: security ids, dates and prices; a price already stored for a day is kept. */
export type PriceColumns = [securityIds: number[], dates: string[], prices: string[]];

export const insertPrices = (q: Queryable, [ids, dates, values]: PriceColumns) =>
  exec(
    q,
    sql`INSERT INTO security_prices (security_id, date, price)
        SELECT * FROM unnest(${ids}::int[], ${dates}::date[], ${values}::numeric[]) ON CONFLICT DO NOTHING`,
  );

/**
 * The stored whole-cent, positive prices of the securities of `codes` from `from` to `to`, each on its day
 * (days since 1970-01-01).
 */
export const storedPrices = (q: Queryable, codes: string[], from: string, to: string) =>
  run(
    q,
    sqlBuilder
      .selectFrom('security_prices as p')
      .innerJoin('securities as s', 's.id', 'p.security_id')
      .select([
        's.code',
        sql<number>`(p.date - DATE '1970-01-01')`.as('day'),
        sql<string>`p.price::text`.as('price'),
      ])
      .where(sql<boolean>`s.code = ANY(${codes}::text[])`)
      .where(sql<boolean>`p.date BETWEEN ${from}::date AND ${to}::date`)
      .where(sql<boolean>`p.price::numeric(20, 2) = p.price AND p.price > 0`),
  );

/** One investment option per pair of account and strategy; answers the new options. */
export const insertInvestmentOptions = (q: Queryable, accountIds: number[], strategyIds: number[]) =>
  run(
    q,
    sql<Pick<Selectable<Database['investment_options']>, 'id' | 'account_id' | 'strategy_id'>>`
      INSERT INTO investment_options (account_id, strategy_id)
      SELECT * FROM unnest(${accountIds}::int[], ${strategyIds}::int[])
      RETURNING id, account_id, strategy_id`,
  );

/** Transactions as columns; one whose external id is there already is kept as it is. */
export type TransactionColumns = [
  externalIds: string[],
  optionIds: number[],
  securityIds: Array<number | null>,
  dates: string[],
  types: TransactionType[],
  units: Array<string | null>,
  amounts: string[],
  franking: string[],
  realised: string[],
];

export const insertTransactions = (
  q: Queryable,
  [externalIds, optionIds, securities, dates, types, units, amounts, franking, realised]: TransactionColumns,
) =>
  exec(
    q,
    sql`INSERT INTO transactions (external_id, investment_option_id, security_id, date, type, units, amount,
                                  franking_credit, realised_gain)
        SELECT * FROM unnest(${externalIds}::text[], ${optionIds}::int[], ${securities}::int[],
                             ${dates}::date[], ${types}::text[], ${units}::numeric[], ${amounts}::numeric[],
                             ${franking}::numeric[], ${realised}::numeric[])
        ON CONFLICT (external_id) DO NOTHING`,
  );

export type HoldingColumns = [
  optionIds: number[],
  securityIds: number[],
  dates: string[],
  units: string[],
  targets: string[],
];

export const insertHoldings = (
  q: Queryable,
  [optionIds, securities, dates, units, targets]: HoldingColumns,
) =>
  exec(
    q,
    sql`INSERT INTO holdings (investment_option_id, security_id, date, units, target_units)
        SELECT * FROM unnest(${optionIds}::int[], ${securities}::int[], ${dates}::date[], ${units}::numeric[],
                             ${targets}::numeric[])`,
  );

/** Margin loan balances as columns; a balance already stored for a day is kept. */
export type MarginLoanColumns = [accountIds: number[], dates: string[], balances: string[]];

export const insertMarginLoans = (q: Queryable, [accountIds, dates, balances]: MarginLoanColumns) =>
  exec(
    q,
    sql`INSERT INTO margin_loans (account_id, date, balance)
        SELECT * FROM unnest(${accountIds}::int[], ${dates}::date[], ${balances}::numeric[]) ON CONFLICT DO NOTHING`,
  );

/** Benchmarks in display order; one whose code is there already is kept as it is. */
export const insertBenchmarks = (
  q: Queryable,
  benchmarks: Array<Pick<Selectable<Database['benchmarks']>, 'code' | 'name'>>,
) =>
  exec(
    q,
    sql`INSERT INTO benchmarks (code, name, sort_order)
        SELECT * FROM unnest(${benchmarks.map((b) => b.code)}::text[], ${benchmarks.map((b) => b.name)}::text[],
                             ${benchmarks.map((_, i) => i)}::int[])
        ON CONFLICT (code) DO NOTHING`,
  );

export const benchmarkCodes = (q: Queryable) =>
  run(q, sqlBuilder.selectFrom('benchmarks').select(['id', 'code']));

/** Benchmark levels as columns; a level already stored for a day is kept. */
export type LevelColumns = [benchmarkIds: number[], dates: string[], levels: string[]];

export const insertBenchmarkLevels = (q: Queryable, [ids, dates, levels]: LevelColumns) =>
  exec(
    q,
    sql`INSERT INTO benchmark_levels (benchmark_id, date, level)
        SELECT * FROM unnest(${ids}::int[], ${dates}::date[], ${levels}::numeric[]) ON CONFLICT DO NOTHING`,
  );
