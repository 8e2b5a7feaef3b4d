import { passwordProblem } from '@portal/contracts/password';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/seed.ts';
import { call, codeIn, confirmActionWithCode, lastMessageTo, signIn } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const NEW_PASSWORD = 'Quiet-Meadow-Compass-77!';
const WRONG_OLD = { old_password: ['Your old password was entered incorrectly. Please enter it again.'] };

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

/** A user of its own for a test (the demo password, login two-factor off). */
async function newUser(email: string): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name, last_name)
     SELECT $1, password_hash, 'Chris', 'Change' FROM users WHERE email = 'investor@demo.test' RETURNING id`,
    [email],
  );
  return row!.id;
}

const change = (token: string, body: Record<string, unknown>) =>
  call(t.app, '/api/auth/password-change/', { token, body });

const validChange = (old_password = DEMO_PASSWORD) => ({
  old_password,
  new_password1: NEW_PASSWORD,
  new_password2: NEW_PASSWORD,
});

describe('POST /api/auth/password-change/', () => {
  it('refuses a wrong old password on old_password and changes nothing', async () => {
    const id = await newUser('wrong-old@demo.test');
    const token = await signIn(t.app, 'wrong-old@demo.test');
    const [before] = await t.db.query('SELECT password_hash FROM users WHERE id = $1', [id]);
    const res = await change(token, validChange('Not-The-Password-1!'));
    expect(res.status).toBe(400);
    expect(res.json).toEqual(WRONG_OLD);
    const [after] = await t.db.query('SELECT password_hash FROM users WHERE id = $1', [id]);
    expect(after).toEqual(before);
    expect((await call(t.app, '/api/profiles/my/', { token })).status).toBe(200);
  });

  it('saves the password, gives a new key, signs out every other device and e-mails the user', async () => {
    const token = await signIn(t.app, 'reset@demo.test');
    const otherDevice = await signIn(t.app, 'reset@demo.test');
    await confirmActionWithCode(t.app, token, '0445678901');
    const before = await call(t.app, '/api/profiles/my/', { token });
    expect(before.json.force_password_change).toBe(true);

    const res = await change(token, validChange());
    expect(res.status).toBe(200);
    expect(res.json.detail).toBe('New password has been saved.');
    expect(typeof res.json.key).toBe('string');
    expect(res.json.key).not.toBe(token);

    expect((await call(t.app, '/api/profiles/my/', { token })).status).toBe(401);
    expect((await call(t.app, '/api/profiles/my/', { token: otherDevice })).status).toBe(401);
    const fresh = await call(t.app, '/api/profiles/my/', { token: res.json.key });
    expect(fresh.status).toBe(200);
    expect(fresh.json.force_password_change).toBe(false);
    const [row] = await t.db.query<{ force_password_change: boolean; password_hash: string }>(
      `SELECT force_password_change, password_hash FROM users WHERE email = 'reset@demo.test'`,
    );
    expect(row!.force_password_change).toBe(false);
    expect(row!.password_hash.startsWith('$argon2id$')).toBe(true);

    const mail = await lastMessageTo(t.app, 'reset@demo.test');
    expect(mail?.channel).toBe('email');
    expect(mail?.subject).toBe('Your password was changed');
    expect(mail?.body).not.toContain(NEW_PASSWORD);
    expect(mail?.body).not.toContain(DEMO_PASSWORD);

    const oldLogin = await call(t.app, '/api/auth/login/', {
      body: { email: 'reset@demo.test', password: DEMO_PASSWORD },
    });
    expect(oldLogin.status).toBe(400);
    const newLogin = await call(t.app, '/api/auth/login/', {
      body: { email: 'reset@demo.test', password: NEW_PASSWORD },
    });
    expect(newLogin.status).toBe(200);
  });

  it("checks the new password with the contracts' rules", async () => {
    await newUser('weak-change@demo.test');
    const token = await signIn(t.app, 'weak-change@demo.test');
    const weak = await change(token, {
      old_password: DEMO_PASSWORD,
      new_password1: 'short',
      new_password2: 'short',
    });
    expect(weak.status).toBe(400);
    expect(weak.json).toEqual({ new_password1: [passwordProblem('short')] });
    const mismatch = await change(token, { ...validChange(), new_password2: 'Something-Else-123!' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json).toEqual({ new_password2: ['Passwords do not match'] });
    const missing = await change(token, {});
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({
      old_password: ['This field is required'],
      new_password1: ['This field is required'],
      new_password2: ['This field is required'],
    });
    expect((await call(t.app, '/api/profiles/my/', { token })).status).toBe(200);
  });

  it('limits current-password checks to 5 in 15 minutes per user', async () => {
    await newUser('guess-change@demo.test');
    const token = await signIn(t.app, 'guess-change@demo.test');
    for (let i = 0; i < 5; i++) {
      const res = await change(token, validChange(`Guess-${i}-Password!`));
      expect(res.status).toBe(400);
      expect(res.json).toEqual(WRONG_OLD);
    }
    const right = await change(token, validChange());
    expect(right.status).toBe(429);
    expect(right.json.detail).toContain('Too many attempts');
  });

  it('answers 401 without a token', async () => {
    const res = await call(t.app, '/api/auth/password-change/', { body: validChange() });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('asks a user with login two-factor for an action code first (secure@demo.test)', async () => {
    const login = await call(t.app, '/api/auth/login/', {
      body: { email: 'secure@demo.test', password: DEMO_PASSWORD },
    });
    const loginCode = codeIn((await lastMessageTo(t.app, '0423456789'))?.body);
    const confirmed = await call(t.app, '/api/auth/login-confirmation/', {
      token: login.json.key,
      body: { code: loginCode },
    });
    expect(confirmed.status).toBe(200);
    const token: string = confirmed.json.key;

    const refused = await change(token, validChange());
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('action_confirmation_required');

    const schema = await call(t.app, '/api/auth/security-schema/?resource=password', { token });
    expect(schema.status).toBe(200);
    expect(schema.json).toEqual({
      resource: 'password',
      two_factor_required_for_write: true,
      confirmed: false,
    });

    const sent = await call(t.app, '/api/profiles/my/send-2fa-confirmation-code-sms/', {
      token,
      method: 'POST',
    });
    expect(sent.status).toBe(200);
    const actionCode = codeIn((await lastMessageTo(t.app, '0423456789'))?.body);

    const wrong = await call(t.app, '/api/auth/action-confirmation/', {
      token,
      body: { code: String((Number(actionCode) + 1) % 1_000_000).padStart(6, '0') },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({ code: ['The code is not valid.'] });

    const action = await call(t.app, '/api/auth/action-confirmation/', { token, body: { code: actionCode } });
    expect(action.status).toBe(200);
    expect(action.json.detail).toEqual(expect.any(String));
    const after = await call(t.app, '/api/auth/security-schema/?resource=password', { token });
    expect(after.json).toEqual({
      resource: 'password',
      two_factor_required_for_write: true,
      confirmed: true,
    });

    const res = await change(token, validChange());
    expect(res.status).toBe(200);
    expect(res.json.detail).toBe('New password has been saved.');
    expect((await call(t.app, '/api/profiles/my/', { token: res.json.key })).status).toBe(200);
  });

  it('a user without login two-factor needs no action code', async () => {
    await newUser('plain-schema@demo.test');
    const token = await signIn(t.app, 'plain-schema@demo.test');
    const schema = await call(t.app, '/api/auth/security-schema/?resource=block_access', { token });
    expect(schema.status).toBe(200);
    expect(schema.json).toEqual({
      resource: 'block_access',
      two_factor_required_for_write: false,
      confirmed: false,
    });
    const bad = await call(t.app, '/api/auth/security-schema/?resource=everything', { token });
    expect(bad.status).toBe(400);
  });
});
