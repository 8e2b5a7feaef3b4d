import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../demo/seed.ts';
import { call, codeIn, lastMessageTo, signIn, signInStaff } from '../testing/http.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// PGlite is one connection behind a queue; PostgreSQL a pool. Either way, requests in flight together
// must all finish, with every transaction whole.
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

const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    work,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${ms} ms (deadlock?)`)), ms),
    ),
  ]);

describe('concurrent requests', () => {
  it('ten requests at once (profile reads, logins of different users, keep-alives) all succeed', async () => {
    const investor = await signIn(t.app, 'investor@demo.test');
    const staff = await signInStaff(t.app);
    // Idle long enough that keep-alive and reads write activity, so writes and reads interleave.
    await t.db.query(`UPDATE sessions SET last_activity_at = now() - interval '60 seconds'`);
    const login = (email: string) =>
      call(t.app, '/api/auth/login/', { body: { email, password: DEMO_PASSWORD } });
    const requests = [
      call(t.app, '/api/profiles/my/', { token: investor }),
      call(t.app, '/api/profiles/my/', { token: staff }),
      login('investor@demo.test'),
      login('staff@demo.test'),
      login('reset@demo.test'),
      login('secure@demo.test'),
      call(t.app, '/api/auth/keep-alive/', { token: investor }),
      call(t.app, '/api/auth/keep-alive/', { token: staff }),
      call(t.app, '/api/accounts/?activated_in_current_application=true', { token: investor }),
      call(t.app, '/api/contact-us/', {
        body: { email: 'rush@example.com', description: 'At the same time' },
      }),
    ];
    const answers = await withTimeout(Promise.all(requests), 20_000);
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers[0]!.json.email).toBe('investor@demo.test');
    expect(answers[1]!.json.email).toBe('staff@demo.test');
    expect(answers[2]!.json.profile.email).toBe('investor@demo.test');
    // Staff and secure@demo.test sign in with a code next.
    expect(answers[3]!.json.profile).toBeNull();
    expect(answers[5]!.json.profile).toBeNull();
    const keys = answers.slice(2, 6).map((a) => a.json.key);
    expect(new Set(keys).size).toBe(4);
    for (const key of [keys[0], keys[2]]) {
      expect((await call(t.app, '/api/profiles/my/', { token: key })).status).toBe(200);
    }
  });

  it('twenty logins of one user at once each open their own session', async () => {
    const [before] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions');
    const answers = await withTimeout(
      Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call(t.app, '/api/auth/login/', {
            body: { email: 'investor@demo.test', password: DEMO_PASSWORD },
            ip: `10.20.0.${i}`,
          }),
        ),
      ),
      20_000,
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const [after] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions');
    expect(after!.n).toBe(before!.n + 20);
  });

  it('wrong code guesses made at once are all counted', async () => {
    const login = await call(t.app, '/api/auth/login/', {
      body: { email: 'secure@demo.test', password: DEMO_PASSWORD },
    });
    const code = codeIn((await lastMessageTo(t.app, '0423456789'))?.body);
    const wrong = (n: number) => String((Number(code) + n) % 1_000_000).padStart(6, '0');
    const guesses = await withTimeout(
      Promise.all(
        [1, 2, 3, 4, 5, 6, 7].map((n) =>
          call(t.app, '/api/auth/login-confirmation/', { token: login.json.key, body: { code: wrong(n) } }),
        ),
      ),
      20_000,
    );
    expect(guesses.every((g) => g.status === 400)).toBe(true);
    const right = await call(t.app, '/api/auth/login-confirmation/', {
      token: login.json.key,
      body: { code },
    });
    expect(right.status).toBe(400);
    expect(right.json).toEqual({ code: ['Too many incorrect attempts. Please request a new code.'] });
  });

  it('a token revoked while other calls with it are in flight never comes back (sessions kept in memory)', async () => {
    for (let i = 0; i < 20; i++) {
      const token = await signIn(t.app, 'investor@demo.test');
      // Loaded once, so the session is held in memory where the embedded database allows it.
      expect((await call(t.app, '/api/profiles/my/', { token })).status).toBe(200);
      const calls = [
        () => call(t.app, '/api/profiles/my/', { token }),
        () => call(t.app, '/api/auth/logout/', { token, method: 'POST' }),
        () => call(t.app, '/api/auth/keep-alive/', { token }),
        () => call(t.app, '/api/accounts/', { token }),
      ];
      if (i % 2 === 1) calls.reverse();
      const answers = await withTimeout(Promise.all(calls.map((c) => c())), 20_000);
      expect(answers.every((a) => a.status === 200 || a.status === 401)).toBe(true);
      const after = await call(t.app, '/api/profiles/my/', { token });
      expect(after.status).toBe(401);
    }
  });

  it('a profile change made while profiles are read is seen by the next read', async () => {
    const staff = await signInStaff(t.app);
    const [investor] = await t.db.query<{ id: number }>(
      `SELECT id FROM users WHERE email = 'investor@demo.test'`,
    );
    const managed = { 'x-managed-user-id': String(investor!.id) };
    for (let i = 0; i < 20; i++) {
      const key = `concurrent_${i}`;
      await withTimeout(
        Promise.all([
          call(t.app, '/api/profiles/my/', { token: staff, headers: managed }),
          call(t.app, '/api/profiles/my/update-onboarding-status/', { token: staff, body: { key } }),
          call(t.app, '/api/profiles/my/', { token: staff }),
        ]),
        20_000,
      );
      const own = await call(t.app, '/api/profiles/my/', { token: staff });
      expect(own.json.onboardings[key]).toBe(true);
      const asManager = await call(t.app, '/api/profiles/my/', { token: staff, headers: managed });
      expect(asManager.json.onboardings[key]).toBe(true);
    }
  });
});
