// The portfolio manager's review of IPS versions in the staff console: only staff acting as themselves
// may call it; the queue lists the IPS versions in review with their custom strategies; approving makes
// one the active IPS (superseding the earlier one), returning sends it back to draft with the reason.
import { ipsTexts } from '@portal/contracts/api/ips';
import { STAFF_IPS_REVIEW_TEXTS } from '@portal/contracts/api/staff-ips-review';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, signInStaff } from '../../testing/http.ts';
import { addSecondaryMember, createTestAccount, userIdOf } from '../../testing/onboarding-accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { moveIpsThroughSigning } from '../ips/signing.ts';

let t: TestApp;
let staff: string;
let investor: string;
let investorId: number;
let memberId: number;
let account: number;
let arrangement: number;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signInStaff(t.app);
  investor = await signIn(t.app, 'investor@demo.test');
  investorId = await userIdOf(t.db, 'investor@demo.test');
  account = await createTestAccount(t.db, 'investor@demo.test', { type: 'joint', status: 'active' });
  memberId = await addSecondaryMember(t.db, account, 'newcomer@demo.test');
  arrangement = (await call(t.app, '/api/ips/holding-arrangements/', { token: investor })).json[0].id;
});
afterAll(async () => t?.close());

/** An IPS of the account in portfolio manager review: the given percents, a custom strategy on one. */
async function ipsInReview(percents: Record<string, string>, withStrategy = false): Promise<number> {
  const id = (await call(t.app, '/api/ips/', { token: investor, body: { account } })).json.id as number;
  const { categories } = (
    await call(t.app, `/api/ips/${id}/strategic-asset-allocation/`, { token: investor })
  ).json as { categories: Array<{ id: number; investment_options: Array<{ id: number; name: string }> }> };
  const put = await call(t.app, `/api/ips/${id}/strategic-asset-allocation/`, {
    method: 'PUT',
    token: investor,
    body: {
      categories: categories.map((c) => ({
        id: c.id,
        investment_options: c.investment_options.map((o) => ({
          id: o.id,
          target_percentage: percents[o.name] ?? '0',
          custom_strategies:
            withStrategy && o.name === 'Australian Equities Custom Strategy'
              ? [
                  {
                    name: 'Transferred blue chips',
                    manager_discretion: false,
                    holding_arrangement: arrangement,
                    securities: [{ name: 'BHP Group', units: '1200' }],
                  },
                ]
              : [],
        })),
      })),
    },
  });
  expect(put.status).toBe(200);
  await call(t.app, `/api/ips/${id}/`, {
    method: 'PATCH',
    token: investor,
    body: { has_restrictions: false },
  });
  await call(t.app, `/api/ips/${id}/`, { method: 'PATCH', token: investor, body: { has_gearing: false } });
  expect(await moveIpsThroughSigning(t.db, id, 'sent_for_signature', investorId)).toBe(true);
  expect(await moveIpsThroughSigning(t.db, id, 'signed')).toBe(true);
  return id;
}

const statusOf = async (id: number) =>
  (
    await t.db.query<{ status: string }>('SELECT status FROM investment_policy_statements WHERE id = $1', [
      id,
    ])
  )[0]!.status;
const latestNotice = async (userId: number) =>
  (
    await t.db.query<{ title: string; description: string }>(
      'SELECT title, description FROM notifications WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
      [userId],
    )
  )[0];

describe('who may review', () => {
  it('refuses every call signed out, to a client and to staff acting as a client; changes nothing', async () => {
    const id = await ipsInReview({ Cash: '100' });
    const endpoints: Array<[string, unknown?]> = [
      ['/api/staff/ips-reviews/'],
      [`/api/staff/ips-reviews/${id}/`],
      [`/api/staff/ips-reviews/${id}/approve/`, {}],
      [`/api/staff/ips-reviews/${id}/return/`, { reason: 'No.' }],
    ];
    for (const [url, body] of endpoints) {
      const send = (token?: string, headers: Record<string, string> = {}) =>
        call(t.app, url, { token, body, headers });
      expect((await send()).status).toBe(401);
      expect((await send(investor)).status).toBe(403);
      expect((await send(staff, { 'x-managed-user-id': String(investorId) })).status).toBe(403);
    }
    expect(await statusOf(id)).toBe('portfolio_manager_review');
    // Tidy up for the next tests: the account holds one IPS in progress at a time.
    await call(t.app, `/api/staff/ips-reviews/${id}/return/`, { token: staff, body: { reason: 'Reset.' } });
    await call(t.app, `/api/ips/${id}/`, { method: 'DELETE', token: investor });
  });
});

describe('the queue, one IPS and the decisions', () => {
  it('lists the IPS in review with its custom strategies and shows it; approving activates it', async () => {
    const id = await ipsInReview({ 'Australian Equities Custom Strategy': '60', Cash: '40' }, true);
    const queue = await call(t.app, '/api/staff/ips-reviews/', { token: staff });
    expect(queue.status).toBe(200);
    expect(queue.json.results).toContainEqual({
      id,
      account: { id: account, name: 'Test joint account', type_display: expect.any(String) },
      primary: { user_id: investorId, name: 'Alex Morgan', email: 'investor@demo.test' },
      is_change: false,
      custom_strategy_count: 1,
      sign_requester_name: 'Alex Morgan',
      sign_requested_date: expect.any(String),
    });
    const search = await call(t.app, '/api/staff/ips-reviews/?search=nobody%25', { token: staff });
    expect(search.json).toEqual({ count: 0, results: [] });

    const detail = await call(t.app, `/api/staff/ips-reviews/${id}/`, { token: staff });
    expect(detail.json).toMatchObject({
      id,
      current_allocation: null,
      security_restrictions: [],
      ips: { id, status: 'portfolio_manager_review', can_edit: false, can_delete: false },
    });
    const strategies = detail.json.categories
      .flatMap((c: { investment_options: Array<{ custom_strategies: unknown[] }> }) => c.investment_options)
      .flatMap((o: { custom_strategies: unknown[] }) => o.custom_strategies);
    expect(strategies).toMatchObject([
      { name: 'Transferred blue chips', securities: [{ name: 'BHP Group', units: '1200' }] },
    ]);

    const approved = await call(t.app, `/api/staff/ips-reviews/${id}/approve/`, { token: staff, body: {} });
    expect(approved.status).toBe(200);
    expect(approved.json).toMatchObject({
      detail: STAFF_IPS_REVIEW_TEXTS.approved,
      ips: { id, status: 'active' },
    });
    expect(await statusOf(id)).toBe('active');
    for (const user of [investorId, memberId])
      expect(await latestNotice(user)).toEqual({
        title: ipsTexts.activatedNotice.title,
        description: ipsTexts.activatedNotice.description('Test joint account'),
      });
    const [log] = await t.db.query<{ actor_user_id: number; user_id: number }>(
      `SELECT actor_user_id, user_id FROM activity_log WHERE action = 'staff.ips_approved' ORDER BY id DESC LIMIT 1`,
    );
    expect(log).toEqual({ actor_user_id: await userIdOf(t.db, 'staff@demo.test'), user_id: investorId });
    // Decided once: it is no longer in review.
    const again = await call(t.app, `/api/staff/ips-reviews/${id}/approve/`, { token: staff, body: {} });
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ detail: STAFF_IPS_REVIEW_TEXTS.notInReview });
    expect((await call(t.app, `/api/accounts/${account}/ips/`, { token: investor })).json).toMatchObject({
      active_ips: { id, status: 'active' },
      ongoing_ips: null,
    });
  });

  it('a change supersedes the active IPS when approved, and compares with it', async () => {
    const [{ id: activeId }] = (await t.db.query<{ id: number }>(
      `SELECT id FROM investment_policy_statements WHERE account_id = $1 AND status = 'active'`,
      [account],
    )) as [{ id: number }];
    const id = await ipsInReview({ Cash: '100' });
    const item = (await call(t.app, '/api/staff/ips-reviews/', { token: staff })).json.results.find(
      (r: { id: number }) => r.id === id,
    );
    expect(item).toMatchObject({ is_change: true, custom_strategy_count: 0 });
    const detail = await call(t.app, `/api/staff/ips-reviews/${id}/`, { token: staff });
    expect(detail.json.current_allocation).toEqual([
      expect.objectContaining({ name: 'Cash', target_percentage: '40.00' }),
      expect.objectContaining({ name: 'Australian Equities Custom Strategy', target_percentage: '60.00' }),
    ]);
    await call(t.app, `/api/staff/ips-reviews/${id}/approve/`, { token: staff, body: {} });
    expect(await statusOf(id)).toBe('active');
    expect(await statusOf(activeId)).toBe('superseded');
    expect((await call(t.app, `/api/staff/ips-reviews/${activeId}/`, { token: staff })).status).toBe(404);
  });

  it('returns an IPS with a reason: back to draft, the members told why', async () => {
    const id = await ipsInReview({ Cash: '100' });
    const empty = await call(t.app, `/api/staff/ips-reviews/${id}/return/`, {
      token: staff,
      body: { reason: '   ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.json).toEqual({ reason: [STAFF_IPS_REVIEW_TEXTS.reasonRequired] });
    const long = await call(t.app, `/api/staff/ips-reviews/${id}/return/`, {
      token: staff,
      body: { reason: 'x'.repeat(1001) },
    });
    expect(long.status).toBe(400);
    expect(await statusOf(id)).toBe('portfolio_manager_review');

    const returned = await call(t.app, `/api/staff/ips-reviews/${id}/return/`, {
      token: staff,
      body: { reason: 'Cash cannot be the whole portfolio.' },
    });
    expect(returned.json).toMatchObject({
      detail: STAFF_IPS_REVIEW_TEXTS.returned,
      ips: { status: 'draft' },
    });
    expect(await latestNotice(memberId)).toEqual({
      title: ipsTexts.returnedNotice.title,
      description: ipsTexts.returnedNotice.description(
        'Test joint account',
        'Cash cannot be the whole portfolio.',
      ),
    });
    expect((await call(t.app, `/api/ips/${id}/`, { token: investor })).json).toMatchObject({
      status: 'draft',
      can_edit: true,
    });
    const twice = await call(t.app, `/api/staff/ips-reviews/${id}/return/`, {
      token: staff,
      body: { reason: 'Again.' },
    });
    expect(twice.status).toBe(400);
    expect((await call(t.app, '/api/staff/ips-reviews/999999/', { token: staff })).status).toBe(404);
    expect((await call(t.app, '/api/staff/ips-reviews/abc/', { token: staff })).status).toBe(404);
  });
});
