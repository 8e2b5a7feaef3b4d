import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { type Db, openPostgres } from './db/client.ts';
import { DEMO_PASSWORD } from './demo/seed.ts';
import { sha256 } from './security/tokens.ts';
import { call, confirmActionWithCode, postFile, signIn } from './testing/http.ts';
import { type S3TestServer, startS3TestServer } from './testing/s3-test-server.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

// Two server instances behind a load balancer on one PostgreSQL: a session opened on one is honoured,
// and ended, on the other. (The embedded PGlite belongs to one process, so this runs on PostgreSQL,
// which CI provides through TEST_DATABASE_URL.) Each instance caches sessions and profiles; a change
// made on one reaches the other through the auth_change notification, and in any case within the
// cache's TTL.
describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  let a: TestApp;
  let bDb: Db;
  let b: FastifyInstance;
  let boundMs: number;
  const MARGIN_MS = 1000;

  beforeAll(async () => {
    a = await createTestApp();
    boundMs = a.config.authCacheTtlMs;
    bDb = await openPostgres(a.databaseUrl!, { max: 5 });
    b = await buildApp({ config: a.config, db: bDb });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await bDb?.close();
    await a?.close();
  });

  /** Calls until `done` holds of the answer; fails if that takes longer than the cache's bound. */
  async function eventually(
    request: () => Promise<Awaited<ReturnType<typeof call>>>,
    done: (answer: Awaited<ReturnType<typeof call>>) => boolean,
  ) {
    const start = Date.now();
    for (;;) {
      const answer = await request();
      if (done(answer)) return { answer, ms: Date.now() - start };
      if (Date.now() - start > boundMs + MARGIN_MS)
        throw new Error(`still ${answer.status} after ${Date.now() - start} ms (bound ${boundMs} ms)`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it('caches within a bound of a few seconds', () => {
    expect(boundMs).toBeGreaterThan(0);
    expect(boundMs).toBeLessThanOrEqual(10_000);
  });

  it('a token from instance A works on B; a logout on A is refused on B within the bound', async () => {
    const key = await signIn(a.app, 'investor@demo.test');
    const onB = await call(b, '/api/profiles/my/', { token: key });
    expect(onB.status).toBe(200);
    expect(onB.json.email).toBe('investor@demo.test');
    // A serves it too, so both instances hold it in their caches.
    expect((await call(a.app, '/api/profiles/my/', { token: key })).status).toBe(200);

    expect((await call(a.app, '/api/auth/logout/', { token: key, body: {} })).status).toBe(200);
    // On the instance that made the change, at once.
    expect((await call(a.app, '/api/profiles/my/', { token: key })).status).toBe(401);
    const { answer } = await eventually(
      () => call(b, '/api/profiles/my/', { token: key }),
      (res) => res.status !== 200,
    );
    expect(answer.status).toBe(401);
  });

  it('a block on A refuses the session on B within the bound, and the sign-in on B', async () => {
    const key = await signIn(a.app, 'newcomer@demo.test');
    const other = await signIn(b, 'newcomer@demo.test');
    expect((await call(b, '/api/auth/keep-alive/', { token: other })).status).toBe(200);
    const blocked = await call(a.app, '/api/profiles/my/block-access/', {
      token: key,
      body: { password: DEMO_PASSWORD },
    });
    expect(blocked.status).toBe(200);
    const { answer } = await eventually(
      () => call(b, '/api/profiles/my/', { token: other }),
      (res) => res.status !== 200,
    );
    expect([401, 403]).toContain(answer.status);
    const login = await call(b, '/api/auth/login/', {
      body: { email: 'newcomer@demo.test', password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(403);
    expect(login.json.extra.code).toBe('permanent_blocked');
  });

  it("a password change on A ends the user's other sessions on B within the bound", async () => {
    const onA = await signIn(a.app, 'investor@demo.test');
    const onB = await signIn(b, 'investor@demo.test');
    expect((await call(b, '/api/profiles/my/', { token: onB })).status).toBe(200);
    // A security setting: the change needs a freshly confirmed code first.
    await confirmActionWithCode(a.app, onA, '0412345678');
    const newPassword = 'Another-Portal-Pass-2026!';
    const changed = await call(a.app, '/api/auth/password-change/', {
      token: onA,
      body: { old_password: DEMO_PASSWORD, new_password1: newPassword, new_password2: newPassword },
    });
    expect(changed.status).toBe(200);
    const { answer } = await eventually(
      () => call(b, '/api/profiles/my/', { token: onB }),
      (res) => res.status !== 200,
    );
    expect(answer.status).toBe(401);
    // The new key the change answered works on both.
    expect((await call(b, '/api/profiles/my/', { token: changed.json.key })).status).toBe(200);
  });

  it('a profile change on A is seen on B within the bound', async () => {
    const key = await signIn(a.app, 'details@demo.test');
    const before = await call(b, '/api/profiles/my/', { token: key });
    expect(before.status).toBe(200);
    expect(before.json.onboardings['metrics-tour']).toBeUndefined();
    const updated = await call(a.app, '/api/profiles/my/update-onboarding-status/', {
      token: key,
      body: { key: 'metrics-tour' },
    });
    expect(updated.status).toBe(200);
    const onA = await call(a.app, '/api/profiles/my/', { token: key });
    expect(onA.json.onboardings['metrics-tour']).toBe(true);
    await eventually(
      () => call(b, '/api/profiles/my/', { token: key }),
      (res) => res.status === 200 && res.json.onboardings['metrics-tour'] === true,
    );
  });

  it('with its notifications lost, an instance still refuses a revoked session once the TTL has passed', async () => {
    const ttlMs = 1500;
    const deafDb = await openPostgres(a.databaseUrl!, { max: 2 });
    // The listening connection is gone: no notification reaches this instance.
    const deaf = await buildApp({
      config: { ...a.config, authCacheTtlMs: ttlMs },
      db: { ...deafDb, listen: async () => async () => {} },
    });
    try {
      const key = await signIn(a.app, 'details@demo.test');
      expect((await call(deaf, '/api/profiles/my/', { token: key })).status).toBe(200);
      const loggedOutAt = Date.now();
      expect((await call(a.app, '/api/auth/logout/', { token: key, body: {} })).status).toBe(200);
      // Served from the cache: nothing told this instance.
      expect((await call(deaf, '/api/profiles/my/', { token: key })).status).toBe(200);
      for (;;) {
        const res = await call(deaf, '/api/profiles/my/', { token: key });
        if (res.status === 401) break;
        expect(Date.now() - loggedOutAt).toBeLessThan(ttlMs + MARGIN_MS);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    } finally {
      await deaf.close();
      await deafDb.close();
    }
  });

  it('activity on A keeps alive a session that B holds in memory as nearly idle too long', async () => {
    const expireAfter = 600;
    const bDb2 = await openPostgres(a.databaseUrl!, { max: 2 });
    // B hears nothing from A, so only the database can tell it about A's activity.
    const deaf = await buildApp({
      config: { ...a.config, sessionExpireAfter: expireAfter },
      db: { ...bDb2, listen: async () => async () => {} },
    });
    try {
      const key = await signIn(a.app, 'details@demo.test');
      await a.db.query(
        `UPDATE sessions SET last_activity_at = now() - make_interval(secs => $2) WHERE token_hash = $1`,
        [sha256(key), expireAfter - 1],
      );
      const idle = await call(deaf, '/api/auth/last-activity/', { token: key });
      expect(idle.json.inactive_seconds).toBeGreaterThanOrEqual(expireAfter - 1);
      expect((await call(a.app, '/api/auth/keep-alive/', { token: key })).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      // In memory B counts more than the limit; it asks the database before ending the session.
      expect((await call(deaf, '/api/profiles/my/', { token: key })).status).toBe(200);
      expect((await call(a.app, '/api/profiles/my/', { token: key })).status).toBe(200);
    } finally {
      await deaf.close();
      await bDb2.close();
    }
  });

  it('failed logins are counted across instances (the limit is in the database)', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await call(a.app, '/api/auth/login/', {
        body: { email: 'staff@demo.test', password: 'wrong' },
      });
      expect(res.status).toBe(400);
    }
    for (let i = 0; i < 2; i++) {
      const res = await call(b, '/api/auth/login/', {
        body: { email: 'staff@demo.test', password: 'wrong' },
      });
      expect(res.status).toBe(400);
    }
    const locked = await call(b, '/api/auth/login/', {
      body: { email: 'staff@demo.test', password: 'Demo-Portal-2026!' },
    });
    expect(locked.status).toBe(429);
  });
});

// Files too: with STORAGE_PROVIDER=s3 both instances read and write one bucket, so a file uploaded
// through one downloads through the other (on the local disk it would not).
describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL and one bucket', () => {
  let s3: S3TestServer;
  let a: TestApp;
  let bDb: Db;
  let b: FastifyInstance;

  beforeAll(async () => {
    s3 = await startS3TestServer('two-instances');
    a = await createTestApp({ storage: s3.storage });
    bDb = await openPostgres(a.databaseUrl!, { max: 5 });
    b = await buildApp({ config: a.config, db: bDb });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await bDb?.close();
    await a?.close();
    await s3?.close();
  });

  it('a personal document uploaded through A downloads through B with the same bytes', async () => {
    const token = await signIn(a.app, 'investor@demo.test');
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(256 * 1024)]);
    const uploaded = await postFile(a.app, '/api/personal-document/', token, bytes, 'passport.pdf');
    expect(uploaded.status).toBe(200);

    const download = await b.inject({
      method: 'GET',
      url: `/api/personal-document/${uploaded.json.id}/`,
      headers: { authorization: `Token ${token}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="passport.pdf"/);
    expect(Buffer.compare(download.rawPayload, bytes)).toBe(0);

    // Deleted through B, it is gone for A as well.
    const deleted = await call(b, `/api/personal-document/${uploaded.json.id}/`, { token, method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect((await call(a.app, `/api/personal-document/${uploaded.json.id}/`, { token })).status).toBe(404);
  });
});
