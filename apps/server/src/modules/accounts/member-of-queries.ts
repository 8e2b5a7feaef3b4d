import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/typed-sql.ts';

// Who may see an account, as one SQL condition: the accounts module's reads and the documents published
// to an account use the same rule (modules/accounts/access.ts decides with it).

/**
 * The account `a` is the user's: they are its primary user, one of its members, or one of its people (of
 * `kinds` only, when given).
 */
export function memberOf(
  eb: ExpressionBuilder<Database & { a: Database['accounts'] }, 'a'>,
  userId: number,
  kinds?: Database['person_roles']['kind'][],
) {
  return eb.or([
    eb('a.primary_user_id', '=', userId),
    eb.exists(
      eb
        .selectFrom('account_members as m')
        .select(eb.lit(1).as('one'))
        .whereRef('m.account_id', '=', 'a.id')
        .where('m.user_id', '=', userId),
    ),
    eb.exists(
      eb
        .selectFrom('account_people as p')
        .innerJoin('person_roles as r', 'r.id', 'p.role_id')
        .select(eb.lit(1).as('one'))
        .whereRef('p.account_id', '=', 'a.id')
        .where('p.user_id', '=', userId)
        .$if(kinds !== undefined, (query) => query.where('r.kind', 'in', kinds!)),
    ),
  ]);
}
