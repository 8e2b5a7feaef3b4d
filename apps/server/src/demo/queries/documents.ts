// What the demo's documents are made of: accounts, valuations, monthly returns and trades.
import { sql } from 'kysely';
import type { Queryable } from '../../db/client.ts';
import { run, runOne, sqlBuilder } from '../../db/typed-sql.ts';

/** The ipm accounts of the demo users of `emails` that have no documents yet. */
export function accountsWithoutDocuments(db: Queryable, emails: string[]) {
  return run(
    db,
    sqlBuilder
      .selectFrom('accounts as a')
      .innerJoin('account_members as m', 'm.account_id', 'a.id')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['a.id', 'a.name', 'a.account_type'])
      .distinct()
      .where(sql<boolean>`u.email = ANY(${emails}::text[])`)
      .where('a.application_id', '=', 'ipm')
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('documents as d').select('d.id').whereRef('d.account_id', '=', 'a.id'))),
      )
      .orderBy('a.id'),
  );
}

/** Each investment option's value on the last valued day on or before `date`. */
export function valuesAt(db: Queryable, accountId: number, date: string) {
  return run(
    db,
    sqlBuilder
      .selectFrom('investment_options as o')
      .innerJoin('strategies as s', 's.id', 'o.strategy_id')
      .innerJoinLateral(
        (eb) =>
          eb
            .selectFrom('daily_valuations')
            .select('value')
            .whereRef('investment_option_id', '=', 'o.id')
            .where('date', '<=', sql<Date>`${date}`)
            .orderBy('date', 'desc')
            .limit(1)
            .as('v'),
        (join) => join.onTrue(),
      )
      .select(['s.name as strategy', sql<string>`v.value::text`.as('value')])
      .where('o.account_id', '=', accountId)
      .orderBy('s.sort_order')
      .orderBy('s.name'),
  );
}

type SummedColumn =
  | 'movements_in'
  | 'movements_out'
  | 'dividends'
  | 'franking_credits'
  | 'premiums_received'
  | 'other_income'
  | 'fees'
  | 'realised'
  | 'withholding_tax';

const total = <C extends SummedColumn>(column: C) =>
  sql<string>`COALESCE(sum(${sql.ref(`r.${column}`)}), 0)::text`.as(column);

/** The account's monthly returns summed over the months from `from` to `to`. */
export function sumsBetween(db: Queryable, accountId: number, from: string, to: string) {
  return runOne(
    db,
    sqlBuilder
      .selectFrom('monthly_returns as r')
      .innerJoin('investment_options as o', 'o.id', 'r.investment_option_id')
      .select([
        total('movements_in'),
        total('movements_out'),
        total('dividends'),
        total('franking_credits'),
        total('premiums_received'),
        total('other_income'),
        total('fees'),
        total('realised'),
        total('withholding_tax'),
      ])
      .where('o.account_id', '=', accountId)
      .where(sql<boolean>`r.month BETWEEN ${from} AND ${to}`),
  );
}

/** The account's latest `count` buys and sells. */
export function latestTrades(db: Queryable, accountId: number, count: number) {
  return run(
    db,
    sqlBuilder
      .selectFrom('transactions as t')
      .innerJoin('investment_options as o', 'o.id', 't.investment_option_id')
      .innerJoin('strategies as st', 'st.id', 'o.strategy_id')
      .innerJoin('securities as s', 's.id', 't.security_id')
      .select([
        't.external_id',
        sql<string>`to_char(t.date, 'YYYY-MM-DD')`.as('date'),
        't.type',
        sql<string>`t.units::text`.as('units'),
        sql<string>`t.amount::text`.as('amount'),
        's.code',
        's.name',
        'st.name as strategy',
      ])
      .where('o.account_id', '=', accountId)
      .where('t.type', 'in', ['buy', 'sell'])
      .orderBy('t.date', 'desc')
      .orderBy('t.id', 'desc')
      .limit(count),
  );
}
