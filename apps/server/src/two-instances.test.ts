import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { type Db, openPostgres } from './db/client.ts';
import { call, signIn } from './testing/http.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

// Two server instances behind a load balancer on one PostgreSQL: a session opened on one is honoured,
// and ended, on the other. (The embedded PGlite belongs to one process, so this runs on PostgreSQL,
// which CI provides through TEST_DATABASE_URL.)
describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  let a: TestApp;
  let bDb: Db;
  let b: FastifyInstance;

  beforeAll(async () => {
    a = await createTestApp();
    bDb = await openPostgres(a.databaseUrl!, 5);
    b = await buildApp({ config: a.config, db: bDb });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await bDb?.close();
    await a?.close();
  });

  it('a token from instance A works on B, and a logout on B ends it on A at once', async () => {
    const key = await signIn(a.app, 'investor@demo.test');
    const onB = await call(b, '/api/profiles/my/', { token: key });
    expect(onB.status).toBe(200);
    expect(onB.json.email).toBe('investor@demo.test');

    expect((await call(b, '/api/auth/logout/', { token: key, body: {} })).status).toBe(200);
    const onA = await call(a.app, '/api/profiles/my/', { token: key });
    expect(onA.status).toBe(401);
  });

  it('a block on A refuses the sign-in on B', async () => {
    const key = await signIn(a.app, 'newcomer@demo.test');
    const blocked = await call(a.app, '/api/profiles/my/block-access/', {
      token: key,
      body: { password: 'Demo-Portal-2026!' },
    });
    expect(blocked.status).toBe(200);
    const login = await call(b, '/api/auth/login/', {
      body: { email: 'newcomer@demo.test', password: 'Demo-Portal-2026!' },
    });
    expect(login.status).toBe(403);
    expect(login.json.extra.code).toBe('permanent_blocked');
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
