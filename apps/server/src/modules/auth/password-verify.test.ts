import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/seed.ts';
import { call, signIn } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db.query('DELETE FROM rate_limits');
});

describe('POST /api/auth/password-verify/', () => {
  it('says whether the password is the signed-in user’s, limited like every password check', async () => {
    const token = await signIn(t.app, 'investor@demo.test');
    const ok = await call(t.app, '/api/auth/password-verify/', { token, body: { password: DEMO_PASSWORD } });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ detail: 'Your password is correct.' });
    const wrong = await call(t.app, '/api/auth/password-verify/', {
      token,
      body: { password: 'Wrong-pass-1!' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({
      password: ['Your password was entered incorrectly. Please enter it again.'],
    });
    expect((await call(t.app, '/api/auth/password-verify/', { token, body: {} })).json).toEqual({
      password: ['This field is required'],
    });
    for (let i = 0; i < 5; i++)
      await call(t.app, '/api/auth/password-verify/', { token, body: { password: 'Wrong-pass-1!' } });
    const limited = await call(t.app, '/api/auth/password-verify/', {
      token,
      body: { password: DEMO_PASSWORD },
    });
    expect(limited.status).toBe(429);
    expect(
      (await call(t.app, '/api/auth/password-verify/', { body: { password: DEMO_PASSWORD } })).status,
    ).toBe(401);
  });
});
