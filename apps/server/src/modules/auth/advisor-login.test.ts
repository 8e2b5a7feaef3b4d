import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../security/tokens.ts';
import { call } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const INVALID = { detail: 'The sign-in link is invalid or has expired.' };
const EXTRA = { ipm: { actions: ['view'], children: [] as string[] } };

let t: TestApp;
let investorId: number;
let secureId: number;

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db.query<{ id: number; email: string }>('SELECT id, email FROM users');
  investorId = rows.find((r) => r.email === 'investor@demo.test')!.id;
  secureId = rows.find((r) => r.email === 'secure@demo.test')!.id;
});
afterAll(async () => {
  await t?.close();
});

type Options = {
  secret?: Uint8Array;
  alg?: string;
  audience?: string;
  sub?: string;
  iat?: number;
  exp?: number;
  jti?: string | null;
  claims?: Record<string, unknown>;
};

const now = () => Math.floor(Date.now() / 1000);

/** An advisor hand-off token as the advisor system signs it; options break one thing at a time. */
async function advisorToken(options: Options = {}): Promise<string> {
  const iat = options.iat ?? now();
  const jwt = new SignJWT({ managed_user_id: investorId, extra_permissions: EXTRA, ...options.claims })
    .setProtectedHeader({ alg: options.alg ?? 'HS256' })
    .setAudience(options.audience ?? t.config.advisorJwtAudience)
    .setSubject(options.sub ?? 'staff@demo.test')
    .setIssuedAt(iat)
    .setExpirationTime(options.exp ?? iat + 5 * 60);
  if (options.jti !== null) jwt.setJti(options.jti ?? randomUUID());
  return jwt.sign(options.secret ?? t.config.advisorJwtSecret);
}

const jwtLogin = (jwt_token: unknown) => call(t.app, '/api/auth/jwt_login/', { body: { jwt_token } });

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('POST /api/auth/jwt_login/', () => {
  it('answers a key, managed_user_id and extra_permissions; the session acts for the client', async () => {
    const res = await jwtLogin(await advisorToken());
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      key: expect.any(String),
      managed_user_id: investorId,
      extra_permissions: EXTRA,
    });

    const [session] = await t.db.query<{ user_email: string; managed_user_id: number }>(
      `SELECT u.email AS user_email, s.managed_user_id FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.token_hash = $1`,
      [sha256(res.json.key)],
    );
    expect(session).toEqual({ user_email: 'staff@demo.test', managed_user_id: investorId });

    const profile = await call(t.app, '/api/profiles/my/', {
      token: res.json.key,
      headers: { 'x-managed-user-id': String(investorId) },
    });
    expect(profile.status).toBe(200);
    expect(profile.json.email).toBe('staff@demo.test');
    expect(profile.json.managed_user_individual_info).toMatchObject({
      user_id: investorId,
      email: 'investor@demo.test',
    });
  });

  it('signs in once per token', async () => {
    const token = await advisorToken();
    expect((await jwtLogin(token)).status).toBe(200);
    const again = await jwtLogin(token);
    expect(again.status).toBe(400);
    expect(again.json).toEqual(INVALID);
  });

  it('the hand-off session may not manage another user', async () => {
    const res = await jwtLogin(await advisorToken());
    expect(res.status).toBe(200);
    const other = await call(t.app, '/api/accounts/?activated_in_current_application=true', {
      token: res.json.key,
      headers: { 'x-managed-user-id': String(secureId) },
    });
    expect(other.status).toBe(403);
    expect(other.text).not.toContain('Taylor');
    const own = await call(t.app, '/api/accounts/?activated_in_current_application=true', {
      token: res.json.key,
      headers: { 'x-managed-user-id': String(investorId) },
    });
    expect(own.status).toBe(200);
    expect(own.json.length).toBeGreaterThan(0);
  });

  const refusals: Array<[string, () => Promise<string>]> = [
    ['an expired token', () => advisorToken({ iat: now() - 120, exp: now() - 60 })],
    [
      'a wrong secret',
      () => advisorToken({ secret: new TextEncoder().encode('another-secret-of-at-least-32-characters!') }),
    ],
    ['HS512', () => advisorToken({ alg: 'HS512' })],
    [
      'alg none',
      async () =>
        `${b64({ alg: 'none', typ: 'JWT' })}.${b64({
          sub: 'staff@demo.test',
          aud: t.config.advisorJwtAudience,
          jti: randomUUID(),
          iat: now(),
          exp: now() + 300,
          managed_user_id: investorId,
        })}.`,
    ],
    [
      'alg none with the HS256 signature of another token',
      async () => {
        const [, , signature] = (await advisorToken()).split('.');
        return `${b64({ alg: 'none' })}.${b64({ sub: 'staff@demo.test', aud: t.config.advisorJwtAudience, jti: randomUUID(), iat: now(), exp: now() + 300 })}.${signature}`;
      },
    ],
    ['a wrong audience', () => advisorToken({ audience: 'someone-else' })],
    ['the sub of a non-staff user', () => advisorToken({ sub: 'investor@demo.test' })],
    ['the sub of an unknown user', () => advisorToken({ sub: 'nobody@demo.test' })],
    ['a lifetime over 10 minutes', () => advisorToken({ exp: now() + 60 * 60 })],
    ['an iat more than 10 minutes ago', () => advisorToken({ iat: now() - 11 * 60, exp: now() + 60 })],
    ['a not-before in the future', () => advisorToken({ claims: { nbf: now() + 120 } })],
    ['no jti', () => advisorToken({ jti: null })],
    ['an unknown managed user', () => advisorToken({ claims: { managed_user_id: 999_999 } })],
    [
      'a tampered payload',
      async () => {
        const [header, , signature] = (await advisorToken()).split('.');
        return `${header}.${b64({ sub: 'staff@demo.test', aud: t.config.advisorJwtAudience, jti: randomUUID(), iat: now(), exp: now() + 300, managed_user_id: secureId })}.${signature}`;
      },
    ],
    ['garbage', async () => 'not.a.jwt'],
  ];

  for (const [name, make] of refusals) {
    it(`refuses ${name} with 400 and opens no session`, async () => {
      const [before] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions');
      const res = await jwtLogin(await make());
      expect(res.status).toBe(400);
      expect(res.json).toEqual(INVALID);
      const [after] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions');
      expect(after!.n).toBe(before!.n);
    });
  }

  it('refuses a blocked advisor', async () => {
    await t.db.query(
      `INSERT INTO users (email, password_hash, is_staff, blocked_status)
       SELECT 'blocked-advisor@demo.test', password_hash, true, 'permanent_blocked' FROM users WHERE email = 'staff@demo.test'`,
    );
    const res = await jwtLogin(await advisorToken({ sub: 'blocked-advisor@demo.test' }));
    expect(res.status).toBe(400);
    expect(res.json).toEqual(INVALID);
  });

  it('answers 400 for a missing jwt_token', async () => {
    const res = await call(t.app, '/api/auth/jwt_login/', { body: {} });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json)).toEqual(['jwt_token']);
  });
});
