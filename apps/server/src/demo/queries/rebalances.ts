// The demo users who get rebalance reports, and their accounts.
import { sql } from 'kysely';
import type { Queryable } from '../../db/client.ts';
import { run, sqlBuilder } from '../../db/typed-sql.ts';

/** The users of `emails`, each with whether any of their accounts has a rebalance report. */
export const usersWithRebalanceReports = (q: Queryable, emails: string[]) =>
  run(
    q,
    sqlBuilder
      .selectFrom('users as u')
      .select(({ exists, selectFrom }) => [
        'u.id',
        'u.email',
        exists(
          selectFrom('rebalance_reports as r')
            .innerJoin('account_members as m', 'm.account_id', 'r.account_id')
            .select('r.id')
            .whereRef('m.user_id', '=', 'u.id'),
        ).as('has_reports'),
      ])
      .where(sql<boolean>`lower(u.email) = ANY(${emails}::text[])`)
      .orderBy('u.id'),
  );

/** The ipm accounts the user is a member of, in id order. */
export const ipmAccountsOf = (q: Queryable, userId: number) =>
  run(
    q,
    sqlBuilder
      .selectFrom('accounts as a')
      .innerJoin('account_members as m', 'm.account_id', 'a.id')
      .select('a.id')
      .where('m.user_id', '=', userId)
      .where('a.application_id', '=', 'ipm')
      .orderBy('a.id'),
  );
