import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { call, signIn } from '../testing/http.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { redactUrl } from './redact-url.ts';

type LogLine = {
  level: number;
  msg: string;
  reqId?: string;
  req?: { url: string; headers: Record<string, string> };
} & Record<string, any>;

const SECRET = 'Zq8secretToken0123456789abcdefXYZ';

/** An app on the test database whose JSON log lines are collected in `lines`. */
async function appWithLogs(t: TestApp, logRequests: boolean) {
  const lines: LogLine[] = [];
  const app = await buildApp({
    config: t.config,
    db: t.db,
    logRequests,
    logDestination: { write: (line) => void lines.push(JSON.parse(line)) },
  });
  app.get('/boom/', async () => {
    throw new Error('the database went away');
  });
  app.get('/unavailable/', async (_request, reply) => reply.status(503).send({ detail: 'Not ready.' }));
  await app.ready();
  return { app, lines };
}

/** Every route of the app with its methods, read from Fastify's route tree. */
function routesOf(app: FastifyInstance): Array<{ path: string; method: string }> {
  const routes: Array<{ path: string; method: string }> = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = line.match(/^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    if (match[3]) routes.push({ path: stack.join(''), method: match[3].split(', ')[0]! });
  }
  return routes;
}

let t: TestApp;
let quiet: Awaited<ReturnType<typeof appWithLogs>>;
let verbose: Awaited<ReturnType<typeof appWithLogs>>;

beforeAll(async () => {
  t = await createTestApp();
  quiet = await appWithLogs(t, false);
  verbose = await appWithLogs(t, true);
});
afterAll(async () => {
  await quiet?.app.close();
  await verbose?.app.close();
  await t?.close();
});
beforeEach(() => {
  quiet.lines.length = 0;
  verbose.lines.length = 0;
});

describe('logs', () => {
  it('log a 500 with its stack and request id even when requests are not logged', async () => {
    const res = await call(quiet.app, '/boom/');
    expect(res.status).toBe(500);
    expect(res.json).toEqual({ detail: 'Looks like something went wrong' });
    const requestId = res.headers['x-request-id'] as string;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(quiet.lines).toHaveLength(1);
    const [line] = quiet.lines;
    expect(line!.level).toBe(50);
    expect(line!.reqId).toBe(requestId);
    expect(line!.err.message).toBe('the database went away');
    expect(line!.err.stack).toContain('logging.test.ts');
    expect(line!.req!.url).toBe('/boom/');
  });

  it('log a 5xx answered without an error, and nothing of a successful request, when requests are not logged', async () => {
    expect((await call(quiet.app, '/api/health/')).status).toBe(200);
    expect(quiet.lines).toEqual([]);
    const res = await call(quiet.app, '/unavailable/');
    expect(res.status).toBe(503);
    expect(quiet.lines).toHaveLength(1);
    expect(quiet.lines[0]!.reqId).toBe(res.headers['x-request-id']);
    expect(quiet.lines[0]!.res.statusCode).toBe(503);
  });

  it("mark every line of a request with its id, keeping a caller's id only when it is a short plain token", async () => {
    const given = await call(verbose.app, '/api/health/', { headers: { 'x-request-id': 'lb-7f3a.19:2' } });
    expect(given.headers['x-request-id']).toBe('lb-7f3a.19:2');
    expect(verbose.lines.length).toBeGreaterThanOrEqual(2);
    for (const line of verbose.lines) expect(line.reqId).toBe('lb-7f3a.19:2');

    for (const unsafe of ['a b', 'x'.repeat(65), '{"level":60}', 'id\u00e9']) {
      verbose.lines.length = 0;
      const res = await call(verbose.app, '/api/health/', { headers: { 'x-request-id': unsafe } });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      for (const line of verbose.lines) expect(line.reqId).toBe(res.headers['x-request-id']);
    }
  });

  it('redact the authorization and cookie headers', async () => {
    const key = await signIn(verbose.app, 'investor@demo.test');
    verbose.lines.length = 0;
    await call(verbose.app, '/api/profiles/my/', { token: key, headers: { cookie: `sid=${SECRET}` } });
    const incoming = verbose.lines.find((line) => line.msg === 'incoming request')!;
    expect(incoming.req!.headers.authorization).toBe('[redacted]');
    expect(incoming.req!.headers.cookie).toBe('[redacted]');
    const all = JSON.stringify(verbose.lines);
    expect(all).not.toContain(key);
    expect(all).not.toContain(SECRET);
  });

  it('redact the credential of every API route with a :token or :uuid parameter', async () => {
    const secretRoutes = routesOf(verbose.app).filter((route) => /:(token|uuid)\b/.test(route.path));
    // The esign, invitation and registration families at least.
    expect(secretRoutes.length).toBeGreaterThanOrEqual(10);
    for (const route of secretRoutes) {
      const url = route.path.replace(/:(token|uuid)\b/g, SECRET).replace(/:[a-zA-Z]+/g, '1');
      expect(redactUrl(url), route.path).not.toContain(SECRET);
      verbose.lines.length = 0;
      await verbose.app.inject({ method: route.method as 'GET', url });
      expect(verbose.lines.length, url).toBeGreaterThan(0);
      expect(JSON.stringify(verbose.lines), `${route.method} ${route.path}`).not.toContain(SECRET);
    }
  });

  it('redact reset, verification, signing, invitation, end-session, realtime and advisor links', async () => {
    const urls = [
      `/reset-password/7/${SECRET}/`,
      `/auth/reset-password-confirm/?uid=7&token=${SECRET}`,
      `/auth/email-verify/?key=${SECRET}`,
      `/account/confirm-email/?key=${SECRET}`,
      `/notifications/unsubscribed/?token=${SECRET}`,
      `/esign/sign/${SECRET}/`,
      `/api/esign/sessions/${SECRET}/documents/1/`,
      `/invitation/${SECRET}/`,
      `/invitation-secondary/${SECRET}/?x=1`,
      `/sessions/end/${SECRET}/`,
      `/accounts/secondary-invite/12/${SECRET}/`,
      `/api/realtime/ws/?token=${SECRET}`,
      `/advisor-entry?target_url=%2Fdashboard&jwt_token=${SECRET}`,
      `/api/auth/jwt_login/?jwt_token=${SECRET}`,
      `/somewhere/?TOKEN=${SECRET}`,
    ];
    for (const url of urls) {
      verbose.lines.length = 0;
      await verbose.app.inject({ method: 'GET', url });
      const logged = verbose.lines.find((line) => line.msg === 'incoming request')!;
      expect(logged.req!.url, url).toContain('[redacted]');
      expect(JSON.stringify(verbose.lines), url).not.toContain(SECRET);
    }
    expect(redactUrl(`/advisor-entry?target_url=%2Fdashboard&jwt_token=${SECRET}`)).toBe(
      '/advisor-entry?target_url=%2Fdashboard&jwt_token=[redacted]',
    );
    expect(redactUrl('/api/accounts/12/?account=3')).toBe('/api/accounts/12/?account=3');
  });
});
