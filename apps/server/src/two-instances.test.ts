import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { type Db, openPostgres } from './db/client.ts';
import { call, postFile, signIn } from './testing/http.ts';
import { type S3TestServer, startS3TestServer } from './testing/s3-test-server.ts';
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
    bDb = await openPostgres(a.databaseUrl!, { max: 5 });
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
    const key = await signIn(a.app, 'reset@demo.test');
    const blocked = await call(a.app, '/api/profiles/my/block-access/', {
      token: key,
      body: { password: 'Demo-Portal-2026!' },
    });
    expect(blocked.status).toBe(200);
    const login = await call(b, '/api/auth/login/', {
      body: { email: 'reset@demo.test', password: 'Demo-Portal-2026!' },
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
