import { sql } from 'kysely';
import type { Queryable } from '../../db/client.ts';
import { run, runOne, sqlBuilder } from '../../db/typed-sql.ts';

/** One page of a user's log, newest first, with the total count. */
export async function listActivities(q: Queryable, userId: number, page: { limit: number; offset: number }) {
  const total = await runOne(
    q,
    sqlBuilder
      .selectFrom('activity_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId),
  );
  const rows = await run(
    q,
    sqlBuilder
      .selectFrom('activity_log')
      .select([
        'id',
        'action',
        'ip',
        // A viewer of shared accounts acts too, but is no staff member: their name is in the detail.
        sql<boolean>`actor_user_id IS DISTINCT FROM user_id AND detail->>'viewer' IS NULL`.as('by_staff'),
        sql<string | null>`detail->>'viewer'`.as('viewer'),
        sql<string>`to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('created'),
      ])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset),
  );
  return { count: total.n, rows };
}
