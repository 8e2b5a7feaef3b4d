import { sql } from 'kysely';
import type { Queryable } from '../../db/client.ts';
import { exec, run, runMaybeOne, sqlBuilder } from '../../db/typed-sql.ts';

/**
 * A session just signed in, with what the user's earlier signed-in sessions say of its device:
 * `signed_in_before` (an earlier one recorded its device), and whether one had this user agent and one
 * this address. Sessions whose second factor never came, and those opened before devices were recorded,
 * teach nothing.
 */
export function deviceHistoryOf(q: Queryable, sessionId: number) {
  const earlier = sql`FROM sessions e
    WHERE e.user_id = s.user_id AND e.id < s.id AND e.pending_two_factor IS NULL AND e.ip IS NOT NULL`;
  return runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select([
        's.id',
        's.user_id',
        's.ip',
        's.user_agent',
        's.created_at',
        'u.email',
        sql<boolean>`EXISTS (SELECT 1 ${earlier})`.as('signed_in_before'),
        sql<boolean>`EXISTS (SELECT 1 ${earlier} AND e.user_agent IS NOT DISTINCT FROM s.user_agent)`.as(
          'known_agent',
        ),
        sql<boolean>`EXISTS (SELECT 1 ${earlier} AND e.ip = s.ip)`.as('known_address'),
      ])
      .where('s.id', '=', sessionId),
  );
}

export async function setEndKeyHash(q: Queryable, sessionId: number, endKeyHash: string): Promise<void> {
  await exec(
    q,
    sqlBuilder.updateTable('sessions').set({ end_key_hash: endKeyHash }).where('id', '=', sessionId),
  );
}

/**
 * Ends the session whose e-mailed link carries this key, and spends the key: one statement, so a link
 * opened twice at once ends it once. A session already ended keeps its end time.
 */
export function endSessionByKeyHash(q: Queryable, endKeyHash: string) {
  return runMaybeOne(
    q,
    sqlBuilder
      .updateTable('sessions')
      .set({ revoked_at: sql`coalesce(revoked_at, now())`, end_key_hash: null })
      .where('end_key_hash', '=', endKeyHash)
      .returning(['id', 'user_id']),
  );
}

/** The user's live sessions, the most recently active first: signed in, not ended, within both limits. */
export function liveSessionsOf(
  q: Queryable,
  userId: number,
  limits: { idleSeconds: number; absoluteSeconds: number },
) {
  return run(
    q,
    sqlBuilder
      .selectFrom('sessions')
      .select(['id', 'ip', 'user_agent', 'created_at', 'last_activity_at'])
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('pending_two_factor', 'is', null)
      .where('last_activity_at', '>=', sql<Date>`now() - make_interval(secs => ${limits.idleSeconds})`)
      .where('created_at', '>=', sql<Date>`now() - make_interval(secs => ${limits.absoluteSeconds})`)
      .orderBy('last_activity_at', 'desc')
      .orderBy('id', 'desc'),
  );
}

/** Ends the user's open sessions that `which` picks; answers their ids. */
async function endOpenSessionsOf(
  q: Queryable,
  userId: number,
  which: { only: number } | { except: number },
): Promise<number[]> {
  const rows = await run(
    q,
    sqlBuilder
      .updateTable('sessions')
      .set({ revoked_at: sql`now()` })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('id', 'only' in which ? '=' : '<>', 'only' in which ? which.only : which.except)
      .returning('id'),
  );
  return rows.map((row) => row.id);
}

/** Ends one of the user's sessions; false when the user has no such session still open. */
export async function endSessionOf(q: Queryable, userId: number, sessionId: number): Promise<boolean> {
  return (await endOpenSessionsOf(q, userId, { only: sessionId })).length === 1;
}

/** Ends every open session of the user but one (those still waiting for a second factor too). */
export const endSessionsOfExcept = (q: Queryable, userId: number, keepId: number): Promise<number[]> =>
  endOpenSessionsOf(q, userId, { except: keepId });
