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

/** Seconds until the window of `key` ends, or 0 when it holds fewer than `limit.max` hits. */
export async function blockedFor(q: Queryable, key: string, limit: Limit): Promise<number> {
  const [row] = await q.query<{ hits: number; remaining: number }>(
    `SELECT hits, ceil(extract(epoch FROM window_started_at + make_interval(secs => $2) - now()))::int AS remaining
       FROM rate_limits WHERE key = $1`,
    [key, limit.windowSeconds],
  );
  if (!row || row.remaining <= 0 || row.hits < limit.max) return 0;
  return row.remaining;
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

async function secondsLeft(q: Queryable, key: string, limit: Limit): Promise<number> {
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
