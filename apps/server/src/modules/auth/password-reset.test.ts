import { passwordProblem } from '@portal/contracts/password';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/seed.ts';
import { sha256 } from '../../security/tokens.ts';
import { call, codeIn, lastMessageTo } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const NEW_PASSWORD = 'Fresh-Harbour-Lantern-42!';
const RESET_SENT = {
  detail: 'If an account exists for this e-mail, we have sent a link to reset the password.',
};
const LINK_INVALID = { detail: 'The password reset link has expired or has already been used.' };

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

/** A user of its own for a test (the demo password, login two-factor off), so tests never share state. */
async function newUser(email: string, phone: string | null): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, phone_number)
     SELECT $1, password_hash, 'Robin', 'Reset', $2 FROM users WHERE email = 'investor@demo.test' RETURNING id`,
    [email, phone],
  );
  return row!.id;
}

const outboxCount = async (recipient: string) =>
  (
    await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE recipient = $1', [recipient])
  )[0]!.n;

/** Asks for a reset link and answers uid and token read from the e-mail. */
async function requestLink(email: string): Promise<{ uid: string; token: string; url: URL }> {
  const res = await call(t.app, '/api/auth/password-reset/', { body: { email } });
  expect(res.status).toBe(200);
  const mail = await lastMessageTo(t.app, email);
  const link = mail?.body.match(/https?:\/\/\S+/)?.[0];
  expect(link).toBeDefined();
  const url = new URL(link!);
  return { uid: url.searchParams.get('uid')!, token: url.searchParams.get('token')!, url };
}

const confirmReset = (body: Record<string, unknown>) =>
  call(t.app, '/api/auth/password-reset-confirm/', { body });

const login = (email: string, password: string) =>
  call(t.app, '/api/auth/login/', { body: { email, password } });

describe('password reset', () => {
  it('answers the same for known and unknown e-mails; only the known one gets a link to PUBLIC_URL', async () => {
    const id = await newUser('known-reset@demo.test', '0400000101');
    const known = await call(t.app, '/api/auth/password-reset/', {
      body: { email: 'known-reset@demo.test' },
      headers: { host: 'evil.example' },
    });
    const unknown = await call(t.app, '/api/auth/password-reset/', {
      body: { email: 'unknown-reset@demo.test' },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.json).toEqual(RESET_SENT);
    expect(unknown.text).toBe(known.text);

    expect(await outboxCount('unknown-reset@demo.test')).toBe(0);
    const mail = await lastMessageTo(t.app, 'known-reset@demo.test');
    expect(mail?.channel).toBe('email');
    const link = mail!.body.match(/https?:\/\/\S+/)![0];
    expect(link.startsWith(`${t.config.publicUrl}/`)).toBe(true);
    expect(link).not.toContain('evil.example');
    const url = new URL(link);
    expect(url.searchParams.get('uid')).toBe(String(id));
    const token = url.searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(43);
    // Stored only as its hash.
    const links = await t.db.query<{ token_hash: string }>(
      `SELECT token_hash FROM one_time_links WHERE user_id = $1 AND purpose = 'password_reset'`,
      [id],
    );
    expect(links).toEqual([{ token_hash: sha256(token) }]);
  });

  it('a valid link checks OK, resets the password once, and the new password signs in', async () => {
    await newUser('flow-reset@demo.test', null);
    const { uid, token } = await requestLink('flow-reset@demo.test');

    const check = await call(t.app, '/api/auth/password-reset-check-token-expiration/', {
      body: { uid, token },
    });
    expect(check.status).toBe(200);
    expect(check.json.detail).toEqual(expect.any(String));

    const done = await confirmReset({ uid, token, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD });
    expect(done.status).toBe(200);
    expect(done.json).toEqual({ detail: 'Password has been reset with the new password.' });
    const notice = await lastMessageTo(t.app, 'flow-reset@demo.test');
    expect(notice?.subject).toBe('Your password was reset');
    expect(notice?.body).not.toContain(NEW_PASSWORD);

    // Single use.
    const reused = await confirmReset({
      uid,
      token,
      new_password1: 'Another-Harbour-Lantern-43!',
      new_password2: 'Another-Harbour-Lantern-43!',
    });
    expect(reused.status).toBe(400);
    expect(reused.json).toEqual(LINK_INVALID);
    const recheck = await call(t.app, '/api/auth/password-reset-check-token-expiration/', {
      body: { uid, token },
    });
    expect(recheck.status).toBe(400);
    expect(recheck.json).toEqual(LINK_INVALID);

    // Without a phone there is no code to ask: the new password signs straight in; the old one fails.
    const old = await login('flow-reset@demo.test', DEMO_PASSWORD);
    expect(old.status).toBe(400);
    const fresh = await login('flow-reset@demo.test', NEW_PASSWORD);
    expect(fresh.status).toBe(200);
    expect(fresh.json.profile.email).toBe('flow-reset@demo.test');
    const [user] = await t.db.query<{ password_hash: string }>(
      `SELECT password_hash FROM users WHERE email = 'flow-reset@demo.test'`,
    );
    expect(user!.password_hash.startsWith('$argon2id$')).toBe(true);
  });

  it('refuses an expired link', async () => {
    const id = await newUser('expired-reset@demo.test', null);
    const { uid, token } = await requestLink('expired-reset@demo.test');
    await t.db.query(
      `UPDATE one_time_links SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [id],
    );
    const check = await call(t.app, '/api/auth/password-reset-check-token-expiration/', {
      body: { uid, token },
    });
    expect(check.status).toBe(400);
    expect(check.json).toEqual(LINK_INVALID);
    const done = await confirmReset({ uid, token, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD });
    expect(done.status).toBe(400);
    expect(done.json).toEqual(LINK_INVALID);
    expect((await login('expired-reset@demo.test', DEMO_PASSWORD)).status).toBe(200);
  });

  it("refuses a token with another user's uid and a made-up token", async () => {
    const id = await newUser('uid-reset@demo.test', null);
    const { token } = await requestLink('uid-reset@demo.test');
    const other = await call(t.app, '/api/auth/password-reset-check-token-expiration/', {
      body: { uid: String(id + 1000), token },
    });
    expect(other.status).toBe(400);
    expect(other.json).toEqual(LINK_INVALID);
    const madeUp = await confirmReset({
      uid: String(id),
      token: 'x'.repeat(43),
      new_password1: NEW_PASSWORD,
      new_password2: NEW_PASSWORD,
    });
    expect(madeUp.status).toBe(400);
    expect(madeUp.json).toEqual(LINK_INVALID);
    expect((await login('uid-reset@demo.test', DEMO_PASSWORD)).status).toBe(200);
  });

  it('revokes every session and asks for the SMS code (permission_denied) at the next sign-in', async () => {
    const phone = '0400000102';
    await newUser('twofa-reset@demo.test', phone);
    const before1 = await login('twofa-reset@demo.test', DEMO_PASSWORD);
    const before2 = await login('twofa-reset@demo.test', DEMO_PASSWORD);
    expect(before1.status).toBe(200);
    expect(before2.status).toBe(200);

    const { uid, token } = await requestLink('twofa-reset@demo.test');
    const done = await confirmReset({ uid, token, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD });
    expect(done.status).toBe(200);

    for (const key of [before1.json.key, before2.json.key]) {
      const res = await call(t.app, '/api/profiles/my/', { token: key });
      expect(res.status).toBe(401);
    }

    const next = await login('twofa-reset@demo.test', NEW_PASSWORD);
    expect(next.status).toBe(200);
    expect(next.json.profile).toBeNull();
    const profile = await call(t.app, '/api/profiles/my/', { token: next.json.key });
    expect(profile.status).toBe(403);
    expect(profile.json.code).toBe('permission_denied');

    const code = codeIn((await lastMessageTo(t.app, phone))?.body);
    const confirmed = await call(t.app, '/api/auth/login-confirmation/', {
      token: next.json.key,
      body: { code },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.profile.email).toBe('twofa-reset@demo.test');
    expect((await call(t.app, '/api/profiles/my/', { token: confirmed.json.key })).status).toBe(200);

    // Once confirmed, later sign-ins of a user with login two-factor off are not asked again.
    const later = await login('twofa-reset@demo.test', NEW_PASSWORD);
    expect(later.status).toBe(200);
    expect(later.json.profile).not.toBeNull();
  });

  it("gives a weak new password the contracts' message and a mismatched repeat 'Passwords do not match'", async () => {
    const id = await newUser('weak-reset@demo.test', null);
    const { uid, token } = await requestLink('weak-reset@demo.test');

    const weak = await confirmReset({ uid, token, new_password1: 'short', new_password2: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.json).toEqual({ new_password1: [passwordProblem('short')] });
    expect(passwordProblem('short')).toEqual(expect.any(String));

    const common = await confirmReset({
      uid,
      token,
      new_password1: 'Password123!',
      new_password2: 'Password123!',
    });
    // Passes the four classes and the length, but is on the shipped list of common passwords.
    expect(common.status).toBe(400);
    expect(common.json).toEqual({
      new_password1: ['This password is too common. Please choose another one.'],
    });

    const mismatch = await confirmReset({
      uid,
      token,
      new_password1: NEW_PASSWORD,
      new_password2: `${NEW_PASSWORD}x`,
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json).toEqual({ new_password2: ['Passwords do not match'] });

    // None of the refusals used the link or changed the password.
    const [link] = await t.db.query<{ used: boolean }>(
      'SELECT used_at IS NOT NULL AS used FROM one_time_links WHERE user_id = $1',
      [id],
    );
    expect(link!.used).toBe(false);
    expect((await login('weak-reset@demo.test', DEMO_PASSWORD)).status).toBe(200);
  });

  it('limits reset requests per e-mail (3 an hour) the same way for unknown e-mails', async () => {
    await newUser('limit-reset@demo.test', null);
    for (const email of ['limit-reset@demo.test', 'limit-unknown@demo.test']) {
      for (let i = 0; i < 3; i++) {
        expect(
          (await call(t.app, '/api/auth/password-reset/', { body: { email }, ip: '10.3.0.1' })).status,
        ).toBe(200);
      }
    }
    const known = await call(t.app, '/api/auth/password-reset/', {
      body: { email: 'limit-reset@demo.test' },
      ip: '10.3.0.2',
    });
    const unknown = await call(t.app, '/api/auth/password-reset/', {
      body: { email: 'limit-unknown@demo.test' },
      ip: '10.3.0.2',
    });
    expect(known.status).toBe(429);
    expect(unknown.status).toBe(429);
    expect(known.json.detail).toContain('Too many attempts');
    expect(unknown.text).toBe(known.text);
    expect(await outboxCount('limit-reset@demo.test')).toBe(3);
  });
});
