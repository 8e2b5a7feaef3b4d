// SECURITY.md 22: an advisor hand-off session acts only for the one client its token names, only through
// the client's own screens; it is never a staff session, and a token naming anyone but a client opens none.
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signInStaff } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const INVALID = { detail: 'The sign-in link is invalid or has expired.' };

let t: TestApp;
let clientId: number;
let otherClientId: number;
let staffId: number;
let blockedId: number;

const idOf = async (email: string) =>
  (await t.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]))[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  clientId = await idOf('investor@demo.test');
  otherClientId = await idOf('secure@demo.test');
  staffId = await idOf('staff@demo.test');
  blockedId = await idOf('blocked@demo.test');
  await t.db.query('UPDATE users SET login_two_factor_auth_enabled = true WHERE id = $1', [otherClientId]);
});
afterAll(async () => {
  await t?.close();
});

const now = () => Math.floor(Date.now() / 1000);

async function handOffToken(claims: Record<string, unknown>): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(t.config.advisorJwtAudience)
    .setSubject('staff@demo.test')
    .setIssuedAt(now())
    .setExpirationTime(now() + 300)
    .setJti(randomUUID())
    .sign(t.config.advisorJwtSecret);
}

async function handOff(managedUserId: number): Promise<string> {
  const res = await call(t.app, '/api/auth/jwt_login/', {
    body: { jwt_token: await handOffToken({ managed_user_id: managedUserId }) },
  });
  expect(res.status, res.text).toBe(200);
  return res.json.key;
}

/** What the staff console could change for the other client. */
const otherClientState = async () =>
  t.db.query(
    `SELECT (SELECT login_two_factor_auth_enabled FROM users WHERE id = $1) AS two_factor,
            (SELECT count(*)::int FROM activity_log WHERE action LIKE 'staff.%') AS staff_actions,
            (SELECT count(*)::int FROM invitations) AS invitations`,
    [otherClientId],
  );

describe('the advisor hand-off session', () => {
  it('is refused by every staff-only route, with or without the managed-user header', async () => {
    const key = await handOff(clientId);
    const staffRoutes = t.routes.filter(
      (r) => r.url.startsWith('/api/staff/') && r.method !== 'HEAD' && r.method !== 'OPTIONS',
    );
    expect(staffRoutes.length).toBeGreaterThan(20);
    const before = await otherClientState();
    for (const route of staffRoutes) {
      const url = route.url.replace(/:[A-Za-z]+/g, String(otherClientId));
      for (const method of [route.method].flat()) {
        for (const headers of [{}, { 'x-managed-user-id': String(clientId) }] as Record<string, string>[]) {
          const res = await call(t.app, url, {
            method: method as 'GET',
            token: key,
            headers,
            body: method === 'GET' || method === 'DELETE' ? undefined : {},
          });
          expect(res.status, `${method} ${url} ${JSON.stringify(headers)}`).toBe(403);
        }
      }
    }
    expect(await otherClientState()).toEqual(before);
  });

  it('cannot open, act for, or reset the two-factor of another client in the console', async () => {
    const key = await handOff(clientId);
    const before = await otherClientState();
    for (const [method, path] of [
      ['GET', `/api/staff/clients/${otherClientId}/`],
      ['GET', '/api/staff/clients/?q=taylor'],
      ['POST', `/api/staff/clients/${otherClientId}/act-as/`],
      ['POST', `/api/staff/clients/${otherClientId}/reset-two-factor/`],
    ] as const) {
      const res = await call(t.app, path, { method, token: key, body: method === 'POST' ? {} : undefined });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect(await otherClientState()).toEqual(before);
  });

  it('cannot act for another client through the client screens', async () => {
    const key = await handOff(clientId);
    const other = await call(t.app, '/api/profiles/my/', {
      token: key,
      headers: { 'x-managed-user-id': String(otherClientId) },
    });
    expect(other.status).toBe(403);
    const accounts = await call(t.app, '/api/accounts/?activated_in_current_application=true', {
      token: key,
      headers: { 'x-managed-user-id': String(otherClientId) },
    });
    expect(accounts.status).toBe(403);
  });

  it("works on the named client's own screens, with the header naming the client or without it", async () => {
    const key = await handOff(clientId);
    for (const headers of [{ 'x-managed-user-id': String(clientId) }, {}] as Record<string, string>[]) {
      const profile = await call(t.app, '/api/profiles/my/', { token: key, headers });
      expect(profile.status).toBe(200);
      expect(profile.json.managed_user_individual_info).toMatchObject({
        user_id: clientId,
        email: 'investor@demo.test',
      });
      const accounts = await call(t.app, '/api/accounts/?activated_in_current_application=true', {
        token: key,
        headers,
      });
      expect(accounts.status).toBe(200);
      expect(accounts.json.length).toBeGreaterThan(0);
    }
  });

  it('keeps its scope when the session is read afresh from the database (another instance)', async () => {
    const key = await handOff(clientId);
    const [row] = await t.db.query<{ scope: string; managed_user_id: number }>(
      `SELECT scope, managed_user_id FROM sessions ORDER BY id DESC LIMIT 1`,
    );
    expect(row).toEqual({ scope: 'client', managed_user_id: clientId });
    const second = await t.app.inject({
      method: 'GET',
      url: `/api/staff/clients/${otherClientId}/`,
      headers: { authorization: `Token ${key}` },
    });
    expect(second.statusCode).toBe(403);
  });
});

describe('a hand-off token naming anyone but a client', () => {
  const cases: Array<[string, () => Record<string, unknown>]> = [
    ['a staff user', () => ({ managed_user_id: staffId })],
    ['an unknown user', () => ({ managed_user_id: 999_999 })],
    ['a blocked client', () => ({ managed_user_id: blockedId })],
    ['nobody', () => ({})],
    ['a client by a text id', () => ({ managed_user_id: String(clientId) })],
    ['an id past the database range', () => ({ managed_user_id: 2 ** 31 })],
  ];
  for (const [name, claims] of cases) {
    it(`naming ${name} is refused and opens no session`, async () => {
      const [before] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions');
      const res = await call(t.app, '/api/auth/jwt_login/', {
        body: { jwt_token: await handOffToken(claims()) },
      });
      expect(res.status).toBe(400);
      expect(res.json).toEqual(INVALID);
      const [after] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions');
      expect(after!.n).toBe(before!.n);
    });
  }

  it('staff signed in with a password keep the console and managed-user mode', async () => {
    const staff = await signInStaff(t.app);
    expect((await call(t.app, `/api/staff/clients/${otherClientId}/`, { token: staff })).status).toBe(200);
    const managed = await call(t.app, '/api/profiles/my/', {
      token: staff,
      headers: { 'x-managed-user-id': String(otherClientId) },
    });
    expect(managed.status).toBe(200);
  });
});
