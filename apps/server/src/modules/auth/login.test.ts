import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/seed.ts';
import { sha256 } from '../../security/tokens.ts';
import { call } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
// Limits are counted in the database; every test starts with none counted.
beforeEach(async () => {
  await t.db.query('DELETE FROM rate_limits');
});

const login = (email: unknown, password: unknown, ip = '10.1.0.1', extra: Record<string, unknown> = {}) =>
  call(t.app, '/api/auth/login/', { body: { email, password, ...extra }, ip });

const BAD_CREDENTIALS = { non_field_errors: ['Unable to log in with provided credentials.'] };

describe('POST /api/auth/login/', () => {
  it('answers a key and the profile of a user without two-factor', async () => {
    const res = await login('investor@demo.test', DEMO_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.json.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.json.profile).toMatchObject({
      email: 'investor@demo.test',
      first_name: 'Alex',
      last_name: 'Morgan',
      is_staff: false,
    });
    const profile = await call(t.app, '/api/profiles/my/', { token: res.json.key });
    expect(profile.status).toBe(200);
    expect(profile.json.email).toBe('investor@demo.test');
  });

  it('matches the e-mail without regard to case', async () => {
    const res = await login('Investor@Demo.TEST', DEMO_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.json.profile.email).toBe('investor@demo.test');
  });

  it('stores only the SHA-256 of the key, never the key itself', async () => {
    const { json } = await login('investor@demo.test', DEMO_PASSWORD);
    const key: string = json.key;
    const hashed = await t.db.query('SELECT id FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL', [
      sha256(key),
    ]);
    expect(hashed).toHaveLength(1);
    const plain = await t.db.query(
      `SELECT (SELECT count(*)::int FROM sessions s WHERE strpos(s::text, $1) > 0)
            + (SELECT count(*)::int FROM activity_log a WHERE strpos(a::text, $1) > 0) AS n`,
      [key],
    );
    expect(plain[0]!.n).toBe(0);
  });

  it('stores passwords as argon2id hashes', async () => {
    const rows = await t.db.query<{ password_hash: string }>('SELECT password_hash FROM users');
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const row of rows) {
      expect(row.password_hash.startsWith('$argon2id$')).toBe(true);
      expect(row.password_hash).not.toContain(DEMO_PASSWORD);
    }
  });

  it('answers the same for a wrong password and an unknown e-mail', async () => {
    const wrong = await login('investor@demo.test', 'Wrong-Password-2026!');
    const unknown = await login('nobody@demo.test', DEMO_PASSWORD);
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrong.json).toEqual(BAD_CREDENTIALS);
    expect(unknown.json).toEqual(BAD_CREDENTIALS);
    expect(wrong.text).toBe(unknown.text);
  });

  it('answers "This field is required" for each missing field', async () => {
    const res = await call(t.app, '/api/auth/login/', { body: {}, ip: '10.1.0.2' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ email: ['This field is required'], password: ['This field is required'] });

    const noPassword = await call(t.app, '/api/auth/login/', { body: { email: 'investor@demo.test' } });
    expect(noPassword.status).toBe(400);
    expect(noPassword.json).toEqual({ password: ['This field is required'] });

    const emptyEmail = await login('', DEMO_PASSWORD);
    expect(emptyEmail.status).toBe(400);
    expect(emptyEmail.json).toEqual({ email: ['This field is required'] });
  });

  it('ignores a field the contract does not name (is_staff) and changes nothing', async () => {
    const before = await t.db.query('SELECT * FROM users ORDER BY id');
    const res = await login('investor@demo.test', DEMO_PASSWORD, '10.1.0.3', { is_staff: true });
    expect(res.status).toBe(200);
    expect(res.json.profile.is_staff).toBe(false);
    const after = await t.db.query('SELECT * FROM users ORDER BY id');
    expect(after).toEqual(before);
    const profile = await call(t.app, '/api/profiles/my/', { token: res.json.key });
    expect(profile.json.is_staff).toBe(false);
  });

  it('five wrong passwords from one address refuse that address only; the owner signs in from another', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await login('investor@demo.test', `Wrong-${i}-Password!`, '10.1.1.1');
      expect(res.status).toBe(400);
      expect(res.json).toEqual(BAD_CREDENTIALS);
    }
    const locked = await login('investor@demo.test', DEMO_PASSWORD, '10.1.1.1');
    expect(locked.status).toBe(429);
    expect(locked.json.detail).toMatch(/^Too many attempts\. Please try again in \d+ (minutes|seconds)\.$/);

    const owner = await login('investor@demo.test', DEMO_PASSWORD, '10.1.1.2');
    expect(owner.status).toBe(200);
    expect(owner.json.profile.email).toBe('investor@demo.test');

    // The attacker's window ends: their address may try again.
    await t.db.query(
      `UPDATE rate_limits SET window_started_at = now() - interval '16 minutes' WHERE key = 'login-account-address:investor@demo.test:10.1.1.1'`,
    );
    expect((await login('investor@demo.test', DEMO_PASSWORD, '10.1.1.1')).status).toBe(200);
  });

  it('tells the owner by e-mail once, however many attempts are refused', async () => {
    const owner = 'newcomer@demo.test';
    const noticesTo = async () =>
      (
        await t.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM outbox WHERE recipient = $1 AND subject LIKE 'Repeated failed sign-ins%'`,
          [owner],
        )
      )[0]!.n;
    const before = await noticesTo();
    for (let i = 0; i < 12; i++) await login(owner, `Wrong-${i}-Password!`, `10.1.5.${i % 2}`);
    expect(await noticesTo()).toBe(before + 1);
    const [notice] = await t.db.query<{ body: string }>(
      `SELECT body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1`,
      [owner],
    );
    expect(notice!.body).not.toMatch(/10\.1\.5|Wrong-|http/);
  });

  it('twenty wrong passwords an hour from many addresses hold the e-mail, even for the right password', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await login('details@demo.test', `Wrong-${i}-Password!`, `10.2.${i}.1`);
      expect(res.status).toBe(400);
    }
    const owner = await login('details@demo.test', DEMO_PASSWORD, '10.3.0.1');
    expect(owner.status).toBe(429);
    expect(owner.json.detail).toBe('Too many attempts. Please try again in 60 minutes.');
    // Another e-mail is not held by it.
    expect((await login('investor@demo.test', DEMO_PASSWORD, '10.2.0.1')).status).toBe(200);
  });

  it('evaluates at most five of forty wrong passwords sent at once, and refuses the right one among them', async () => {
    const attempts = Array.from({ length: 40 }, (_, i) =>
      login('secure@demo.test', `Wrong-${i}-Password!`, '10.1.6.1'),
    );
    // The address allows 30 sign-ins in all; the right password goes well inside them.
    attempts.splice(10, 0, login('secure@demo.test', DEMO_PASSWORD, '10.1.6.1'));
    const answers = await Promise.all(attempts);
    const evaluated = answers.filter((a) => a.status === 400);
    expect(evaluated.length).toBeLessThanOrEqual(5);
    for (const a of evaluated) expect(a.json).toEqual(BAD_CREDENTIALS);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(36);
    expect(answers[10]!.status).toBe(429);
  });

  it('counts failures of an unknown e-mail the same way', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await login('ghost@demo.test', `Wrong-${i}-Password!`, '10.1.2.1')).status).toBe(400);
    }
    const res = await login('ghost@demo.test', DEMO_PASSWORD, '10.1.2.1');
    expect(res.status).toBe(429);
    expect(res.json.detail).toContain('Too many attempts');
  });

  it('a success resets the failures of an e-mail from that address', async () => {
    for (let i = 0; i < 4; i++)
      expect((await login('investor@demo.test', 'Wrong-Password-1!', '10.1.3.1')).status).toBe(400);
    expect((await login('investor@demo.test', DEMO_PASSWORD, '10.1.3.1')).status).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await login('investor@demo.test', 'Wrong-Password-1!', '10.1.3.1')).status).toBe(400);
    expect((await login('investor@demo.test', DEMO_PASSWORD, '10.1.3.1')).status).toBe(200);
  });

  it('refuses any e-mail from an address after 30 attempts', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await login(`user${i}@elsewhere.test`, 'Wrong-Password-1!', '10.1.4.1');
      expect(res.status).toBe(400);
    }
    const res = await login('investor@demo.test', DEMO_PASSWORD, '10.1.4.1');
    expect(res.status).toBe(429);
    expect(res.json.detail).toContain('Too many attempts');
    // Another address is not affected.
    expect((await login('investor@demo.test', DEMO_PASSWORD, '10.1.4.2')).status).toBe(200);
  });

  it('answers 403 with extra.code temporary_blocked for a temporarily blocked user', async () => {
    await t.db.query(
      `INSERT INTO users (email, password_hash, first_name, last_name, blocked_status)
       SELECT 'paused@demo.test', password_hash, 'Pat', 'Paused', 'temporary_blocked' FROM users WHERE email = 'investor@demo.test'`,
    );
    const res = await login('paused@demo.test', DEMO_PASSWORD);
    expect(res.status).toBe(403);
    expect(res.json.extra).toEqual({ code: 'temporary_blocked' });
    expect(res.json.detail).toEqual(expect.any(String));
    // A wrong password does not reveal the block.
    const wrong = await login('paused@demo.test', 'Wrong-Password-1!');
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual(BAD_CREDENTIALS);
    const [sessions] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = 'paused@demo.test'`,
    );
    expect(sessions!.n).toBe(0);
  });
});
