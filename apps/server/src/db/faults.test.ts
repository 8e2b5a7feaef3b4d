import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { DEMO_PASSWORD } from '../demo/seed.ts';
import { call, signIn } from '../testing/http.ts';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Db, openPostgres } from './client.ts';

// The server keeps running through database faults: a dropped connection, a database that is stopped
// or stalls. Calls answer 503 quickly while it is away and succeed again when it returns. The faults are
// made by a TCP proxy between this app's pool and PostgreSQL; the machine's PostgreSQL is never touched,
// and only connections of this file's own application_name are terminated.

// Limits far below the defaults, so each fault is over in seconds.
const LIMITS = {
  max: 3,
  connectTimeoutMs: 1000,
  statementTimeoutMs: 1500,
  idleInTransactionTimeoutMs: 5000,
  queryTimeoutMs: 1500,
  // A long heartbeat keeps the LISTEN connections' last statement `LISTEN ...`, which tells them apart.
  listenRetry: { firstMs: 100, maxMs: 1000, heartbeatMs: 60_000 },
};
const GENERIC_FAILURE = { detail: 'Looks like something went wrong' };
const INVESTOR = 'investor@demo.test';

/** `work`, and how long it took in milliseconds. */
async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await work;
  return { value, ms: Math.round(performance.now() - start) };
}

async function until<T>(read: () => Promise<T | undefined | false> | T | undefined | false, ms = 10_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.runIf(process.env.TEST_DATABASE_URL)('database faults on PostgreSQL', () => {
  let t: TestApp;
  let proxy: TcpProxy;
  let db: Db;
  let app: FastifyInstance;
  let proxiedUrl: string;
  const applicationName = `portal_faults_${randomBytes(4).toString('hex')}`;
  const uncaught: unknown[] = [];
  const recordUncaught = (error: unknown) => uncaught.push(error);
  const timings: Record<string, number> = {};

  /** Terminates this file's connections through the proxy: the pool's, or the LISTEN ones. */
  const terminate = async (which: 'pool' | 'listen') => {
    const rows = await t.db.query<{ pid: number }>(
      `SELECT pg_terminate_backend(pid) AS done, pid FROM pg_stat_activity
        WHERE application_name = $1 AND state = 'idle' AND (query LIKE 'LISTEN%') = $2`,
      [applicationName, which === 'listen'],
    );
    return rows.length;
  };

  const health = () => call(app, '/api/health/ready/');

  beforeAll(async () => {
    process.on('uncaughtException', recordUncaught);
    t = await createTestApp();
    const direct = new URL(t.databaseUrl!);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const viaProxy = new URL(t.databaseUrl!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    viaProxy.searchParams.set('application_name', applicationName);
    proxiedUrl = viaProxy.toString();
    db = await openPostgres(proxiedUrl, LIMITS);
    // Without the session cache, so that every call below reaches the database (a cached profile would be
    // served from memory during an outage, which is right but not what these tests look at).
    app = await buildApp({ config: { ...t.config, authCacheTtlMs: 0 }, db });
    await app.ready();
  });
  afterAll(async () => {
    await proxy?.resume();
    await app?.close();
    await db?.close();
    await proxy?.close();
    await t?.close();
    process.off('uncaughtException', recordUncaught);
    console.log('fault timings (ms):', timings);
  });
  beforeEach(async () => {
    await t.db.query('DELETE FROM rate_limits');
    expect((await health()).status).toBe(200);
  });

  it('idle pool connections terminated by the database: the process lives on and the next calls succeed', async () => {
    const token = await signIn(app, INVESTOR);
    // Several calls at once, so the pool holds more than one idle connection.
    await Promise.all([1, 2, 3].map(() => call(app, '/api/profiles/my/', { token })));
    expect(await terminate('pool')).toBeGreaterThan(0);
    // The pool notices while idle: that 'error' event once ended the process.
    await new Promise((r) => setTimeout(r, 200));
    expect(uncaught.map(String)).toEqual([]);
    const after = await timed(call(app, '/api/profiles/my/', { token }));
    expect(after.value.status).toBe(200);
    timings.afterTerminate = after.ms;
    expect((await health()).status).toBe(200);
  });

  it('the LISTEN connection terminated: it reconnects, tells its subscriber, and hears notifications again', async () => {
    const heard: string[] = [];
    let reconnects = 0;
    const stop = await db.listen('auth_change', (payload) => heard.push(payload), {
      onReconnect: () => reconnects++,
    });
    const token = await signIn(app, INVESTOR);
    const { json } = await call(app, '/api/realtime/auth-token/', { token, body: {} });
    const socketHeard: Array<{ type: string }> = [];
    const socket: WebSocket = await app.injectWS(
      `/api/realtime/ws/?token=${json.token}`,
      {},
      {
        onInit: (ws) => ws.on('message', (data) => socketHeard.push(JSON.parse(data.toString()))),
      },
    );
    try {
      const killedAt = performance.now();
      // This listener's and the realtime hub's two.
      expect(await terminate('listen')).toBeGreaterThanOrEqual(3);
      await until(() => reconnects === 1);
      timings.listenReconnect = Math.round(performance.now() - killedAt);
      // The hub lost events while down: its sockets are told to refetch.
      await until(() => socketHeard.some((m) => m.type === 'resync'));
      const payload = `-${randomBytes(3).readUIntBE(0, 3)}`;
      await t.db.query('SELECT pg_notify($1, $2)', ['auth_change', payload]);
      await until(() => heard.includes(payload));
      expect(uncaught.map(String)).toEqual([]);
    } finally {
      socket.terminate();
      await stop();
    }
  });

  it('database stopped: calls answer 503 with the generic message within 5 s, and 200 once it is back', async () => {
    const token = await signIn(app, INVESTOR);
    await proxy.stop();
    try {
      const down = await timed(call(app, '/api/profiles/my/', { token }));
      expect(down.value.status).toBe(503);
      expect(down.value.json).toEqual(GENERIC_FAILURE);
      expect(down.ms).toBeLessThan(5000);
      timings.stoppedCall = down.ms;
      const ready = await timed(health());
      expect(ready.value.status).toBe(503);
      expect(ready.value.json).toEqual({ status: 'unavailable', failed: ['database'] });
      timings.stoppedReadiness = ready.ms;
      // A sign-in (a transaction) fails the same way.
      const login = await call(app, '/api/auth/login/', {
        body: { email: INVESTOR, password: DEMO_PASSWORD },
      });
      expect(login.status).toBe(503);
    } finally {
      await proxy.resume();
    }
    const back = await timed(
      until(async () => (await call(app, '/api/profiles/my/', { token })).status === 200),
    );
    timings.stoppedRecovery = back.ms;
    expect(uncaught.map(String)).toEqual([]);
  });

  it('database stalled: calls answer 503 within 5 s, and 200 once it answers again', async () => {
    const token = await signIn(app, INVESTOR);
    await call(app, '/api/profiles/my/', { token });
    proxy.stall();
    try {
      const [profile, ready] = await Promise.all([
        timed(call(app, '/api/profiles/my/', { token })),
        timed(health()),
      ]);
      expect(profile.value.status).toBe(503);
      expect(profile.value.json).toEqual(GENERIC_FAILURE);
      expect(profile.ms).toBeLessThan(5000);
      timings.stalledCall = profile.ms;
      expect(ready.value.status).toBe(503);
      expect(ready.ms).toBeLessThan(5000);
      timings.stalledReadiness = ready.ms;
      // A new connection hangs in the stalled network too: waiting for it is bounded.
      const again = await timed(call(app, '/api/profiles/my/', { token }));
      expect(again.value.status).toBe(503);
      expect(again.ms).toBeLessThan(5000);
      timings.stalledSecondCall = again.ms;
    } finally {
      await proxy.resume();
    }
    const back = await timed(
      until(async () => (await call(app, '/api/profiles/my/', { token })).status === 200),
    );
    timings.stalledRecovery = back.ms;
    expect(uncaught.map(String)).toEqual([]);
  });

  it('with the default limits, a stalled database answers 503 within 5 s', async () => {
    const defaults = loadConfig({}).dbPool;
    const defaultDb = await openPostgres(proxiedUrl, defaults);
    const defaultApp = await buildApp({ config: t.config, db: defaultDb });
    try {
      await defaultApp.ready();
      const token = await signIn(defaultApp, INVESTOR);
      proxy.stall();
      const stalled = await timed(call(defaultApp, '/api/profiles/my/', { token }));
      expect(stalled.value.status).toBe(503);
      expect(stalled.ms).toBeLessThan(5000);
      timings.stalledCallDefaultLimits = stalled.ms;
    } finally {
      await proxy.resume();
      await defaultApp.close();
      await defaultDb.close();
    }
  });

  describe('writes across a cut', () => {
    const counts = async () => {
      const [row] = await t.db.query<{ sessions: number; logins: number }>(
        `SELECT (SELECT count(*)::int FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1) AS sessions,
                (SELECT count(*)::int FROM activity_log a JOIN users u ON u.id = a.user_id
                  WHERE u.email = $1 AND a.action = 'login') AS logins`,
        [INVESTOR],
      );
      return row!;
    };
    const login = () => call(app, '/api/auth/login/', { body: { email: INVESTOR, password: DEMO_PASSWORD } });

    it('a write answered 2xx before the cut is there after it', async () => {
      const answered = await login();
      expect(answered.status).toBe(200);
      proxy.cut();
      // A call racing the cut may still pick a connection the pool has not yet seen drop (503).
      const back = await timed(
        until(async () => {
          const after = await call(app, '/api/profiles/my/', { token: answered.json.key });
          return after.status === 200 && after;
        }),
      );
      timings.cutRecovery = back.ms;
      expect(back.value.json.email).toBe(INVESTOR);
    });

    for (const when of ['before', 'after'] as const) {
      it(`a cut as COMMIT is sent (${when} it reaches the database) answers non-2xx, and the write is all there or not at all`, async () => {
        const before = await counts();
        // The sign-in's last write, as the query builder sends it.
        proxy.cutWhenSent('COMMIT', { after: 'insert into "activity_log"', when });
        const answer = await timed(login());
        timings[`commitCut_${when}`] = answer.ms;
        expect(answer.value.status).toBe(503);
        expect(answer.value.json).toEqual(GENERIC_FAILURE);
        const now = await counts();
        const added = [now.sessions - before.sessions, now.logins - before.logins];
        // Cut before the database saw COMMIT, the transaction cannot have landed.
        if (when === 'before') expect(added).toEqual([0, 0]);
        else
          expect([
            [0, 0],
            [1, 1],
          ]).toContainEqual(added);
        expect((await login()).status).toBe(200);
        expect(uncaught.map(String)).toEqual([]);
      });
    }
  });
});
