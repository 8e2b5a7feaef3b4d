import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Queryable } from '../../../db/client.ts';
import { run, runMaybeOne, sqlBuilder } from '../../../db/typed-sql.ts';
import { fullName } from '../sql-expressions.ts';

/**
 * Accounts whose name, id or a member's name or e-mail matches, each with the users who hold a login to
 * it; active accounts first (those are what documents and reports are published to).
 */
export function lookupAccounts(q: Queryable, search: string | null, limit: number) {
  return run(
    q,
    sqlBuilder
      .with('users_of', (db) =>
        db
          .selectFrom('accounts as a')
          .innerJoin('users as u', (join) =>
            join.on((eb) =>
              eb.or([
                eb('u.id', '=', eb.ref('a.primary_user_id')),
                eb(
                  'u.id',
                  'in',
                  eb.selectFrom('account_members').select('user_id').whereRef('account_id', '=', 'a.id'),
                ),
                eb(
                  'u.id',
                  'in',
                  eb.selectFrom('account_people').select('user_id').whereRef('account_id', '=', 'a.id'),
                ),
              ]),
            ),
          )
          .select(['a.id as account_id', 'u.id as user_id', fullName('u').as('name'), 'u.email']),
      )
      .selectFrom('accounts as a')
      .select((eb) => [
        'a.id',
        'a.name',
        'a.account_type',
        'a.application_id',
        'a.status',
        'a.primary_user_id',
        jsonArrayFrom(
          eb
            .selectFrom('users_of as m')
            .select(['m.user_id', 'm.name', 'm.email'])
            .whereRef('m.account_id', '=', 'a.id')
            .orderBy('m.user_id'),
        ).as('members'),
      ])
      .$if(search !== null, (query) =>
        query.where((eb) =>
          eb.or([
            eb('a.name', 'ilike', sql<string>`'%' || ${search} || '%'`),
            eb(sql`a.id::text`, '=', search),
            eb.exists(
              eb
                .selectFrom('users_of as m')
                .select('m.user_id')
                .whereRef('m.account_id', '=', 'a.id')
                .where((eb) =>
                  eb.or([
                    eb('m.email', 'ilike', sql<string>`'%' || ${search} || '%'`),
                    eb('m.name', 'ilike', sql<string>`'%' || ${search} || '%'`),
                  ]),
                ),
            ),
          ]),
        ),
      )
      .orderBy(sql`a.status = 'active'`, 'desc')
      .orderBy('a.name')
      .orderBy('a.id')
      .limit(limit),
  );
}

/** The account's primary user (whom an audit row names), or undefined when there is no such account. */
export function findAccountOwner(q: Queryable, accountId: number) {
  return runMaybeOne(
    q,
    sqlBuilder.selectFrom('accounts').select('primary_user_id').where('id', '=', accountId),
  );
}
