import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const LATEST = '/api/ipm/rebalance/latest-report/';

let t: TestApp;
let investor: string;
let staff: string;
let investorId: number;
let newcomerId: number;

const accountsOf = async (userId: number) =>
  (
    await t.db.query<{ id: number }>(
      `SELECT a.id FROM accounts a JOIN account_members m ON m.account_id = a.id
        WHERE m.user_id = $1 AND a.application_id = 'ipm' ORDER BY a.id`,
      [userId],
    )
  ).map((r) => r.id);

async function report(accountId: number, date: string): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO rebalance_reports (account_id, date, type, status, data)
     VALUES ($1, $2, 'taa', 'complete', '{}') RETURNING id`,
    [accountId, date],
  );
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const users = await t.db.query<{ id: number; email: string }>('SELECT id, email FROM users');
  investorId = users.find((u) => u.email === 'investor@demo.test')!.id;
  newcomerId = users.find((u) => u.email === 'newcomer@demo.test')!.id;
  investor = await signIn(t.app, 'investor@demo.test');
  staff = await signIn(t.app, 'staff@demo.test');
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/ipm/rebalance/latest-report/', () => {
  it('answers nothing when the user has no report', async () => {
    const res = await call(t.app, LATEST, { token: investor });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id: null, date: null, new_count: 0 });
  });

  it("answers the newest report of the user's accounts and counts the unopened ones", async () => {
    const [a1, a2] = await accountsOf(investorId);
    const [foreign] = await accountsOf(newcomerId);
    const seen = await report(a1!, '2026-02-01');
    await report(a1!, '2026-01-05');
    const newest = await report(a2!, '2026-03-02');
    // Another user's newer report is neither shown nor counted.
    const theirs = await report(foreign!, '2026-04-01');
    await t.db.query('INSERT INTO rebalance_report_views (report_id, user_id) VALUES ($1, $2)', [
      seen,
      investorId,
    ]);

    const res = await call(t.app, LATEST, { token: investor });
    expect(res.json).toEqual({ id: newest, date: '2026-03-02', new_count: 2 });

    // A view by someone else does not count as the investor's.
    await t.db.query('INSERT INTO rebalance_report_views (report_id, user_id) VALUES ($1, $2)', [
      newest,
      newcomerId,
    ]);
    expect((await call(t.app, LATEST, { token: investor })).json.new_count).toBe(2);

    const newcomer = await signIn(t.app, 'newcomer@demo.test');
    expect((await call(t.app, LATEST, { token: newcomer })).json).toEqual({
      id: theirs,
      date: '2026-04-01',
      new_count: 1,
    });
    // Staff acting for the investor see the investor's.
    const managed = await call(t.app, LATEST, {
      token: staff,
      headers: { 'x-managed-user-id': String(investorId) },
    });
    expect(managed.json).toEqual({ id: newest, date: '2026-03-02', new_count: 2 });
    expect((await call(t.app, LATEST, { token: staff })).json).toEqual({
      id: null,
      date: null,
      new_count: 0,
    });
  });

  it('asks for a sign-in', async () => {
    expect((await call(t.app, LATEST)).status).toBe(401);
  });
});
