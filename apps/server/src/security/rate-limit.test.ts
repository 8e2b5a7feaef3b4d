import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { giveBack, hit, reset, takeAttempt, throttle, tooManyAttempts } from './rate-limit.ts';

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

describe('takeAttempt', () => {
  const BACKOFF = { max: 3, windowSeconds: 60, maxHoldSeconds: 200 };
  const holdOf = async (key: string) => {
    const [row] = await t.db.query<{ hold: number; strikes: number }>(
      `SELECT ceil(extract(epoch FROM blocked_until - now()))::int AS hold, strikes FROM rate_limits WHERE key = $1`,
      [key],
    );
    return row!;
  };

  it('allows max attempts made at once, holds the key and refuses the rest', async () => {
    const key = freshKey();
    const answers = await Promise.all(Array.from({ length: 20 }, () => takeAttempt(t.db, key, BACKOFF)));
    expect(answers.filter((a) => a.allowed)).toHaveLength(3);
    const refused = answers.find((a) => !a.allowed);
    expect(refused).toMatchObject({ allowed: false, retryAfter: expect.any(Number) });
    expect((await holdOf(key)).hold).toBeGreaterThan(55);
  });

  it('does not renew a hold with the attempts it refuses; each new hold doubles, up to the most', async () => {
    const key = freshKey();
    for (let i = 0; i < 4; i++) await takeAttempt(t.db, key, BACKOFF);
    expect(await holdOf(key)).toMatchObject({ strikes: 1 });
    const first = (await holdOf(key)).hold;
    for (let i = 0; i < 10; i++) expect((await takeAttempt(t.db, key, BACKOFF)).allowed).toBe(false);
    expect((await holdOf(key)).hold).toBeLessThanOrEqual(first);

    // The hold ends: the window starts afresh, and the next hold is twice as long.
    await t.db.query(
      `UPDATE rate_limits SET blocked_until = now() - interval '1 second', window_started_at = now() - interval '2 minutes' WHERE key = $1`,
      [key],
    );
    for (let i = 0; i < 3; i++) expect((await takeAttempt(t.db, key, BACKOFF)).allowed).toBe(true);
    expect((await takeAttempt(t.db, key, BACKOFF)).allowed).toBe(false);
    expect(await holdOf(key)).toMatchObject({ strikes: 2 });
    expect((await holdOf(key)).hold).toBeGreaterThan(115);

    await t.db.query(
      `UPDATE rate_limits SET blocked_until = now() - interval '1 second', window_started_at = now() - interval '2 minutes' WHERE key = $1`,
      [key],
    );
    for (let i = 0; i < 4; i++) await takeAttempt(t.db, key, BACKOFF);
    expect((await holdOf(key)).hold).toBe(200);
  });

  it('forgets earlier holds after a day without one', async () => {
    const key = freshKey();
    for (let i = 0; i < 4; i++) await takeAttempt(t.db, key, BACKOFF);
    await t.db.query(
      `UPDATE rate_limits SET blocked_until = now() - interval '25 hours', window_started_at = now() - interval '25 hours', strikes = 3 WHERE key = $1`,
      [key],
    );
    for (let i = 0; i < 4; i++) await takeAttempt(t.db, key, BACKOFF);
    expect(await holdOf(key)).toMatchObject({ strikes: 1 });
    expect((await holdOf(key)).hold).toBeLessThanOrEqual(60);
  });

  it('an attempt given back makes room for one more', async () => {
    const key = freshKey();
    for (let i = 0; i < 3; i++) await takeAttempt(t.db, key, BACKOFF);
    await giveBack(t.db, key);
    expect((await takeAttempt(t.db, key, BACKOFF)).allowed).toBe(true);
    expect((await takeAttempt(t.db, key, BACKOFF)).allowed).toBe(false);
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
    expect(await hit(t.db, key, LIMIT)).toBe(1);
    expect(await hit(t.db, other, LIMIT)).toBe(4);
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
