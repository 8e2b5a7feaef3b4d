import { parseRebalanceData } from '@portal/contracts/api/rebalance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_REBALANCE_REPORTS, seedDemoRebalances } from '../../demo/rebalances.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/errors.ts';
import { outboxMessenger } from '../../providers/messaging.ts';
import { call, signIn } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createRebalanceReport } from './service.ts';

let t: TestApp;
let deps: Deps;

const userId = async (email: string) =>
  (await t.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]))[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  const unused = () => Promise.reject(new Error('not used'));
  deps = {
    config: t.config,
    db: t.db,
    messenger: outboxMessenger,
    hasher: { hash: unused, verify: unused } as unknown as Deps['hasher'],
    authCache: null,
    files: t.files,
  };
});
afterAll(async () => {
  await t?.close();
});

describe('createRebalanceReport', () => {
  it("stores the report and tells the account's members with a notification that opens it", async () => {
    const member = await userId('newcomer@demo.test');
    const [account] = await t.db.query<{ id: number; name: string }>(
      `SELECT a.id, a.name FROM accounts a JOIN account_members m ON m.account_id = a.id
        WHERE m.user_id = $1 ORDER BY a.id LIMIT 1`,
      [member],
    );
    const id = await t.db.tx((q) =>
      createRebalanceReport(deps, q, {
        account_id: account!.id,
        date: '2026-03-05',
        type: 'model_portfolio',
        status: 'in_progress',
        data: {
          rows: [
            {
              code: 'BHP',
              name: 'BHP Group Limited',
              old_target: 0.1,
              new_target: 0.12,
              target_difference: 0.02,
              investment_option: 'Australian Equity Income',
            },
          ],
        },
      }),
    );
    const notes = await t.db.query<{ title: string; description: string; redirect_url: string }>(
      'SELECT title, description, redirect_url FROM notifications WHERE user_id = $1',
      [member],
    );
    expect(notes).toEqual([
      {
        title: 'New rebalance report',
        description: `A new rebalance report for ${account!.name} dated 05-Mar-2026 is ready to view.`,
        redirect_url: `/rebalance/report/${id}/`,
      },
    ]);
    const token = await signIn(t.app, 'newcomer@demo.test');
    const detail = await call(t.app, `/api/ipm/rebalance/reports/${id}/`, { token });
    expect(detail.json.message).toBe('');
    expect(parseRebalanceData(detail.json.type, detail.json.data)?.data).toEqual({
      rows: [expect.objectContaining({ code: 'BHP', new_target: 0.12 })],
    });
  });

  it('refuses data not of its type, and an unknown account', async () => {
    await expect(
      t.db.tx((q) =>
        createRebalanceReport(deps, q, {
          account_id: 1,
          date: '2026-03-05',
          type: 'taa',
          status: 'complete',
          data: { rows: [] } as never,
        }),
      ),
    ).rejects.toBeInstanceOf(AppError);
    await expect(
      t.db.tx((q) =>
        createRebalanceReport(deps, q, {
          account_id: 999999,
          date: '2026-03-05',
          type: 'model_portfolio',
          status: 'complete',
          data: { rows: [] },
        }),
      ),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe('seedDemoRebalances', () => {
  it('gives the demo investors eight reports of both types and every status, two unopened, once', async () => {
    await seedDemoRebalances(t.db, t.config);
    await seedDemoRebalances(t.db, t.config);
    const investor = await userId('investor@demo.test');
    const token = await signIn(t.app, 'investor@demo.test');
    const list = await call(t.app, '/api/ipm/rebalance/reports/?page_size=20', { token });
    expect(list.json.count).toBe(DEMO_REBALANCE_REPORTS.length);
    const results = list.json.results as Array<{
      id: number;
      rebalance_type: string;
      status: string;
      is_new: boolean;
    }>;
    expect(new Set(results.map((r) => r.rebalance_type))).toEqual(new Set(['taa', 'model_portfolio']));
    expect(new Set(results.map((r) => r.status))).toEqual(new Set(['complete', 'in_progress', 'cancelled']));
    expect(results.filter((r) => r.is_new)).toHaveLength(2);
    expect((await call(t.app, '/api/ipm/rebalance/latest-report/', { token })).json).toMatchObject({
      id: results[0]!.id,
      new_count: 2,
    });
    const notes = await t.db.query('SELECT 1 FROM notifications WHERE user_id = $1', [investor]);
    expect(notes).toHaveLength(2);
    for (const report of results) {
      const detail = await call(t.app, `/api/ipm/rebalance/reports/${report.id}/`, { token });
      const parsed = parseRebalanceData(detail.json.type, detail.json.data);
      expect(parsed).not.toBeNull();
      if (parsed?.type === 'taa') {
        const { records, cash, totals } = parsed.data;
        expect(records.map((r) => r.asset_class)).toEqual([
          'Australian Equities',
          'International Equities',
          'Fixed Income',
          'Property',
          'Alternatives',
        ]);
        const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 10000) / 10000;
        expect(sum([...records.map((r) => r.total_new_taa), cash.new_taa])).toBe(totals.total_new_taa);
        expect(sum([...records.map((r) => r.total_old_taa), cash.old_taa])).toBe(1);
      }
    }
    const secure = await userId('secure@demo.test');
    const [{ n }] = (await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM rebalance_reports r JOIN account_members m ON m.account_id = r.account_id
        WHERE m.user_id = $1`,
      [secure],
    )) as [{ n: number }];
    expect(n).toBe(DEMO_REBALANCE_REPORTS.length);
  });
});
