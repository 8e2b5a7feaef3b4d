import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../../security/tokens.ts';
import { call, signIn } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const SESSION_EXPIRE_AFTER = 600;
const SESSION_EXPIRE_WARNING_AFTER = 540;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    sessionExpireAfter: SESSION_EXPIRE_AFTER,
    sessionExpireWarningAfter: SESSION_EXPIRE_WARNING_AFTER,
  });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db.query('DELETE FROM rate_limits');
});

/** Pretends the session behind `token` has been idle for `seconds`. */
const idleFor = (token: string, seconds: number) =>
  t.db.query(
    `UPDATE sessions SET last_activity_at = now() - make_interval(secs => $2) WHERE token_hash = $1`,
    [sha256(token), seconds],
  );

const lastActivity = async (token: string) => {
  const res = await call(t.app, '/api/auth/last-activity/', { token });
  expect(res.status).toBe(200);
  return res.json.inactive_seconds as number;
};

describe('sessions', () => {
  it('session-config answers the configured numbers', async () => {
    const res = await call(t.app, '/api/auth/session-config/');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      session_expire_after: SESSION_EXPIRE_AFTER,
      session_expire_warning_after: SESSION_EXPIRE_WARNING_AFTER,
    });
  });

  it('last-activity answers inactive_seconds and does not renew activity; keep-alive does', async () => {
    const token = await signIn(t.app, 'investor@demo.test');
    await idleFor(token, 120);
    const first = await lastActivity(token);
    expect(first).toBeGreaterThanOrEqual(120);
    expect(first).toBeLessThan(180);
    const second = await lastActivity(token);
    expect(second).toBeGreaterThanOrEqual(120);

    const keep = await call(t.app, '/api/auth/keep-alive/', { token });
    expect(keep.status).toBe(200);
    expect(keep.json.detail).toEqual(expect.any(String));
    expect(await lastActivity(token)).toBeLessThan(5);
  });

  it('any other authorised call counts as activity', async () => {
    const token = await signIn(t.app, 'investor@demo.test');
    await idleFor(token, 200);
    expect((await call(t.app, '/api/profiles/my/', { token })).status).toBe(200);
    expect(await lastActivity(token)).toBeLessThan(5);
  });

  it('a session idle longer than session_expire_after answers 401 and stays dead', async () => {
    const token = await signIn(t.app, 'investor@demo.test');
    await idleFor(token, SESSION_EXPIRE_AFTER - 30);
    expect((await call(t.app, '/api/profiles/my/', { token })).status).toBe(200);

    await idleFor(token, SESSION_EXPIRE_AFTER + 5);
    const expired = await call(t.app, '/api/auth/keep-alive/', { token });
    expect(expired.status).toBe(401);
    expect(expired.json.detail).toEqual(expect.any(String));

    // Even with the idle time back to zero, the token is revoked for good.
    await idleFor(token, 0);
    const after = await call(t.app, '/api/profiles/my/', { token });
    expect(after.status).toBe(401);
    expect(after.json).toEqual({ detail: 'Invalid token.' });
    expect((await call(t.app, '/api/auth/last-activity/', { token })).status).toBe(401);
  });

  it('last-activity itself does not keep a session past its idle limit', async () => {
    const token = await signIn(t.app, 'investor@demo.test');
    await idleFor(token, SESSION_EXPIRE_AFTER + 1);
    expect((await call(t.app, '/api/auth/last-activity/', { token })).status).toBe(401);
  });

  it('a session held in memory still ends when its idle time runs out there', async () => {
    const token = await signIn(t.app, 'investor@demo.test');
    await idleFor(token, SESSION_EXPIRE_AFTER - 1);
    // last-activity reads the session (and keeps it in memory) without counting as activity.
    expect(await lastActivity(token)).toBeGreaterThanOrEqual(SESSION_EXPIRE_AFTER - 1);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await call(t.app, '/api/auth/keep-alive/', { token })).status).toBe(401);
  });

  it('a session ends at the absolute limit whatever the activity', async () => {
    const token = await signIn(t.app, 'investor@demo.test');
    await t.db.query(`UPDATE sessions SET created_at = now() - interval '13 hours' WHERE token_hash = $1`, [
      sha256(token),
    ]);
    expect((await call(t.app, '/api/auth/keep-alive/', { token })).status).toBe(401);
  });

  it('logout makes the token answer 401, and only that token', async () => {
    const token = await signIn(t.app, 'investor@demo.test');
    const other = await signIn(t.app, 'investor@demo.test');
    const res = await call(t.app, '/api/auth/logout/', { token, method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.json.detail).toEqual(expect.any(String));
    const after = await call(t.app, '/api/profiles/my/', { token });
    expect(after.status).toBe(401);
    expect(after.json).toEqual({ detail: 'Invalid token.' });
    expect((await call(t.app, '/api/auth/logout/', { token, method: 'POST' })).status).toBe(401);
    expect((await call(t.app, '/api/profiles/my/', { token: other })).status).toBe(200);
  });

  it('answers 401 without a token or with a malformed one', async () => {
    const none = await call(t.app, '/api/auth/keep-alive/');
    expect(none.status).toBe(401);
    expect(none.json).toEqual({ detail: 'Authentication credentials were not provided.' });
    const bearer = await call(t.app, '/api/auth/keep-alive/', { headers: { authorization: 'Bearer abc' } });
    expect(bearer.status).toBe(401);
    const unknown = await call(t.app, '/api/auth/keep-alive/', { token: 'not-a-real-token' });
    expect(unknown.status).toBe(401);
    expect(unknown.json).toEqual({ detail: 'Invalid token.' });
  });
});
