import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { blockedFor, hit, reset, throttle, tooManyAttempts } from './rate-limit.ts';

// Runs on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL), where the counters live.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const LIMIT = { max: 3, windowSeconds: 60 };
let n = 0;
/** A key no other test uses. */
const freshKey = () => `unit-test:${++n}:${Math.random()}`;

const ageWindow = (key: string, seconds: number) =>
  t.db.query(`UPDATE rate_limits SET window_started_at = now() - make_interval(secs => $2) WHERE key = $1`, [
    key,
    seconds,
  ]);

async function refusal(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('hit', () => {
  it('counts hits in the window', async () => {
    const key = freshKey();
    expect(await hit(t.db, key, LIMIT)).toBe(1);
    expect(await hit(t.db, key, LIMIT)).toBe(2);
    expect(await hit(t.db, key, LIMIT)).toBe(3);
    expect(await hit(t.db, key, LIMIT)).toBe(4);
    expect(await hit(t.db, freshKey(), LIMIT)).toBe(1);
  });

  it('starts a new window once the old one ends', async () => {
    const key = freshKey();
    for (let i = 0; i < 5; i++) await hit(t.db, key, LIMIT);
    await ageWindow(key, 61);
    expect(await hit(t.db, key, LIMIT)).toBe(1);
    const [row] = await t.db.query<{ age: number }>(
      'SELECT extract(epoch FROM now() - window_started_at)::float8 AS age FROM rate_limits WHERE key = $1',
      [key],
    );
    expect(row!.age).toBeLessThan(5);
  });

  it('counts every one of many hits made at once', async () => {
    const key = freshKey();
    const counts = await Promise.all(Array.from({ length: 20 }, () => hit(t.db, key, LIMIT)));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});

describe('blockedFor', () => {
  it('is 0 below the limit and the seconds left once it is reached', async () => {
    const key = freshKey();
    expect(await blockedFor(t.db, key, LIMIT)).toBe(0);
    await hit(t.db, key, LIMIT);
    await hit(t.db, key, LIMIT);
    expect(await blockedFor(t.db, key, LIMIT)).toBe(0);
    await hit(t.db, key, LIMIT);
    const wait = await blockedFor(t.db, key, LIMIT);
    expect(wait).toBeGreaterThan(55);
    expect(wait).toBeLessThanOrEqual(60);
  });

  it('is 0 again when the window ends', async () => {
    const key = freshKey();
    for (let i = 0; i < 10; i++) await hit(t.db, key, LIMIT);
    await ageWindow(key, 45);
    const wait = await blockedFor(t.db, key, LIMIT);
    expect(wait).toBeGreaterThan(10);
    expect(wait).toBeLessThanOrEqual(15);
    await ageWindow(key, 60);
    expect(await blockedFor(t.db, key, LIMIT)).toBe(0);
  });
});

describe('reset', () => {
  it('forgets the hits of a key and only that key', async () => {
    const key = freshKey();
    const other = freshKey();
    for (let i = 0; i < 3; i++) {
      await hit(t.db, key, LIMIT);
      await hit(t.db, other, LIMIT);
    }
    await reset(t.db, key);
    expect(await blockedFor(t.db, key, LIMIT)).toBe(0);
    expect(await hit(t.db, key, LIMIT)).toBe(1);
    expect(await blockedFor(t.db, other, LIMIT)).toBeGreaterThan(0);
  });
});

describe('throttle', () => {
  it('lets max hits through, then refuses with 429 and the wait', async () => {
    const key = freshKey();
    for (let i = 0; i < LIMIT.max; i++) await throttle(t.db, key, LIMIT);
    const error = await refusal(throttle(t.db, key, LIMIT));
    expect(error.status).toBe(429);
    expect(error.body.detail).toMatch(/^Too many attempts\. Please try again in (5\d|60) seconds\.$/);
    await ageWindow(key, 61);
    await expect(throttle(t.db, key, LIMIT)).resolves.toBeUndefined();
  });

  it('answers the wait in minutes for long windows', async () => {
    const key = freshKey();
    const hour = { max: 1, windowSeconds: 3600 };
    await throttle(t.db, key, hour);
    const error = await refusal(throttle(t.db, key, hour));
    expect(error.body).toEqual({ detail: 'Too many attempts. Please try again in 60 minutes.' });
  });
});

describe('tooManyAttempts', () => {
  it('words short waits in seconds and long ones in whole minutes, rounded up', () => {
    expect(tooManyAttempts(30).body).toEqual({
      detail: 'Too many attempts. Please try again in 30 seconds.',
    });
    expect(tooManyAttempts(90).body.detail).toBe('Too many attempts. Please try again in 90 seconds.');
    expect(tooManyAttempts(91).body.detail).toBe('Too many attempts. Please try again in 2 minutes.');
    expect(tooManyAttempts(900).body.detail).toBe('Too many attempts. Please try again in 15 minutes.');
    expect(tooManyAttempts(900).status).toBe(429);
  });
});
