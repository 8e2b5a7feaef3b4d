import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../demo/seed.ts';
import { signIn } from '../testing/http.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// SECURITY.md 17: random bodies never produce a 5xx, and a refusal changes nothing.
let t: TestApp;
let token: string;
let demoHash: string;

const FUZZ_USER = 'fuzz@demo.test';
const RUNS = 60;

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db.query<{ password_hash: string }>(
    `INSERT INTO users (email, password_hash, first_name, last_name)
     SELECT $1, password_hash, 'Fuzz', 'Tester' FROM users WHERE email = 'investor@demo.test' RETURNING password_hash`,
    [FUZZ_USER],
  );
  demoHash = row!.password_hash;
  token = await signIn(t.app, FUZZ_USER);
});
afterAll(async () => {
  await t?.close();
});

/** What a refusal must leave as it was. */
async function fingerprint() {
  const [row] = await t.db.query(
    `SELECT (SELECT md5(coalesce(string_agg(u::text, '|' ORDER BY u.id), '')) FROM users u) AS users,
            (SELECT count(*)::int FROM sessions) AS sessions,
            (SELECT count(*)::int FROM sessions WHERE revoked_at IS NOT NULL) AS revoked,
            (SELECT count(*)::int FROM support_messages) AS support_messages,
            (SELECT count(*)::int FROM one_time_links) AS links,
            (SELECT count(*)::int FROM one_time_links WHERE used_at IS NOT NULL) AS used_links,
            (SELECT count(*)::int FROM outbox) AS outbox`,
  );
  return row;
}

// Strings that tend to break things: NUL, lone surrogates, huge, SQL and HTML, plus the real values.
const nasty = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  '💥'.repeat(300),
  'x'.repeat(5000),
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'investor@demo.test',
  'INVESTOR@DEMO.TEST',
  FUZZ_USER,
  DEMO_PASSWORD,
  'Fresh-Harbour-Lantern-42!',
  '123456',
  '1',
);
const anyValue = fc.oneof(
  { weight: 3, arbitrary: nasty },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 80 }) },
  { weight: 1, arbitrary: fc.emailAddress() },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);
const formOf = (fields: string[]) =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record(Object.fromEntries(fields.map((f) => [f, anyValue])), { requiredKeys: [] }),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.oneof(fc.constantFrom(...fields), fc.string()), anyValue) },
  );

async function send(url: string, body: unknown, withToken: boolean) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/json',
      ...(withToken ? { authorization: `Token ${token}` } : {}),
    },
    payload: JSON.stringify(body) ?? 'null',
    remoteAddress: '10.77.0.1',
  });
  return { status: response.statusCode, text: response.body };
}

/** Sends random bodies; no 5xx ever, and a 4xx leaves users, sessions, messages and links unchanged. */
async function fuzz(url: string, fields: string[], options: { withToken?: boolean } = {}) {
  const statuses = new Set<number>();
  await fc.assert(
    fc.asyncProperty(formOf(fields), fc.boolean(), async (body, signedIn) => {
      // Limits would soon answer 429 to everything; each run starts afresh so the code behind them is reached.
      await t.db.query('DELETE FROM rate_limits');
      const withToken = options.withToken ?? signedIn;
      const before = await fingerprint();
      const res = await send(url, body, withToken);
      statuses.add(res.status);
      expect(res.status, `${url} ${JSON.stringify(body)} -> ${res.text}`).toBeLessThan(500);
      if (res.status >= 400) {
        expect(await fingerprint(), `${url} ${JSON.stringify(body)} -> ${res.status}`).toEqual(before);
        expect(() => JSON.parse(res.text)).not.toThrow();
      } else if (url === '/api/auth/password-change/') {
        // A lucky change: keep fuzzing with the new key and the demo password.
        token = JSON.parse(res.text).key;
        await t.db.query('UPDATE users SET password_hash = $2 WHERE email = $1', [FUZZ_USER, demoHash]);
      }
    }),
    { numRuns: RUNS },
  );
  // The bodies reached the validation at least (not all refused the same way upstream).
  expect([...statuses].some((s) => s === 400)).toBe(true);
}

describe('fuzzing request bodies', () => {
  it('login', async () => {
    await fuzz('/api/auth/login/', ['email', 'password', 'is_staff']);
  });

  it('password reset request', async () => {
    await fuzz('/api/auth/password-reset/', ['email']);
  });

  it('password reset confirm and check', async () => {
    await fuzz('/api/auth/password-reset-confirm/', ['uid', 'token', 'new_password1', 'new_password2']);
    await fuzz('/api/auth/password-reset-check-token-expiration/', ['uid', 'token']);
  });

  it('contact us', async () => {
    await fuzz('/api/contact-us/', ['email', 'description', 'redirect_uri']);
  });

  it('password change', async () => {
    await fuzz('/api/auth/password-change/', ['old_password', 'new_password1', 'new_password2'], {
      withToken: true,
    });
  });

  it('NUL characters are refused with 400, not stored', async () => {
    const before = await fingerprint();
    const res = await send('/api/contact-us/', { email: 'nul@example.com', description: 'a\u0000b' }, false);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toEqual({ description: ['The format is not valid'] });
    expect(await fingerprint()).toEqual(before);
  });
});
