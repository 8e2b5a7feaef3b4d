import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Every call of the account area: no token answers 401, a non-staff managed-user header 403, and random
// bodies never a 5xx nor a change.
let t: TestApp;
let token: string;
let otherId: number;

const CALLS: Array<{ method: 'GET' | 'POST' | 'PATCH' | 'PUT'; url: string; fields: string[] }> = [
  { method: 'PATCH', url: '/api/profiles/my/', fields: ['login_two_factor_auth_enabled'] },
  { method: 'PATCH', url: '/api/profiles/my/misc/', fields: ['marketing_opt_out'] },
  {
    method: 'POST',
    url: '/api/profiles/my/change-email-address/',
    fields: ['new_email', 'password', 'confirmation_type'],
  },
  { method: 'POST', url: '/api/profiles/my/resend-email-confirmation/', fields: [] },
  { method: 'POST', url: '/api/profiles/my/change-phone-number/', fields: ['new_phone_number', 'password'] },
  { method: 'POST', url: '/api/profiles/my/confirm-phone-number/', fields: ['code'] },
  { method: 'POST', url: '/api/profiles/my/resend-phone-number-confirmation/', fields: [] },
  { method: 'GET', url: '/api/profiles/my/activities/', fields: [] },
  { method: 'GET', url: '/api/activity-types/', fields: [] },
  { method: 'GET', url: '/api/profiles/my/notification-settings/portal/', fields: [] },
  { method: 'PUT', url: '/api/profiles/my/notification-settings/portal/bulk-update/', fields: [] },
  { method: 'GET', url: '/api/icf/account/notification-settings/', fields: [] },
  { method: 'PUT', url: '/api/icf/account/notification-settings/bulk-update/', fields: [] },
];

beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t.app, 'investor@demo.test');
  const [row] = await t.db.query<{ id: number }>(`SELECT id FROM users WHERE email = 'secure@demo.test'`);
  otherId = row!.id;
});
afterAll(async () => {
  await t?.close();
});

async function fingerprint() {
  const [row] = await t.db.query(
    `SELECT (SELECT md5(coalesce(string_agg(u::text, '|' ORDER BY u.id), '')) FROM users u) AS users,
            (SELECT count(*)::int FROM sessions WHERE revoked_at IS NOT NULL) AS revoked,
            (SELECT count(*)::int FROM email_change_requests) AS email_changes,
            (SELECT count(*)::int FROM phone_change_requests) AS phone_changes,
            (SELECT count(*)::int FROM user_notification_settings) AS notification_settings,
            (SELECT count(*)::int FROM outbox) AS outbox`,
  );
  return row;
}

describe('account area calls', () => {
  it.each(CALLS)(
    '$method $url answers 401 without a token and 403 to a non-staff managed header',
    async (c) => {
      const body = c.method === 'GET' ? undefined : c.method === 'PUT' ? [] : {};
      const before = await fingerprint();
      expect((await call(t.app, c.url, { method: c.method, body })).status).toBe(401);
      const managed = await call(t.app, c.url, {
        method: c.method,
        body,
        token,
        headers: { 'x-managed-user-id': String(otherId) },
      });
      expect(managed.status).toBe(403);
      expect(await fingerprint()).toEqual(before);
    },
  );

  it('the e-mail link needs no token but a real key', async () => {
    const res = await call(t.app, '/api/profiles/my/confirm-email-address-by-link/', {
      body: { key: 'guess' },
    });
    expect(res.status).toBe(400);
  });

  it('random bodies never answer 5xx, and a refusal changes nothing', async () => {
    const value = fc.oneof(
      fc.constantFrom(
        '',
        '\u0000',
        'x'.repeat(5000),
        "' OR 1=1 --",
        '0412345678',
        '123456',
        'link',
        true,
        null,
      ),
      fc.jsonValue({ maxDepth: 2 }),
    );
    for (const c of CALLS.filter((x) => x.method !== 'GET')) {
      const fields = [...c.fields, 'id', 'send_email', 'send_sms', 'key'];
      const bodies = fc.oneof(
        fc.record(Object.fromEntries(fields.map((f) => [f, value])), { requiredKeys: [] }),
        fc.array(fc.record({ id: value, send_email: value, send_sms: value }, { requiredKeys: [] }), {
          maxLength: 3,
        }),
        fc.jsonValue({ maxDepth: 2 }),
      );
      await fc.assert(
        fc.asyncProperty(bodies, async (body) => {
          await t.db.query('DELETE FROM rate_limits');
          const before = await fingerprint();
          const res = await t.app.inject({
            method: c.method,
            url: c.url,
            headers: { 'content-type': 'application/json', authorization: `Token ${token}` },
            payload: JSON.stringify(body) ?? 'null',
          });
          expect(res.statusCode, `${c.url} ${JSON.stringify(body)} -> ${res.body}`).toBeLessThan(500);
          if (res.statusCode >= 400) expect(await fingerprint()).toEqual(before);
          if (res.statusCode === 200 && c.url === '/api/profiles/my/') {
            // A lucky enable signed every session out: sign in again and turn it off.
            await t.db.query(
              `UPDATE users SET login_two_factor_auth_enabled = false WHERE email = 'investor@demo.test'`,
            );
            token = await signIn(t.app, 'investor@demo.test');
          }
        }),
        { numRuns: 25 },
      );
    }
  });
});
