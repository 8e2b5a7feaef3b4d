import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/seed.ts';
import { call, codeIn, lastMessageTo, signIn, signInStaff } from '../../testing/http.ts';
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

/** A user of its own for a test (the demo password). */
async function newUser(
  email: string,
  options: { phone?: string; twoFactor?: boolean } = {},
): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, phone_number, login_two_factor_auth_enabled)
     SELECT $1, password_hash, 'Blair', 'Block', $2, $3 FROM users WHERE email = 'investor@demo.test' RETURNING id`,
    [email, options.phone ?? null, options.twoFactor ?? false],
  );
  return row!.id;
}

const block = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(t.app, '/api/profiles/my/block-access/', { token, body, headers });
const login = (email: string) =>
  call(t.app, '/api/auth/login/', { body: { email, password: DEMO_PASSWORD } });

describe('POST /api/profiles/my/block-access/', () => {
  it('refuses a wrong password on the password field and blocks nothing', async () => {
    const id = await newUser('wrong-block@demo.test');
    const token = await signIn(t.app, 'wrong-block@demo.test');
    const res = await block(token, { password: 'Not-The-Password-1!' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ password: ['Your password was entered incorrectly. Please enter it again.'] });
    const [row] = await t.db.query('SELECT blocked_status FROM users WHERE id = $1', [id]);
    expect(row).toEqual({ blocked_status: null });
    expect((await call(t.app, '/api/profiles/my/', { token })).status).toBe(200);

    const empty = await block(token, {});
    expect(empty.status).toBe(400);
    expect(empty.json).toEqual({ password: ['This field is required'] });
  });

  it('blocks for good: every session answers 401 and a sign-in answers 403 permanent_blocked', async () => {
    const id = await newUser('self-block@demo.test');
    const token = await signIn(t.app, 'self-block@demo.test');
    const other = await signIn(t.app, 'self-block@demo.test');
    const res = await block(token, { password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ detail: 'Your account has been blocked.' });

    expect((await call(t.app, '/api/profiles/my/', { token })).status).toBe(401);
    expect((await call(t.app, '/api/profiles/my/', { token: other })).status).toBe(401);

    const again = await login('self-block@demo.test');
    expect(again.status).toBe(403);
    expect(again.json.extra?.code).toBe('permanent_blocked');
    expect(again.json.key).toBeUndefined();

    const [row] = await t.db.query('SELECT blocked_status FROM users WHERE id = $1', [id]);
    expect(row).toEqual({ blocked_status: 'permanent_blocked' });
    const [live] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sessions WHERE user_id = $1 AND revoked_at IS NULL',
      [id],
    );
    expect(live!.n).toBe(0);
    // A blocked account gets no reset link either.
    const reset = await call(t.app, '/api/auth/password-reset/', { body: { email: 'self-block@demo.test' } });
    expect(reset.status).toBe(200);
    const mail = await lastMessageTo(t.app, 'self-block@demo.test');
    expect(mail).toBeUndefined();
  });

  it('a temporarily blocked user gets temporary_blocked, at sign-in and on an open session', async () => {
    const id = await newUser('temp-block@demo.test');
    const token = await signIn(t.app, 'temp-block@demo.test');
    // The session has been used (and may be held in memory) before staff block the user in the database.
    expect((await call(t.app, '/api/profiles/my/', { token })).status).toBe(200);
    await t.db.query(`UPDATE users SET blocked_status = 'temporary_blocked' WHERE id = $1`, [id]);

    const res = await login('temp-block@demo.test');
    expect(res.status).toBe(403);
    expect(res.json.extra).toEqual({ code: 'temporary_blocked' });

    const open = await call(t.app, '/api/profiles/my/', { token });
    expect(open.status).toBe(403);
    expect(open.json.extra).toEqual({ code: 'temporary_blocked' });
  });

  it('asks a user with login two-factor for an action code before blocking', async () => {
    const phone = '0400000201';
    const id = await newUser('twofa-block@demo.test', { phone, twoFactor: true });
    const started = await login('twofa-block@demo.test');
    const loginCode = codeIn((await lastMessageTo(t.app, phone))?.body);
    const confirmed = await call(t.app, '/api/auth/login-confirmation/', {
      token: started.json.key,
      body: { code: loginCode },
    });
    expect(confirmed.status).toBe(200);
    const token: string = confirmed.json.key;

    const schema = await call(t.app, '/api/auth/security-schema/?resource=block_access', { token });
    expect(schema.json).toEqual({
      resource: 'block_access',
      two_factor_required_for_write: true,
      confirmed: false,
    });
    const refused = await block(token, { password: DEMO_PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('action_confirmation_required');
    const [row] = await t.db.query('SELECT blocked_status FROM users WHERE id = $1', [id]);
    expect(row).toEqual({ blocked_status: null });

    expect(
      (await call(t.app, '/api/profiles/my/send-2fa-confirmation-code-sms/', { token, method: 'POST' }))
        .status,
    ).toBe(200);
    const actionCode = codeIn((await lastMessageTo(t.app, phone))?.body);
    expect(
      (await call(t.app, '/api/auth/action-confirmation/', { token, body: { code: actionCode } })).status,
    ).toBe(200);
    const res = await block(token, { password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expect((await login('twofa-block@demo.test')).json.extra?.code).toBe('permanent_blocked');
  });

  it('refuses staff blocking an account on behalf of a client', async () => {
    const [investor] = await t.db.query<{ id: number }>(
      `SELECT id FROM users WHERE email = 'investor@demo.test'`,
    );
    const staff = await signInStaff(t.app);
    const res = await block(
      staff,
      { password: DEMO_PASSWORD },
      { 'x-managed-user-id': String(investor!.id) },
    );
    expect(res.status).toBe(403);
    const rows = await t.db.query(
      `SELECT email FROM users WHERE email IN ('investor@demo.test', 'staff@demo.test') AND blocked_status IS NOT NULL`,
    );
    expect(rows).toEqual([]);
    expect((await call(t.app, '/api/profiles/my/', { token: staff })).status).toBe(200);
  });
});
