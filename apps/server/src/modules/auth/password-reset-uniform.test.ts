import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { call } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/** The same database, writing down every statement the app sends (BEGIN and COMMIT for a transaction). */
function recording(db: Db, statements: string[]): Db {
  const record = (q: Queryable): Queryable => ({
    query: (sql, params) => {
      statements.push(sql.replace(/\s+/g, ' ').trim());
      return q.query(sql, params);
    },
  });
  return {
    ...db,
    ...record(db),
    tx: (fn) =>
      db.tx(async (q) => {
        statements.push('BEGIN');
        const result = await fn(record(q));
        statements.push('COMMIT');
        return result;
      }),
  };
}

let t: TestApp;
let app: Awaited<ReturnType<typeof buildApp>>;
const statements: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  app = await buildApp({ config: t.config, db: recording(t.db, statements) });
  await app.ready();
  await t.db.query(
    `INSERT INTO users (email, password_hash, first_name, last_name, blocked_status)
     SELECT e, password_hash, 'Uma', 'Uniform', b::text FROM users,
       (VALUES ('known-uniform@demo.test', NULL), ('blocked-uniform@demo.test', 'permanent_blocked')) v(e, b)
      WHERE email = 'investor@demo.test'`,
  );
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

/** Asks for a reset and answers what the client saw and what the server did. */
async function requestReset(email: string) {
  await t.db.query('DELETE FROM rate_limits');
  statements.length = 0;
  const res = await call(app, '/api/auth/password-reset/', { body: { email }, ip: '10.9.0.1' });
  return { status: res.status, text: res.text, statements: [...statements] };
}

// Statements as sent: the query builder's (quoted, lower case) or a hand-written template's.
const isMail = (sql: string) => /^insert into "?outbox"?/i.test(sql);

describe('password reset for known and unknown e-mails', () => {
  it('answers byte for byte the same and does the same database work, but for the e-mail queued', async () => {
    const known = await requestReset('known-uniform@demo.test');
    const unknown = await requestReset('nobody-uniform@demo.test');
    const blocked = await requestReset('blocked-uniform@demo.test');

    expect(known.status).toBe(200);
    expect(unknown.text).toBe(known.text);
    expect(blocked.text).toBe(known.text);
    expect([unknown.status, blocked.status]).toEqual([200, 200]);

    expect(known.statements.filter(isMail)).toHaveLength(1);
    expect(unknown.statements).toEqual(known.statements.filter((sql) => !isMail(sql)));
    expect(blocked.statements).toEqual(unknown.statements);
    // Both write: the rate limits and the request itself, in a transaction.
    expect(unknown.statements).toContain('BEGIN');
    expect(unknown.statements.some((sql) => /insert into "?one_time_links"?/i.test(sql))).toBe(true);
  });
});
