// SECURITY.md 17 for every route of the app: input that breaks a call's contract (hostile path ids, query
// values and bodies) never answers 5xx, signed in as an investor or not, and a refused write changes
// nothing. The routes come from the app itself, so a new route is covered the day it is registered.
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../testing/http.ts';
import { createTestAccount, userIdOf } from '../testing/onboarding-accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let token: string;
let investorId: number;
let sessionId: number;
let ownIds: number[];
let restoreInvestor: () => Promise<void>;
let countAllTables: string;

const INVESTOR = 'investor@demo.test';
const RUNS_PER_ROUTE = 2;

/** Routes not sent through here, each with the reason; nothing else is left out. */
const SKIPPED: Record<string, string> = {
  'GET /api/realtime/ws/':
    'a WebSocket upgrade, not a request/response call; its messages are fuzzed in realtime/realtime.test.ts',
};

/** Tables a refused call may write by design: attempt counters that make refusals slower to repeat. */
const COUNTERS_OF_REFUSALS = ['rate_limits', 'login_attempts'];

beforeAll(async () => {
  t = await createTestApp();
  investorId = await userIdOf(t.db, INVESTOR);
  const account = await createTestAccount(t.db, INVESTOR, { type: 'individual' });
  token = await signIn(t.app, INVESTOR);
  const started = await call(t.app, '/api/ips/', { token, body: { account } });
  expect(started.status, started.text).toBeLessThan(300);
  ownIds = [account, started.json.id];
  [{ id: sessionId }] = (await t.db.query<{ id: number }>(
    'SELECT id FROM sessions WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
    [investorId],
  )) as [{ id: number }];
  // Some calls succeed with hostile but valid input (log out, block access, change the password):
  // each run starts from the same signed-in investor.
  const [saved] = await t.db.query<Record<string, unknown>>('SELECT * FROM users WHERE id = $1', [
    investorId,
  ]);
  restoreInvestor = async () => {
    await t.db.query(
      `UPDATE users SET password_hash = $2, blocked_status = NULL, force_password_change = false,
                        two_factor_after_reset = false WHERE id = $1`,
      [investorId, saved!.password_hash],
    );
    await t.db.query(
      `UPDATE sessions SET revoked_at = NULL, pending_two_factor = NULL, last_activity_at = now(),
                           created_at = now() WHERE id = $1`,
      [sessionId],
    );
  };
  const tables = await t.db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  countAllTables = tables
    .map((r) => r.table_name)
    .filter((name) => !COUNTERS_OF_REFUSALS.includes(name))
    .map((name) => `(SELECT count(*)::int FROM "${name}") AS "${name}"`)
    .join(', ');
});
afterAll(async () => {
  await t?.close();
});

/** Rows in every table, plus the investor's own user and account rows as they are. */
async function fingerprint() {
  const [counts] = await t.db.query(`SELECT ${countAllTables}`);
  const [own] = await t.db.query(
    `SELECT (SELECT md5(u::text) FROM users u WHERE u.id = $1) AS investor,
            (SELECT md5(coalesce(string_agg(a::text, '|' ORDER BY a.id), '')) FROM accounts a
              WHERE a.primary_user_id = $1) AS accounts`,
    [investorId],
  );
  return { ...counts, ...own };
}

// ---------- hostile input ----------

const HOSTILE_TEXT = [
  '',
  '0',
  '-1',
  '1.5',
  '2147483648',
  '-2147483649',
  '99999999999999999999999',
  '1e21',
  'NaN',
  'Infinity',
  'abc',
  '%00',
  '\u0000',
  '\ud800',
  '💥',
  'é',
  '\u202e',
  "' OR 1=1 --",
  '__proto__',
  'constructor',
  'x'.repeat(2000),
  'true',
  'null',
  '[]',
  '{}',
];
const HOSTILE_NUMBERS = [0, -1, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, 1e21, 1e308, -0];

const pathValue = () =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT.filter((v) => v !== '')) },
    { weight: 2, arbitrary: fc.constantFrom(...ownIds.map(String), '1', '2') },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }) },
  );

const QUERY_KEYS = [
  'page',
  'page_size',
  'gender',
  'country',
  'q',
  'search',
  'account',
  'account_id',
  'id',
  'application',
  'status',
  'type',
  'ordering',
  'limit',
  'offset',
  'date_from',
  'date_to',
  'from',
  'to',
  'year',
  'financial_year',
  'asset_class',
  'category',
  'query',
  'token',
  'uuid',
  'activated_in_current_application',
  '__proto__',
];
const queryString = () =>
  fc
    .dictionary(
      fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 8 })),
      fc.oneof(
        fc.constantFrom(...HOSTILE_TEXT),
        fc.constantFrom(...ownIds.map(String)),
        fc.string({ unit: 'binary', maxLength: 20 }),
      ),
      { maxKeys: 4 },
    )
    .map((query) =>
      Object.entries(query)
        .map(
          ([k, v]) =>
            `${encodeURIComponent(k)}=${encodeURIComponent(v.replace(/[\ud800-\udfff]/g, '\ufffd'))}`,
        )
        .join('&'),
    );

const scalar = () =>
  fc.oneof(
    fc.constantFrom<unknown>(...HOSTILE_TEXT, ...HOSTILE_NUMBERS, true, false, null),
    fc.constantFrom<unknown>(...ownIds),
    fc.string({ unit: 'binary', maxLength: 30 }),
  );
/** An object nested `depth` deep: `{ a: { a: ... } }`. */
const deep = (depth: number): unknown => (depth === 0 ? 1 : { a: deep(depth - 1) });
const BODY_FIELDS = [
  'account',
  'id',
  'name',
  'email',
  'first_name',
  'phone_number',
  'password',
  'categories',
  'has_restrictions',
  'has_gearing',
  'target_loan_balance_min',
  'file',
  'file_name',
  'ids',
  'settings',
  'items',
  'amount',
  'address',
  'date_of_birth',
];
const body = () =>
  fc.oneof(
    {
      weight: 1,
      arbitrary: fc.constantFrom<unknown>(null, [], [null], 0, -1, 2 ** 31, 1e308, '', 'text', true),
    },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(deep(200), [[[[[[[[[[]]]]]]]]]]) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<unknown>(
        JSON.parse('{"__proto__": {"is_staff": true, "polluted": 1}}'),
        { constructor: { prototype: { is_staff: true } } },
        JSON.parse('{"__proto__": null, "account": {"__proto__": {"id": 1}}}'),
      ),
    },
    {
      weight: 4,
      arbitrary: fc.dictionary(
        fc.oneof(fc.constantFrom(...BODY_FIELDS), fc.string({ maxLength: 10 })),
        fc.oneof(scalar(), fc.array(scalar(), { maxLength: 3 }), fc.jsonValue({ maxDepth: 2 })),
        { maxKeys: 5 },
      ),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );

// ---------- the property ----------

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Endpoint = { method: Method; url: string };

/** Every method of every registered route, but HEAD and OPTIONS (answered by the GET and CORS code). */
function endpoints(routes: RouteOptions[]): Endpoint[] {
  return routes.flatMap((route) =>
    [route.method]
      .flat()
      .filter((m): m is Method => ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(m))
      .map((method) => ({ method, url: route.url })),
  );
}

function fillPath(url: string, values: string[]): string {
  let i = 0;
  return url.replace(/:[A-Za-z]+/g, () =>
    encodeURIComponent((values[i++] ?? '1').replace(/[\ud800-\udfff]/g, '\ufffd')),
  );
}

// A call that succeeded may have signed the investor out, blocked them or changed their password.
let investorMayHaveChanged = false;

async function hostileCall(
  endpoint: Endpoint,
  signedIn: boolean,
  params: string[],
  query: string,
  payload: unknown,
) {
  await t.db.query('DELETE FROM rate_limits');
  if (investorMayHaveChanged) await restoreInvestor();
  investorMayHaveChanged = false;
  const path = fillPath(endpoint.url, params);
  const url = query ? `${path}?${query}` : path;
  const writes = endpoint.method !== 'GET';
  const before = writes ? await fingerprint() : undefined;
  const res = await t.app.inject({
    method: endpoint.method,
    url,
    headers: {
      ...(signedIn ? { authorization: `Token ${token}` } : {}),
      ...(writes ? { 'content-type': 'application/json' } : {}),
    },
    payload: writes ? (JSON.stringify(payload) ?? 'null') : undefined,
    remoteAddress: '10.88.0.1',
  });
  const what = `${endpoint.method} ${url} ${signedIn ? 'signed in' : 'signed out'} ${JSON.stringify(payload)?.slice(0, 300)} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, what).toBeLessThan(500);
  if (res.statusCode >= 400) {
    if (before) expect(await fingerprint(), what).toEqual(before);
    if (res.body) expect(() => JSON.parse(res.body), what).not.toThrow();
  } else if (writes) {
    investorMayHaveChanged = true;
  }
  return res;
}

/**
 * The inputs every route gets first, then random ones: the investor's own ids in the path (so the call
 * reaches its parsing and not only its 404), with a null body, an array body, and every known query key
 * and body field set to a value past int4, text where a number goes, or a negative number.
 */
function examples(paramCount: number): Array<[boolean, string[], string, unknown]> {
  const params = (value: string) => Array.from({ length: paramCount }, () => value);
  const everyKey = (value: string) => QUERY_KEYS.map((k) => `${k}=${encodeURIComponent(value)}`).join('&');
  const everyField = (value: unknown) => Object.fromEntries(BODY_FIELDS.map((f) => [f, value]));
  const own = ownIds.map(String);
  return [
    ...own.map((id): [boolean, string[], string, unknown] => [true, params(id), '', null]),
    [true, params(own[0]!), everyKey('2147483648'), everyField(2 ** 31)],
    [true, params(own[1]!), everyKey('abc'), []],
    [true, params('2147483648'), everyKey('-1'), everyField('abc')],
    [true, params(own[0]!), everyKey('1.5'), JSON.parse('{"__proto__": {"is_staff": true}}')],
  ];
}

describe('no route answers 5xx to input that breaks its contract', () => {
  it('an out-of-range integer query value is a 400 in the error shape', async () => {
    const res = await call(t.app, '/api/name-titles/?gender=2147483648', { token });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json)).toEqual(['gender']);
  });

  it('a null body where an object is expected is a 400 in the error shape', async () => {
    const before = await fingerprint();
    const res = await call(t.app, `/api/ips/${ownIds[1]}/`, {
      method: 'PATCH',
      token,
      body: 'null',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ non_field_errors: [expect.any(String)] });
    expect(await fingerprint()).toEqual(before);
  });

  it('every registered route, signed in as an investor and signed out', { timeout: 240_000 }, async () => {
    const all = endpoints(t.routes);
    const covered = all.filter((e) => !(`${e.method} ${e.url}` in SKIPPED));
    // Every skip names a route that exists, so the list cannot go stale silently.
    for (const key of Object.keys(SKIPPED)) expect(all.map((e) => `${e.method} ${e.url}`)).toContain(key);
    expect(covered.length).toBeGreaterThan(200);
    console.info(`hostile input sent to ${covered.length} routes (${Object.keys(SKIPPED).length} skipped)`);
    for (const endpoint of covered) {
      const paramCount = (endpoint.url.match(/:[A-Za-z]+/g) ?? []).length;
      await fc.assert(
        fc.asyncProperty(
          fc.boolean(),
          fc.array(pathValue(), { minLength: paramCount, maxLength: paramCount }),
          queryString(),
          body(),
          async (signedIn, params, query, payload) => {
            await hostileCall(endpoint, signedIn, params, query, payload);
          },
        ),
        { numRuns: RUNS_PER_ROUTE, examples: examples(paramCount) },
      );
    }
  });
});
