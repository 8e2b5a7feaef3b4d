import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/seed.ts';
import { sha256 } from '../../security/tokens.ts';
import { appCode } from '../../testing/app-codes.ts';
import { call, codeIn, DEMO_STAFF, lastMessageTo, signInStaff } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const SECURE = 'secure@demo.test';
const SECURE_PHONE = '0423456789';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
// Each test opens its own sessions; only the per-user send limits are shared, so they start at zero.
beforeEach(async () => {
  await t.db.query('DELETE FROM rate_limits');
});

/** Signs secure@demo.test in up to the code step; answers the pending key and the code sent for it. */
async function startSignIn(): Promise<{ key: string; code: string }> {
  const res = await call(t.app, '/api/auth/login/', { body: { email: SECURE, password: DEMO_PASSWORD } });
  expect(res.status).toBe(200);
  const sms = await lastMessageTo(t.app, SECURE_PHONE);
  return { key: res.json.key, code: codeIn(sms?.body) };
}

const confirm = (token: string, code: string) =>
  call(t.app, '/api/auth/login-confirmation/', { token, body: { code } });

/** Any six digits other than `code`. */
const otherThan = (code: string, n = 1) => String((Number(code) + n) % 1_000_000).padStart(6, '0');

const resend = (token: string) =>
  call(t.app, '/api/auth/two-factor-authentication/request/', { token, body: { channel: 'sms' } });

describe('two-factor sign-in', () => {
  it('answers profile null, refuses the profile with login_2fa_required and texts a 6-digit code', async () => {
    const res = await call(t.app, '/api/auth/login/', { body: { email: SECURE, password: DEMO_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.json.profile).toBeNull();
    expect(typeof res.json.key).toBe('string');

    const profile = await call(t.app, '/api/profiles/my/', { token: res.json.key });
    expect(profile.status).toBe(403);
    expect(profile.json.code).toBe('login_2fa_required');
    expect(profile.text).not.toContain(SECURE);

    const sms = await lastMessageTo(t.app, SECURE_PHONE);
    expect(sms?.channel).toBe('sms');
    expect(sms?.body).toMatch(/\b\d{6}\b/);

    // The code is stored only as its hash.
    const code = codeIn(sms?.body);
    const rows = await t.db.query<{ code_hash: string }>(
      `SELECT v.code_hash FROM verification_codes v JOIN sessions s ON s.id = v.session_id
        WHERE s.token_hash = $1 AND v.used_at IS NULL`,
      [sha256(res.json.key)],
    );
    expect(rows).toEqual([{ code_hash: sha256(code) }]);
  });

  it('refuses a wrong code and accepts the right one with a new key; the old key answers 401', async () => {
    const { key, code } = await startSignIn();
    const wrong = await confirm(key, otherThan(code));
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({ code: ['The code is not valid.'] });

    const ok = await confirm(key, code);
    expect(ok.status).toBe(200);
    expect(ok.json.key).not.toBe(key);
    expect(ok.json.profile).toMatchObject({ email: SECURE, login_two_factor_auth_enabled: true });

    const old = await call(t.app, '/api/profiles/my/', { token: key });
    expect(old.status).toBe(401);
    const fresh = await call(t.app, '/api/profiles/my/', { token: ok.json.key });
    expect(fresh.status).toBe(200);
    expect(fresh.json.email).toBe(SECURE);

    // The code is single use.
    const again = await confirm(ok.json.key, code);
    expect(again.status).toBe(400);
  });

  it('validates the code field with the contract', async () => {
    const { key } = await startSignIn();
    const res = await call(t.app, '/api/auth/login-confirmation/', { token: key, body: {} });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: ['This field is required'] });
    const letters = await confirm(key, 'abcdef');
    expect(letters.status).toBe(400);
    expect(letters.json).toEqual({ code: ['Code must contain numbers only'] });
  });

  it('ends a code after five wrong guesses', async () => {
    const { key, code } = await startSignIn();
    for (let i = 1; i <= 4; i++) {
      const res = await confirm(key, otherThan(code, i));
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ code: ['The code is not valid.'] });
    }
    const fifth = await confirm(key, otherThan(code, 5));
    expect(fifth.status).toBe(400);
    expect(fifth.json).toEqual({ code: ['Too many incorrect attempts. Please request a new code.'] });

    const right = await confirm(key, code);
    expect(right.status).toBe(400);
    expect(right.json).toEqual({ code: ['Too many incorrect attempts. Please request a new code.'] });
    expect((await call(t.app, '/api/profiles/my/', { token: key })).status).toBe(403);

    // A new code works.
    expect((await resend(key)).status).toBe(200);
    const fresh = codeIn((await lastMessageTo(t.app, SECURE_PHONE))?.body);
    expect((await confirm(key, fresh)).status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const { key, code } = await startSignIn();
    await t.db.query(
      `UPDATE verification_codes SET expires_at = now() - interval '1 minute'
        WHERE session_id = (SELECT id FROM sessions WHERE token_hash = $1)`,
      [sha256(key)],
    );
    const res = await confirm(key, code);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: ['The code has expired. Please request a new one.'] });
    expect((await call(t.app, '/api/profiles/my/', { token: key })).status).toBe(403);
  });

  it('a resend replaces the code; a resend right after another answers 429', async () => {
    const { key, code: first } = await startSignIn();
    const one = await resend(key);
    expect(one.status).toBe(200);
    expect(one.json.detail).toEqual(expect.any(String));
    const second = codeIn((await lastMessageTo(t.app, SECURE_PHONE))?.body);

    const two = await resend(key);
    expect(two.status).toBe(429);
    expect(two.json.detail).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);

    if (first !== second) {
      const old = await confirm(key, first);
      expect(old.status).toBe(400);
      expect(old.json).toEqual({ code: ['The code is not valid.'] });
    }
    expect((await confirm(key, second)).status).toBe(200);
  });

  it('answers 403 max_verification_limit_reached after 6 codes in an hour', async () => {
    const { key } = await startSignIn(); // code 1
    for (let i = 2; i <= 6; i++) {
      await t.db.query(`DELETE FROM rate_limits WHERE key LIKE 'code-resend:%'`);
      const res = await resend(key);
      expect(res.status).toBe(200);
    }
    await t.db.query(`DELETE FROM rate_limits WHERE key LIKE 'code-resend:%'`);
    const [{ n: before }] = (await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM outbox WHERE recipient = $1`,
      [SECURE_PHONE],
    )) as [{ n: number }];
    const seventh = await resend(key);
    expect(seventh.status).toBe(403);
    expect(seventh.json.code).toBe('max_verification_limit_reached');
    const [{ n: after }] = (await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM outbox WHERE recipient = $1`,
      [SECURE_PHONE],
    )) as [{ n: number }];
    expect(after).toBe(before);
    // A new sign-in is refused the same way: it would need a seventh code.
    const login = await call(t.app, '/api/auth/login/', { body: { email: SECURE, password: DEMO_PASSWORD } });
    expect(login.status).toBe(403);
    expect(login.json.code).toBe('max_verification_limit_reached');
  });

  it('a code issued for one session does not confirm another', async () => {
    const a = await startSignIn();
    const b = await startSignIn();
    expect(b.key).not.toBe(a.key);
    if (a.code !== b.code) {
      const crossed = await confirm(b.key, a.code);
      expect(crossed.status).toBe(400);
      expect(crossed.json).toEqual({ code: ['The code is not valid.'] });
    }
    // Each session's own code still works for it.
    const okA = await confirm(a.key, a.code);
    expect(okA.status).toBe(200);
    const okB = await confirm(b.key, b.code);
    expect(okB.status).toBe(200);
  });

  it('a login code does not confirm an action, and a signed-in session has no sign-in to confirm', async () => {
    const { key, code } = await startSignIn();
    // While the sign-in is pending, nothing but the sign-in calls is open.
    const pending = await call(t.app, '/api/auth/action-confirmation/', { token: key, body: { code } });
    expect(pending.status).toBe(403);
    expect(pending.json.code).toBe('login_2fa_required');

    const ok = await confirm(key, code);
    expect(ok.status).toBe(200);
    const action = await call(t.app, '/api/auth/action-confirmation/', {
      token: ok.json.key,
      body: { code },
    });
    expect(action.status).toBe(400);
    expect(action.json).toEqual({ code: ['The code is not valid.'] });
    const again = await confirm(ok.json.key, code);
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ detail: 'There is no sign-in to confirm.' });
  });
});

describe('code guesses per address', () => {
  it('refuses with 429 after 30 code checks from one address in 15 minutes, across sessions', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < 6; i++) {
      const { key, code } = await startSignIn();
      for (let j = 1; j <= 5; j++) {
        const res = await call(t.app, '/api/auth/login-confirmation/', {
          token: key,
          body: { code: otherThan(code, j) },
          ip,
        });
        expect(res.status).toBe(400);
      }
      await t.db.query(
        "DELETE FROM rate_limits WHERE key LIKE 'code-%' AND key NOT LIKE 'code-check-address:%'",
      );
    }
    const { key, code } = await startSignIn();
    const blocked = await call(t.app, '/api/auth/login-confirmation/', { token: key, body: { code }, ip });
    expect(blocked.status).toBe(429);
    expect(blocked.json.detail).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
    // Another address is not affected.
    const ok = await call(t.app, '/api/auth/login-confirmation/', {
      token: key,
      body: { code },
      ip: '203.0.113.78',
    });
    expect(ok.status).toBe(200);
  });
});

describe('staff sign-in', () => {
  it('asks a staff member without an app for the SMS code, then lets them do nothing but set one up', async () => {
    await t.db.query(
      `INSERT INTO users (email, password_hash, first_name, last_name, phone_number, is_staff)
       SELECT 'new-staff@demo.test', password_hash, 'Noor', 'New', '0400877777', true FROM users WHERE email = 'staff@demo.test'`,
    );
    const res = await call(t.app, '/api/auth/login/', {
      body: { email: 'new-staff@demo.test', password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.json.profile).toBeNull();
    const pending = await call(t.app, '/api/staff/clients/', { token: res.json.key });
    expect([pending.status, pending.json.code]).toEqual([403, 'login_2fa_required']);

    const confirmed = await confirm(res.json.key, codeIn((await lastMessageTo(t.app, '0400877777'))?.body));
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.profile.second_factor_setup_required).toBe(true);
    const token = confirmed.json.key as string;
    const refused = await call(t.app, '/api/staff/clients/', { token });
    expect([refused.status, refused.json]).toEqual([
      403,
      {
        detail: 'Staff must set up an authenticator app or a passkey before anything else.',
        code: 'second_factor_setup_required',
      },
    ]);
    expect((await call(t.app, '/api/profiles/my/', { token })).status).toBe(200);

    // The code of the sign-in is a fresh factor: the app is set up without another SMS.
    const started = await call(t.app, '/api/profiles/my/second-factors/totp/', { token, body: {} });
    expect(started.status).toBe(200);
    const enrolled = await call(t.app, '/api/profiles/my/second-factors/totp/confirm/', {
      token,
      body: { code: await appCode(started.json.secret) },
    });
    expect(enrolled.status).toBe(200);
    const profile = await call(t.app, '/api/profiles/my/', { token });
    expect(profile.json.second_factor_setup_required).toBe(false);
    expect((await call(t.app, '/api/staff/clients/', { token })).status).toBe(200);
  });

  it('signs the demo staff member in with their authenticator app, sending no SMS', async () => {
    const before = await lastMessageTo(t.app, DEMO_STAFF.phone);
    const token = await signInStaff(t.app);
    expect((await call(t.app, '/api/auth/second-factors/', { token })).json.channels).toEqual(['totp']);
    expect((await call(t.app, '/api/profiles/my/', { token })).json.second_factor_setup_required).toBe(false);
    expect((await call(t.app, '/api/staff/clients/', { token })).status).toBe(200);
    expect(await lastMessageTo(t.app, DEMO_STAFF.phone)).toEqual(before);
  });

  it('refuses staff without a mobile number and tells them to contact an administrator', async () => {
    await t.db.query(
      `INSERT INTO users (email, password_hash, first_name, last_name, is_staff)
       SELECT 'nophone-staff@demo.test', password_hash, 'No', 'Phone', true FROM users WHERE email = 'staff@demo.test'`,
    );
    const res = await call(t.app, '/api/auth/login/', {
      body: { email: 'nophone-staff@demo.test', password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(403);
    expect(res.json.detail).toContain('contact an administrator');
    expect(res.json.key).toBeUndefined();
    const [sessions] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = 'nophone-staff@demo.test'`,
    );
    expect(sessions!.n).toBe(0);
  });
});
