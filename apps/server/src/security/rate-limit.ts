import { sql } from 'kysely';
import type { Queryable } from '../db/client.ts';
import { exec, runMaybeOne, runOne, sqlBuilder } from '../db/typed-sql.ts';
import { AppError } from '../http/errors.ts';

export type Limit = { max: number; windowSeconds: number };

// Inside ON CONFLICT DO UPDATE, `rate_limits.` names the row already stored for the key.
const windowOver = (seconds: number) =>
  sql<boolean>`rate_limits.window_started_at < now() - make_interval(secs => ${seconds})`;
const held = sql<boolean>`rate_limits.blocked_until IS NOT NULL AND rate_limits.blocked_until > now()`;
const firstHit = (key: string) => ({ key, window_started_at: sql<Date>`now()`, hits: 1 });

/**
 * Counts one hit on `key` in a fixed window and answers how many hits the window holds now.
 * One statement, so two instances counting at once never both see room that is not there.
 */
export async function hit(q: Queryable, key: string, limit: Limit): Promise<number> {
  const over = windowOver(limit.windowSeconds);
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

export type Backoff = Limit & {
  /** The longest hold; each hold within a day of the last one doubles, up to this. */
  maxHoldSeconds: number;
};

/**
 * Takes one attempt from `key` before the attempt is evaluated, in one statement, and answers whether it
 * may go on. When the window fills, the key is held for `windowSeconds` times 2^(holds in the last day),
 * at most `maxHoldSeconds`; attempts during a hold are refused and not counted, so they never renew it.
 */
export async function takeAttempt(
  q: Queryable,
  key: string,
  limit: Backoff,
): Promise<{ allowed: true } | { allowed: false; retryAfter: number }> {
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
  return row?.retry_after ? { allowed: false, retryAfter: row.retry_after } : { allowed: true };
}

/** Gives back an attempt taken by `hit` or `takeAttempt` that turned out to be the rightful user's. */
export async function giveBack(q: Queryable, key: string): Promise<void> {
  await exec(
    q,
    sqlBuilder.updateTable('rate_limits').set({ hits: sql`greatest(hits - 1, 0)` }).where('key', '=', key),
  );
}

export async function reset(q: Queryable, key: string): Promise<void> {
  await exec(q, sqlBuilder.deleteFrom('rate_limits').where('key', '=', key));
}

/** Counts a hit and refuses with 429 once the window is full. */
export async function throttle(q: Queryable, key: string, limit: Limit): Promise<void> {
  const hits = await hit(q, key, limit);
  if (hits > limit.max) {
    const wait = await secondsLeft(q, key, limit);
    throw tooManyAttempts(wait);
  }
}

/** Seconds until the window of `key` ends (at least 1). */
export async function secondsLeft(q: Queryable, key: string, limit: Limit): Promise<number> {
  const row = await runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('rate_limits')
      .select(
        sql<number>`greatest(1, ceil(extract(epoch FROM window_started_at + make_interval(secs => ${limit.windowSeconds}) - now())))::int`.as(
          'remaining',
        ),
      )
      .where('key', '=', key),
  );
  return row?.remaining ?? limit.windowSeconds;
}

export function tooManyAttempts(seconds: number): AppError {
  const wait =
    seconds > 90 ? `${Math.ceil(seconds / 60)} minutes` : seconds === 1 ? '1 second' : `${seconds} seconds`;
  return new AppError(429, { detail: `Too many attempts. Please try again in ${wait}.` });
}
