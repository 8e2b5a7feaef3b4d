import type { Queryable } from '../db/client.ts';
import { AppError } from '../http/errors.ts';

export type Limit = { max: number; windowSeconds: number };

/**
 * Counts one hit on `key` in a fixed window and answers how many hits the window holds now.
 * One statement, so two instances counting at once never both see room that is not there.
 */
export async function hit(q: Queryable, key: string, limit: Limit): Promise<number> {
  const [row] = await q.query<{ hits: number }>(
    `INSERT INTO rate_limits (key, window_started_at, hits) VALUES ($1, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN rate_limits.window_started_at < now() - make_interval(secs => $2) THEN 1 ELSE rate_limits.hits + 1 END,
       window_started_at = CASE WHEN rate_limits.window_started_at < now() - make_interval(secs => $2) THEN now() ELSE rate_limits.window_started_at END
     RETURNING hits`,
    [key, limit.windowSeconds],
  );
  return row!.hits;
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
  const held = 'rate_limits.blocked_until IS NOT NULL AND rate_limits.blocked_until > now()';
  const windowOver = 'rate_limits.window_started_at < now() - make_interval(secs => $2)';
  const fills = `NOT (${held}) AND NOT (${windowOver}) AND rate_limits.hits + 1 > $3`;
  // A day without a hold forgets the earlier holds.
  const strikes = `CASE WHEN rate_limits.blocked_until < now() - interval '1 day' THEN 0 ELSE rate_limits.strikes END`;
  const [row] = await q.query<{ retry_after: number | null }>(
    `INSERT INTO rate_limits (key, window_started_at, hits) VALUES ($1, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN ${held} THEN rate_limits.hits WHEN ${windowOver} THEN 1 ELSE rate_limits.hits + 1 END,
       window_started_at = CASE WHEN ${windowOver} AND NOT (${held}) THEN now() ELSE rate_limits.window_started_at END,
       strikes = CASE WHEN ${fills} THEN ${strikes} + 1 ELSE rate_limits.strikes END,
       blocked_until = CASE WHEN ${fills}
         THEN now() + make_interval(secs => least($4::float8, $2::float8 * power(2, ${strikes})))
         ELSE rate_limits.blocked_until END
     RETURNING CASE WHEN blocked_until > now()
       THEN greatest(1, ceil(extract(epoch FROM blocked_until - now())))::int END AS retry_after`,
    [key, limit.windowSeconds, limit.max, limit.maxHoldSeconds],
  );
  return row?.retry_after ? { allowed: false, retryAfter: row.retry_after } : { allowed: true };
}

/** Gives back an attempt taken by `hit` or `takeAttempt` that turned out to be the rightful user's. */
export async function giveBack(q: Queryable, key: string): Promise<void> {
  await q.query('UPDATE rate_limits SET hits = greatest(hits - 1, 0) WHERE key = $1', [key]);
}

export async function reset(q: Queryable, key: string): Promise<void> {
  await q.query('DELETE FROM rate_limits WHERE key = $1', [key]);
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
  const [row] = await q.query<{ remaining: number }>(
    `SELECT greatest(1, ceil(extract(epoch FROM window_started_at + make_interval(secs => $2) - now())))::int AS remaining
       FROM rate_limits WHERE key = $1`,
    [key, limit.windowSeconds],
  );
  return row?.remaining ?? limit.windowSeconds;
}

export function tooManyAttempts(seconds: number): AppError {
  const wait =
    seconds > 90 ? `${Math.ceil(seconds / 60)} minutes` : seconds === 1 ? '1 second' : `${seconds} seconds`;
  return new AppError(429, { detail: `Too many attempts. Please try again in ${wait}.` });
}
