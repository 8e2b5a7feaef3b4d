import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, signInStaff } from '../../testing/http.ts';
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
  staff = await signInStaff(t.app);
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

const REPORTS = '/api/ipm/rebalance/reports/';

describe('the rebalance history and reports', () => {
  let client: string;
  let clientId: number;
  let accounts: number[];
  let ids: Record<string, number>;

  async function add(
    accountId: number,
    date: string,
    type: 'taa' | 'model_portfolio',
    status: 'complete' | 'in_progress' | 'cancelled',
    data: unknown = type === 'taa' ? TAA : { rows: [] },
    message = '',
  ): Promise<number> {
    const [row] = await t.db.query<{ id: number }>(
      `INSERT INTO rebalance_reports (account_id, date, type, status, message, data)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [accountId, date, type, status, message, JSON.stringify(data)],
    );
    return row!.id;
  }

  beforeAll(async () => {
    const users = await t.db.query<{ id: number; email: string }>('SELECT id, email FROM users');
    clientId = users.find((u) => u.email === 'newcomer@demo.test')!.id;
    client = await signIn(t.app, 'newcomer@demo.test');
    accounts = await accountsOf(clientId);
    // A user of their own (secure@ signs in with a code): the reports the test above left go first.
    await t.db.query('DELETE FROM rebalance_reports WHERE account_id = ANY($1::int[])', [accounts]);
    const [a1, a2, a3] = accounts;
    ids = {
      oldest: await add(a1!, '2025-01-10', 'taa', 'complete'),
      second: await add(a2!, '2025-04-10', 'model_portfolio', 'cancelled'),
      third: await add(a3!, '2025-07-10', 'taa', 'in_progress'),
      fourth: await add(a1!, '2025-10-10', 'model_portfolio', 'complete'),
      newest: await add(a2!, '2026-01-10', 'taa', 'complete', TAA, 'Line one\nLine two'),
    };
    await t.db.query('INSERT INTO rebalance_report_views (report_id, user_id) VALUES ($1, $2)', [
      ids.oldest,
      clientId,
    ]);
  });

  it('lists the own reports newest first, 10 a page by default, with account, type, status and is_new', async () => {
    const res = await call(t.app, REPORTS, { token: client });
    expect(res.status).toBe(200);
    expect(res.json.count).toBe(5);
    expect(res.json.results.map((r: any) => r.id)).toEqual([
      ids.newest,
      ids.fourth,
      ids.third,
      ids.second,
      ids.oldest,
    ]);
    const [account] = await t.db.query<{ name: string }>('SELECT name FROM accounts WHERE id = $1', [
      accounts[1],
    ]);
    expect(res.json.results[0]).toEqual({
      id: ids.newest,
      date: '2026-01-10',
      account: { id: accounts[1], name: account!.name },
      rebalance_type: 'taa',
      status: 'complete',
      is_new: true,
    });
    expect(res.json.results.at(-1).is_new).toBe(false);
  });

  it('pages, orders and filters by comma-joined accounts, types and statuses', async () => {
    const page = await call(t.app, `${REPORTS}?page=2&page_size=10`, { token: client });
    expect(page.json).toEqual({ count: 5, results: [] });
    const asc = await call(t.app, `${REPORTS}?ordering=date`, { token: client });
    expect(asc.json.results[0].id).toBe(ids.oldest);
    const byStatus = await call(t.app, `${REPORTS}?ordering=status`, { token: client });
    expect(byStatus.json.results.map((r: any) => r.status)).toEqual([
      'cancelled',
      'complete',
      'complete',
      'complete',
      'in_progress',
    ]);
    const byType = await call(t.app, `${REPORTS}?ordering=-rebalance_type`, { token: client });
    expect(byType.json.results.map((r: any) => r.rebalance_type)).toEqual([
      'taa',
      'taa',
      'taa',
      'model_portfolio',
      'model_portfolio',
    ]);
    const byAccount = await call(t.app, `${REPORTS}?ordering=account`, { token: client });
    const names = byAccount.json.results.map((r: any) => r.account.name.toLowerCase());
    expect(names).toEqual([...names].sort());

    const filtered = await call(
      t.app,
      `${REPORTS}?accounts=${accounts[0]},${accounts[1]}&rebalance_type=taa,model_portfolio&status=complete,in_progress`,
      { token: client },
    );
    expect(filtered.json.count).toBe(3);
    expect(filtered.json.results.map((r: any) => r.id)).toEqual([ids.newest, ids.fourth, ids.oldest]);
    const taa = await call(t.app, `${REPORTS}?rebalance_type=taa&status=complete`, { token: client });
    expect(taa.json.results.map((r: any) => r.id)).toEqual([ids.newest, ids.oldest]);
  });

  it('rejects what the contract does not allow', async () => {
    for (const query of [
      'page_size=15',
      'page=0',
      'ordering=-name',
      'status=done',
      'rebalance_type=taa,other',
      'accounts=a',
    ]) {
      const res = await call(t.app, `${REPORTS}?${query}`, { token: client });
      expect(res.status, query).toBe(400);
    }
    expect((await call(t.app, `${REPORTS}?page_size=100`, { token: client })).status).toBe(200);
  });

  it("never lists another user's reports, nor those of another application", async () => {
    const mine = await call(t.app, REPORTS, { token: investor });
    expect(mine.json.results.map((r: any) => r.id)).not.toContain(ids.newest);
    const theirs = await call(t.app, `${REPORTS}?accounts=${accounts[0]}`, { token: investor });
    expect(theirs.json).toEqual({ count: 0, results: [] });
    const icf = await call(t.app, REPORTS, { token: client, headers: { 'x-application-id': 'icf' } });
    expect(icf.json).toEqual({ count: 0, results: [] });
  });

  it('answers the report types', async () => {
    const res = await call(t.app, '/api/ipm/rebalance/report-types/', { token: client });
    expect(res.json).toEqual([
      { id: 'taa', name: 'Tactical asset allocation' },
      { id: 'model_portfolio', name: 'Model portfolio' },
    ]);
  });

  it('answers a report with its data as a JSON string', async () => {
    const res = await call(t.app, `${REPORTS}${ids.newest}/`, { token: client });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      id: ids.newest,
      date: '2026-01-10',
      message: 'Line one\nLine two',
      status: 'complete',
      is_new: true,
      type: 'taa',
      data: expect.any(String),
    });
    expect(JSON.parse(res.json.data)).toEqual(TAA);
  });

  it("answers 404 for another user's report, an unknown id or another application", async () => {
    for (const [url, token, headers] of [
      [`${REPORTS}${ids.newest}/`, investor, {}],
      [`${REPORTS}${ids.newest}/mark-seen/`, investor, {}],
      [`${REPORTS}999999/`, client, {}],
      [`${REPORTS}abc/`, client, {}],
      [`${REPORTS}99999999999/`, client, {}],
      [`${REPORTS}${ids.newest}/`, client, { 'x-application-id': 'viv' }],
    ] as const) {
      const res = await call(t.app, url, {
        token,
        headers,
        ...(url.endsWith('mark-seen/') ? { method: 'POST', body: {} } : {}),
      });
      expect(res.status, url).toBe(404);
      expect(res.json).toEqual({ detail: 'Not found.' });
    }
  });

  it('marks a report seen once; the latest count and the list follow', async () => {
    const before = (await call(t.app, LATEST, { token: client })).json.new_count;
    // Staff acting for the user only look: the user's mark stays.
    const managed = await call(t.app, `${REPORTS}${ids.fourth}/mark-seen/`, {
      token: staff,
      method: 'POST',
      body: {},
      headers: { 'x-managed-user-id': String(clientId) },
    });
    expect(managed.json).toEqual({ is_new: true });
    expect((await call(t.app, LATEST, { token: client })).json.new_count).toBe(before);

    for (let i = 0; i < 2; i += 1) {
      const res = await call(t.app, `${REPORTS}${ids.fourth}/mark-seen/`, {
        token: client,
        method: 'POST',
        body: {},
      });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ is_new: false });
    }
    expect((await call(t.app, LATEST, { token: client })).json.new_count).toBe(before - 1);
    expect((await call(t.app, `${REPORTS}${ids.fourth}/`, { token: client })).json.is_new).toBe(false);
    const list = await call(t.app, REPORTS, { token: client });
    expect(list.json.results.find((r: any) => r.id === ids.fourth).is_new).toBe(false);
  });

  it('asks for a sign-in', async () => {
    for (const url of [REPORTS, '/api/ipm/rebalance/report-types/', `${REPORTS}${ids.newest}/`])
      expect((await call(t.app, url)).status).toBe(401);
    expect(
      (await call(t.app, `${REPORTS}${ids.newest}/mark-seen/`, { method: 'POST', body: {} })).status,
    ).toBe(401);
  });
});

const TAA = {
  cash: { saa: 0.05, old_taa: 0.04, new_taa: 0.06, taa_difference: 0.02 },
  totals: { total_saa: 1, total_old_taa: 1, total_difference: 0, total_new_taa: 1 },
  records: [
    {
      asset_class: 'Australian Equities',
      investment_options: [{ name: 'Core', saa: 0.95, old_taa: 0.96, new_taa: 0.94, taa_difference: -0.02 }],
      total_saa: 0.95,
      total_old_taa: 0.96,
      total_difference: -0.02,
      total_new_taa: 0.94,
    },
  ],
};
