import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../testing/http.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const TOKEN = 'metrics-scraper-token-0123456789abcdef';

let t: TestApp;
let closed: TestApp;

beforeAll(async () => {
  t = await createTestApp({ metricsToken: TOKEN });
  closed = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await closed?.close();
});

const scrape = (app: TestApp, authorization?: string) =>
  call(app.app, '/metrics', { headers: authorization ? { authorization } : {} });

/** The value of one sample in Prometheus text, e.g. `outbox_messages{status="all"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('is refused without the bearer token, and with a wrong one', async () => {
    expect((await scrape(t)).status).toBe(401);
    expect((await scrape(t, `Bearer ${TOKEN}x`)).status).toBe(401);
    expect((await scrape(t, `Token ${TOKEN}`)).status).toBe(401);
    expect((await scrape(t, 'Bearer ')).status).toBe(401);
  });

  it('does not exist when no token is configured (the web app answers the address)', async () => {
    const res = await scrape(closed, `Bearer ${TOKEN}`);
    expect(res.text).not.toContain('# TYPE');
    expect(res.headers['content-type']).not.toContain('version=0.0.4');
  });

  it('answers request durations by route pattern, pool use, process metrics and backlogs', async () => {
    const key = await signIn(t.app, 'investor@demo.test');
    expect((await call(t.app, '/api/accounts/987654/', { token: key })).status).toBe(404);
    // One message waiting for the gateway and one dead letter: the backlog an operator watches.
    await t.db.query(
      `INSERT INTO outbox (channel, recipient, body, status) VALUES ('sms', '0412000001', 'x', 'pending'),
         ('email', 'dead@example.com', 'x', 'dead')`,
    );

    const res = await scrape(t, `Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.text;
    for (const name of [
      'http_request_duration_seconds',
      'db_pool_connections',
      'outbox_messages',
      'report_jobs',
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(text, name).toContain(`# TYPE ${name} `);
    }
    // The pattern, never the address: no ids (nor tokens) in labels.
    expect(text).toContain('route="/api/accounts/:id/",status_class="4xx"');
    expect(text).not.toContain('987654');
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/api\/auth\/login\/",status_class="2xx"\} \d/,
    );
    expect(sample(text, 'outbox_messages{status="pending"}')).toBe(1);
    expect(sample(text, 'outbox_messages{status="dead"}')).toBe(1);
    if (t.db.kind === 'postgres') {
      expect(sample(text, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'db_pool_connections{state="waiting"}')).toBe(0);
    }
  });

  it('counts report jobs by status', async () => {
    const [user] = await t.db.query<{ id: number }>(
      `SELECT id FROM users WHERE email = 'investor@demo.test'`,
    );
    await t.db.query(
      `INSERT INTO generated_reports
         (uuid, user_id, application_id, name, account_ids, report_type_ids, start_date, end_date, status)
       VALUES (gen_random_uuid(), $1, 'ipm', 'Broken', '{}', '{}', '2025-01-01', '2025-12-31', 'failed')`,
      [user!.id],
    );
    const text = (await scrape(t, `Bearer ${TOKEN}`)).text;
    expect(sample(text, 'report_jobs{status="failed"}')).toBeGreaterThanOrEqual(1);
  });
});
