import { sql } from 'kysely';
import type { Queryable } from '../db/client.ts';
import { exec, runMaybeOne, runOne, sqlBuilder } from '../db/typed-sql.ts';

// Inside ON CONFLICT DO UPDATE, `rate_limits.` names the row already stored for the key.
const windowOver = (seconds: number) =>
  sql<boolean>`rate_limits.window_started_at < now() - make_interval(secs => ${seconds})`;
const held = sql<boolean>`rate_limits.blocked_until IS NOT NULL AND rate_limits.blocked_until > now()`;
const firstHit = (key: string) => ({ key, window_started_at: sql<Date>`now()`, hits: 1 });

/** Counts one hit on `key` in a fixed window of `windowSeconds`; answers the hits the window holds now. */
export async function countHit(q: Queryable, key: string, windowSeconds: number): Promise<number> {
  const over = windowOver(windowSeconds);
  const row = await runOne(
    q,
    sqlBuilder
      .insertInto('rate_limits')
      .values(firstHit(key))
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          hits: sql`CASE WHEN ${over} THEN 1 ELSE rate_limits.hits + 1 END`,
          window_started_at: sql`CASE WHEN ${over} THEN now() ELSE rate_limits.window_started_at END`,
        }),
      )
      .returning('hits'),
  );
  return row.hits;
}

/**
 * Takes one attempt from `key` and answers the seconds its hold has left (null: not held). When the
 * window fills, the key is held for `windowSeconds` times 2^(holds in the last day), at most
 * `maxHoldSeconds`; attempts during a hold are not counted, so they never renew it.
 */
export async function countAttempt(
  q: Queryable,
  key: string,
  limit: { max: number; windowSeconds: number; maxHoldSeconds: number },
): Promise<number | null> {
  const over = windowOver(limit.windowSeconds);
  const fills = sql<boolean>`NOT (${held}) AND NOT (${over}) AND rate_limits.hits + 1 > ${limit.max}`;
  // A day without a hold forgets the earlier holds.
  const strikes = sql<number>`CASE WHEN rate_limits.blocked_until < now() - interval '1 day' THEN 0 ELSE rate_limits.strikes END`;
  const row = await runMaybeOne(
    q,
    sqlBuilder
      .insertInto('rate_limits')
      .values(firstHit(key))
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          hits: sql`CASE WHEN ${held} THEN rate_limits.hits WHEN ${over} THEN 1 ELSE rate_limits.hits + 1 END`,
          window_started_at: sql`CASE WHEN ${over} AND NOT (${held}) THEN now() ELSE rate_limits.window_started_at END`,
          strikes: sql`CASE WHEN ${fills} THEN ${strikes} + 1 ELSE rate_limits.strikes END`,
          blocked_until: sql`CASE WHEN ${fills}
            THEN now() + make_interval(secs => least(${limit.maxHoldSeconds}::float8, ${limit.windowSeconds}::float8 * power(2, ${strikes})))
            ELSE rate_limits.blocked_until END`,
        }),
      )
      .returning(
        sql<number | null>`CASE WHEN blocked_until > now()
          THEN greatest(1, ceil(extract(epoch FROM blocked_until - now())))::int END`.as('retry_after'),
      ),
  );
  return row?.retry_after ?? null;
}

/** Takes back one hit of `key` (never below none). */
export const uncountHit = (q: Queryable, key: string) =>
  exec(
    q,
    sqlBuilder.updateTable('rate_limits').set({ hits: sql`greatest(hits - 1, 0)` }).where('key', '=', key),
  );

export const deleteRateLimit = (q: Queryable, key: string) =>
  exec(q, sqlBuilder.deleteFrom('rate_limits').where('key', '=', key));

/** Seconds until the window of `windowSeconds` that `key` counts in ends (at least 1); none: no window. */
export async function windowSecondsLeft(
  q: Queryable,
  key: string,
  windowSeconds: number,
): Promise<number | undefined> {
  const row = await runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('rate_limits')
      .select(
        sql<number>`greatest(1, ceil(extract(epoch FROM window_started_at + make_interval(secs => ${windowSeconds}) - now())))::int`.as(
          'remaining',
        ),
      )
      .where('key', '=', key),
  );
  return row?.remaining;
}
