import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// The outbox routes exist only with the outbox provider; this app sends e-mail by SMTP instead.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ emailProvider: 'smtp', smtpUrl: 'smtp://127.0.0.1:1' });
});
afterAll(async () => {
  await t?.close();
});

describe('the outbox with the SMTP provider', () => {
  it('is not served', async () => {
    const api = await call(t.app, '/api/dev/outbox/');
    expect(api.status).toBe(404);
    expect(api.json).toEqual({ detail: 'Not found.' });
    const page = await call(t.app, '/dev/outbox');
    expect(page.status).not.toBe(200);
    expect(page.text).not.toContain('Outbox');
  });

  it('a failing SMTP server does not fail the request: its message waits in the outbox', async () => {
    const [before] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM support_messages');
    const res = await call(t.app, '/api/contact-us/', {
      body: { email: 'smtp@example.com', description: 'Hello' },
    });
    expect(res.status).toBe(200);
    const [after] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM support_messages');
    expect(after!.n).toBe(before!.n + 1);
    const queued = await t.db.query<{ status: string }>(
      "SELECT status FROM outbox WHERE channel = 'email' ORDER BY id DESC LIMIT 1",
    );
    expect(queued).toEqual([{ status: 'pending' }]);
  });
});
