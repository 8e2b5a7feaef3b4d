import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { buildApp } from '../app.ts';
import { openPostgres } from '../db/client.ts';
import { seedDemoPortfolio } from '../demo/portfolio.ts';
import { runPendingReports } from '../jobs/report-worker.ts';
import { call, signIn, signInStaff } from '../testing/http.ts';
import { REPORTS_BASE, wholeHistoryReportRequest } from '../testing/reports.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

type Message = { type: string; channel?: string; detail?: string; event?: { type: string; id?: number } };

/** A socket with everything it has heard, and a way to wait for the next thing. */
async function openSocket(app: FastifyInstance, token: string) {
  const { json } = await call(app, '/api/realtime/auth-token/', { token, body: {} });
  return connect(app, json.token);
}

async function connect(app: FastifyInstance, realtimeToken: string) {
  const heard: Message[] = [];
  let closed: { code: number } | null = null;
  // Listeners go on before the socket opens: the server may close it at once (a spent token), and a
  // close heard before the listener was there would be lost.
  const listen = (ws: WebSocket) => {
    ws.on('message', (data) => heard.push(JSON.parse(data.toString())));
    ws.on('close', (code) => {
      closed = { code };
    });
  };
  const socket: WebSocket = await app.injectWS(
    `/api/realtime/ws/?token=${encodeURIComponent(realtimeToken)}`,
    {},
    { onInit: listen },
  );
  const until = async <T>(read: () => T | undefined | null | false, ms = 5000): Promise<T> => {
    const end = Date.now() + ms;
    for (;;) {
      const value = read();
      if (value) return value;
      if (Date.now() > end) throw new Error(`timed out; heard ${JSON.stringify(heard)}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  return {
    socket,
    heard,
    closed: () => closed,
    send: (message: unknown) => socket.send(JSON.stringify(message)),
    waitFor: (match: (m: Message) => boolean, ms?: number) => until(() => heard.find(match), ms),
    waitClosed: (ms?: number) => until(() => closed, ms),
  };
}

const userIdOf = async (app: FastifyInstance, token: string) =>
  (await call(app, '/api/profiles/my/', { token })).json.user_id as number;

const staffSend = (app: FastifyInstance, staff: string, userId: number, title: string) =>
  call(app, '/api/staff/notifications/', {
    token: staff,
    body: { user_id: userId, title, description: 'Live delivery' },
  });

describe('real time on one instance (PGlite or PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('delivers a new notification to the user subscribed to inapp#{user_id}', async () => {
    const token = await signIn(t.app, 'investor@demo.test');
    const staff = await signInStaff(t.app);
    const userId = await userIdOf(t.app, token);
    const ws = await openSocket(t.app, token);
    ws.send({ type: 'subscribe', channel: `inapp#${userId}` });
    await ws.waitFor((m) => m.type === 'subscribed' && m.channel === `inapp#${userId}`);
    await staffSend(t.app, staff, userId, 'Hello live');
    const event = await ws.waitFor((m) => m.type === 'event');
    expect(event.channel).toBe(`inapp#${userId}`);
    expect(event.event?.type).toBe('notification_created');
    const { json } = await call(t.app, '/api/notifications/', { token });
    expect(event.event?.id).toBe(json.results[0].id);
    ws.socket.terminate();
  });

  it("refuses a subscription to another user's channel, and hears nothing of theirs", async () => {
    const token = await signIn(t.app, 'investor@demo.test');
    const staff = await signInStaff(t.app);
    const otherId = await userIdOf(t.app, await signIn(t.app, 'reset@demo.test'));
    const ws = await openSocket(t.app, token);
    ws.send({ type: 'subscribe', channel: `inapp#${otherId}` });
    const refusal = await ws.waitFor((m) => m.type === 'error');
    expect(refusal).toEqual({
      type: 'error',
      channel: `inapp#${otherId}`,
      detail: 'You cannot subscribe to this channel.',
    });
    await staffSend(t.app, staff, otherId, 'Not for you');
    await new Promise((r) => setTimeout(r, 200));
    expect(ws.heard.filter((m) => m.type === 'event')).toEqual([]);
    ws.socket.terminate();
  });

  it('a realtime token opens one socket only, and a made-up token none', async () => {
    const token = await signIn(t.app, 'investor@demo.test');
    const { json } = await call(t.app, '/api/realtime/auth-token/', { token, body: {} });
    expect(json.expires_in).toBeLessThanOrEqual(60);
    const userId = await userIdOf(t.app, token);
    const first = await connect(t.app, json.token);
    // The first socket has spent the token once it answers a subscription; only then open the second,
    // so the two are not racing for it.
    first.send({ type: 'subscribe', channel: `inapp#${userId}` });
    await first.waitFor((m) => m.type === 'subscribed');
    const second = await connect(t.app, json.token);
    expect((await second.waitClosed()).code).toBe(4401);
    expect(first.closed()).toBeNull();
    const forged = await connect(t.app, 'forged-token');
    expect((await forged.waitClosed()).code).toBe(4401);
    expect((await call(t.app, '/api/realtime/auth-token/', { body: {} })).status).toBe(401);
    first.socket.terminate();
  });

  it('a logout closes the sockets of that session only', async () => {
    const token = await signIn(t.app, 'investor@demo.test');
    const ws = await openSocket(t.app, token);
    const other = await openSocket(t.app, await signInStaff(t.app));
    await call(t.app, '/api/auth/logout/', { token, body: {} });
    expect((await ws.waitClosed()).code).toBe(4403);
    await new Promise((r) => setTimeout(r, 100));
    expect(other.closed()).toBeNull();
    other.socket.terminate();
  });
});

describe('real time when the server shuts down', () => {
  it('closes every socket with 1012 (service restart), which the web client answers by reconnecting', async () => {
    const t = await createTestApp();
    try {
      const token = await signIn(t.app, 'investor@demo.test');
      const userId = await userIdOf(t.app, token);
      const ws = await openSocket(t.app, token);
      ws.send({ type: 'subscribe', channel: `inapp#${userId}` });
      await ws.waitFor((m) => m.type === 'subscribed');
      await t.app.close();
      expect(await ws.waitClosed()).toEqual({ code: 1012 });
    } finally {
      await t.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('real time across two instances on one PostgreSQL', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let secondDb: Awaited<ReturnType<typeof openPostgres>>;
  beforeAll(async () => {
    t = await createTestApp();
    secondDb = await openPostgres(t.databaseUrl!, { max: 3 });
    second = await buildApp({ config: t.config, db: secondDb });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await secondDb?.close();
    await t?.close();
  });

  it('a notification created on instance A reaches a socket on instance B', async () => {
    const tokenOnB = await signIn(second, 'investor@demo.test');
    const userId = await userIdOf(second, tokenOnB);
    const ws = await openSocket(second, tokenOnB);
    ws.send({ type: 'subscribe', channel: `inapp#${userId}` });
    await ws.waitFor((m) => m.type === 'subscribed');
    const staffOnA = await signInStaff(t.app);
    expect((await staffSend(t.app, staffOnA, userId, 'Across instances')).status).toBe(200);
    const event = await ws.waitFor((m) => m.type === 'event');
    expect(event.channel).toBe(`inapp#${userId}`);
    ws.socket.terminate();
  });

  it('a report requested and rendered on instance A becomes ready live on a socket held by B', async () => {
    await seedDemoPortfolio(t.db, { years: 1, emails: ['investor@demo.test'] });
    const tokenOnA = await signIn(t.app, 'investor@demo.test');
    const tokenOnB = await signIn(second, 'investor@demo.test');
    const userId = await userIdOf(second, tokenOnB);
    const ws = await openSocket(second, tokenOnB);
    ws.send({ type: 'subscribe', channel: `reports#${userId}` });
    await ws.waitFor((m) => m.type === 'subscribed');

    const requested = await call(t.app, REPORTS_BASE, {
      token: tokenOnA,
      body: await wholeHistoryReportRequest(t.app, tokenOnA),
    });
    expect(requested.status).toBe(201);
    const id = requested.json.id as number;
    await runPendingReports(t);

    const ready = await ws.waitFor(
      (m) => m.type === 'event' && m.event?.id === id && (m.event as { status?: string }).status === 'ready',
    );
    expect(ready.channel).toBe(`reports#${userId}`);
    ws.socket.terminate();
  }, 120_000);

  it('a logout on instance A closes the socket on instance B', async () => {
    const token = await signIn(t.app, 'investor@demo.test');
    const ws = await openSocket(second, token);
    await call(t.app, '/api/auth/logout/', { token, body: {} });
    expect((await ws.waitClosed()).code).toBe(4403);
  });
});
