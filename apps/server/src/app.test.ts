import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from './testing/http.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-eval'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
}

describe('security headers', () => {
  it('are on API answers, with Cache-Control no-store', async () => {
    const token = await signIn(t.app, 'investor@demo.test');
    const res = await call(t.app, '/api/profiles/my/', { token });
    expect(res.status).toBe(200);
    expectSecurityHeaders(res.headers);
    expect(res.headers['cache-control']).toBe('no-store');
    // Errors too.
    const denied = await call(t.app, '/api/profiles/my/');
    expect(denied.status).toBe(401);
    expectSecurityHeaders(denied.headers);
    expect(denied.headers['cache-control']).toBe('no-store');
  });

  it('are on the web app at /', async () => {
    const res = await call(t.app, '/');
    expectSecurityHeaders(res.headers);
    expect(res.headers['cache-control']).not.toBe('no-store');
  });
});

describe('applications and config', () => {
  it('lists ipm, icf and viv with their colours and support e-mail', async () => {
    const res = await call(t.app, '/api/applications/');
    expect(res.status).toBe(200);
    const apps = res.json as Array<Record<string, any>>;
    expect(apps.map((a) => a.product_key)).toEqual(['ipm', 'icf', 'viv']);
    for (const app of apps) {
      expect(app.id).toBe(app.product_key);
      expect(app.name).toEqual(expect.any(String));
      expect(app.configuration.color_schema).toEqual({
        primary: expect.stringMatching(/^#[0-9a-f]{6}$/i),
        secondary: expect.stringMatching(/^#[0-9a-f]{6}$/i),
      });
      expect(app.configuration.support_email).toBe(`support@${app.id}.portal.example`);
    }
  });

  it('answers the current application from X-Application-Id, ipm without it, 400 for an unknown id', async () => {
    const none = await call(t.app, '/api/applications/current/');
    expect(none.status).toBe(200);
    expect(none.json.product_key).toBe('ipm');
    const viv = await call(t.app, '/api/applications/current/', { headers: { 'x-application-id': 'viv' } });
    expect(viv.status).toBe(200);
    expect(viv.json.name).toBe('Investment View');
    const unknown = await call(t.app, '/api/applications/current/', {
      headers: { 'x-application-id': 'xyz' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toEqual({ detail: 'Unknown application.' });
    const token = await signIn(t.app, 'investor@demo.test');
    const accounts = await call(t.app, '/api/accounts/', { token, headers: { 'x-application-id': 'IPM' } });
    expect(accounts.status).toBe(400);
    expect(accounts.json).toEqual({ detail: 'Unknown application.' });
    // Every call is refused, even one that does not otherwise read the application.
    const config = await call(t.app, '/api/auth/session-config/', { headers: { 'x-application-id': 'xyz' } });
    expect(config.status).toBe(400);
  });

  it('utils config answers the resend timeout of 60 seconds, and no monitoring script unless configured', async () => {
    const res = await call(t.app, '/api/utils/config/');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ resendVerificationCodeTimeout: 60, monitoring_script: '' });
  });

  it('a configured monitoring script is offered to the page and allowed by its security policy', async () => {
    const withScript = await createTestApp({
      monitoringScriptUrl: new URL('https://rum.example.com/agent.js?key=a&b="c"'),
    });
    try {
      const res = await call(withScript.app, '/api/utils/config/');
      expect(res.json.monitoring_script).toBe(
        '<script src="https://rum.example.com/agent.js?key=a&amp;b=%22c%22" async></script>',
      );
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self' https://rum.example.com");
      expect(csp).toContain("connect-src 'self' https://rum.example.com");
    } finally {
      await withScript.close();
    }
  });
});

describe('flat pages', () => {
  it('lists the legal pages for the login page', async () => {
    const res = await call(t.app, '/api/flat-pages/?target=login');
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      { slug: 'terms-of-service', title: 'Terms of Service' },
      { slug: 'privacy-policy', title: 'Privacy Policy' },
      { slug: 'security-statement', title: 'Security Statement' },
    ]);
    const none = await call(t.app, '/api/flat-pages/?target=nowhere');
    expect(none.json).toEqual([]);
  });

  it('answers each page as plain text', async () => {
    for (const slug of ['terms-of-service', 'privacy-policy', 'security-statement']) {
      const res = await call(t.app, `/api/flat-pages/${slug}/`);
      expect(res.status).toBe(200);
      expect(res.json.slug).toBe(slug);
      expect(res.json.title).toEqual(expect.any(String));
      expect(res.json.content.length).toBeGreaterThan(50);
      expect(res.json.content).not.toMatch(/<[a-z]/i);
    }
  });

  it('answers 404 for an unknown slug', async () => {
    const res = await call(t.app, '/api/flat-pages/no-such-page/');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ detail: 'Not found.' });
  });
});

describe('requests the server does not serve', () => {
  it('an unknown /api path answers 404 JSON', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await call(t.app, '/api/no-such-thing/', {
        method,
        body: method === 'POST' ? {} : undefined,
      });
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json).toEqual({ detail: 'Not found.' });
    }
  });

  it('a body over 64 kB answers 413 and is not processed', async () => {
    const [before] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM support_messages');
    const res = await call(t.app, '/api/contact-us/', {
      body: { email: 'big@example.com', description: 'x'.repeat(70 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ detail: 'The request is too large.' });
    const [after] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM support_messages');
    expect(after!.n).toBe(before!.n);
  });

  it('malformed JSON answers 400, not 500', async () => {
    const res = await call(t.app, '/api/auth/login/', {
      method: 'POST',
      body: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ detail: 'The request could not be read.' });
  });

  it('the health check answers ok', async () => {
    const res = await call(t.app, '/api/health/');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'ok' });
  });
});

describe('the outbox (demo messaging provider)', () => {
  it('is served at /api/dev/outbox/ with the outbox provider, newest first', async () => {
    await call(t.app, '/api/contact-us/', { body: { email: 'first@example.com', description: 'First' } });
    await call(t.app, '/api/contact-us/', { body: { email: 'second@example.com', description: 'Second' } });
    const res = await call(t.app, '/api/dev/outbox/');
    expect(res.status).toBe(200);
    const [newest, older] = res.json as Array<{ id: number; subject: string; created_at: string }>;
    expect(newest!.subject).toContain('second@example.com');
    expect(older!.subject).toContain('first@example.com');
    expect(newest!.id).toBeGreaterThan(older!.id);
    expect(new Date(newest!.created_at).toISOString()).toBe(newest!.created_at);
  });
});
