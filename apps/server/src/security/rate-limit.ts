import type { Queryable } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import {
  countAttempt,
  countHit,
  deleteRateLimit,
  uncountHit,
  windowSecondsLeft,
} from './rate-limit-queries.ts';

export type Limit = { max: number; windowSeconds: number };

/**
 * Counts one hit on `key` in a fixed window and answers how many hits the window holds now.
 * One statement, so two instances counting at once never both see room that is not there.
 */
export async function hit(q: Queryable, key: string, limit: Limit): Promise<number> {
  return countHit(q, key, limit.windowSeconds);
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
  const retryAfter = await countAttempt(q, key, limit);
  return retryAfter ? { allowed: false, retryAfter } : { allowed: true };
}

/** Gives back an attempt taken by `hit` or `takeAttempt` that turned out to be the rightful user's. */
export async function giveBack(q: Queryable, key: string): Promise<void> {
  await uncountHit(q, key);
}

export async function reset(q: Queryable, key: string): Promise<void> {
  await deleteRateLimit(q, key);
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
  return (await windowSecondsLeft(q, key, limit.windowSeconds)) ?? limit.windowSeconds;
}

export function tooManyAttempts(seconds: number): AppError {
  const wait =
    seconds > 90 ? `${Math.ceil(seconds / 60)} minutes` : seconds === 1 ? '1 second' : `${seconds} seconds`;
  return new AppError(429, { detail: `Too many attempts. Please try again in ${wait}.` });
}
