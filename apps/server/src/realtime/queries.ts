import { type Insertable, sql } from 'kysely';
import type { Queryable } from '../db/client.ts';
import { type Database, exec, run, runMaybeOne, runOne, sqlBuilder } from '../db/typed-sql.ts';

export async function insertRealtimeToken(
  q: Queryable,
  token: Pick<Insertable<Database['realtime_tokens']>, 'token_hash' | 'session_id' | 'user_id'>,
  ttlSeconds: number,
): Promise<void> {
  await exec(
    q,
    sqlBuilder
      .insertInto('realtime_tokens')
      .values({ ...token, expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds})` }),
  );
  // Spent and expired tokens are of no use to anyone: keep the table small.
  await exec(
    q,
    sqlBuilder.deleteFrom('realtime_tokens').where('expires_at', '<', sql<Date>`now() - interval '1 hour'`),
  );
}

/** Spends a token once: answers its session and user, or nothing when unknown, used or expired. */
export function consumeRealtimeToken(q: Queryable, tokenHash: string) {
  return runMaybeOne(
    q,
    sqlBuilder
      .updateTable('realtime_tokens as t')
      .from('sessions as s')
      .set({ used_at: sql`now()` })
      .where('t.token_hash', '=', tokenHash)
      .where('t.used_at', 'is', null)
      .where('t.expires_at', '>', sql<Date>`now()`)
      .whereRef('s.id', '=', 't.session_id')
      .returning(['t.session_id', 't.user_id', 's.user_id as session_user_id']),
  );
}

/** Which of `sessionIds` may still hold a socket: not revoked, not expired, the user not blocked. */
export async function liveSessions(
  q: Queryable,
  sessionIds: number[],
  limits: { idleSeconds: number; absoluteSeconds: number },
): Promise<Set<number>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await run(
    q,
    sqlBuilder
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select('s.id')
      .where((eb) => eb('s.id', '=', eb.fn.any(eb.val(sessionIds))))
      .where('s.revoked_at', 'is', null)
      .where('u.blocked_status', 'is', null)
      .where('s.pending_two_factor', 'is', null)
      .where('s.last_activity_at', '>', sql<Date>`now() - make_interval(secs => ${limits.idleSeconds})`)
      .where('s.created_at', '>', sql<Date>`now() - make_interval(secs => ${limits.absoluteSeconds})`),
  );
  return new Set(rows.map((r) => r.id));
}

export async function currentSchema(q: Queryable): Promise<string> {
  const row = await runOne(q, sqlBuilder.selectNoFrom(sql<string>`current_schema()`.as('schema')));
  return row.schema;
}
