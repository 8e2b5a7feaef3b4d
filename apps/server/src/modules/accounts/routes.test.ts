import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, signInStaff } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const ACCOUNTS = '/api/accounts/?activated_in_current_application=true';

let t: TestApp;
let investorId: number;
let secureId: number;
let investorToken: string;
let staffToken: string;

type Account = {
  id: number;
  name: string;
  account_type: string;
  is_selected: boolean;
  is_active: boolean;
  status_display: unknown;
};

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db.query<{ id: number; email: string }>('SELECT id, email FROM users');
  investorId = rows.find((r) => r.email === 'investor@demo.test')!.id;
  secureId = rows.find((r) => r.email === 'secure@demo.test')!.id;
  investorToken = await signIn(t.app, 'investor@demo.test');
  staffToken = await signInStaff(t.app);
});
afterAll(async () => {
  await t?.close();
});

/** The ids of a user's accounts in ipm, straight from the database. */
const accountIdsOf = async (userId: number) =>
  (
    await t.db.query<{ id: number }>(
      `SELECT a.id FROM accounts a JOIN account_members m ON m.account_id = a.id
        WHERE m.user_id = $1 AND a.application_id = 'ipm' AND a.is_active ORDER BY a.id`,
      [userId],
    )
  ).map((r) => r.id);

describe('GET /api/accounts/', () => {
  it("answers the investor's own accounts with exactly one selected", async () => {
    const res = await call(t.app, ACCOUNTS, { token: investorToken });
    expect(res.status).toBe(200);
    const accounts = res.json as Account[];
    expect(accounts.map((a) => a.id)).toEqual(await accountIdsOf(investorId));
    expect(accounts.length).toBe(3);
    expect(accounts.filter((a) => a.is_selected)).toHaveLength(1);
    for (const account of accounts) {
      expect(Object.keys(account).sort()).toEqual([
        'account_type',
        'id',
        'is_active',
        'is_primary',
        'is_selected',
        'kind',
        'name',
        'status',
        'status_display',
        'type_display',
        'uuid',
      ]);
      expect(account).toMatchObject({ kind: 'account', status: 'active', is_primary: true });
      expect(account.status_display).toEqual({ display_name: 'Active', style: 'success' });
    }
  });

  it("marks the user's chosen account as the selected one", async () => {
    const ids = await accountIdsOf(secureId);
    await t.db.query('UPDATE users SET selected_account_id = $2 WHERE id = $1', [secureId, ids[2]]);
    try {
      const login = await call(t.app, '/api/auth/login/', {
        body: { email: 'secure@demo.test', password: 'Demo-Portal-2026!' },
      });
      // secure@demo.test signs in with a code; the session is opened directly here instead.
      await t.db.query(`UPDATE sessions SET pending_two_factor = NULL WHERE user_id = $1`, [secureId]);
      const res = await call(t.app, ACCOUNTS, { token: login.json.key });
      expect(res.status).toBe(200);
      const selected = (res.json as Account[]).filter((a) => a.is_selected);
      expect(selected.map((a) => a.id)).toEqual([ids[2]]);
    } finally {
      await t.db.query('UPDATE users SET selected_account_id = NULL WHERE id = $1', [secureId]);
    }
  });

  it("never shows the investor another user's accounts", async () => {
    const secureIds = await accountIdsOf(secureId);
    expect(secureIds.length).toBeGreaterThan(0);
    for (const application of ['ipm', 'icf', 'viv']) {
      for (const url of [
        ACCOUNTS,
        '/api/accounts/',
        '/api/accounts/?activated_in_current_application=false',
      ]) {
        const res = await call(t.app, url, {
          token: investorToken,
          headers: { 'x-application-id': application },
        });
        expect(res.status).toBe(200);
        const ids = (res.json as Account[]).map((a) => a.id);
        expect(ids.filter((id) => secureIds.includes(id))).toEqual([]);
        expect(res.text).not.toContain('Taylor');
      }
    }
  });

  it('answers 401 without a token', async () => {
    const res = await call(t.app, ACCOUNTS);
    expect(res.status).toBe(401);
  });
});

describe('profile', () => {
  it('shows a permission change made in the database at the next read', async () => {
    const token = await signInStaff(t.app);
    const products = async () =>
      (
        (await call(t.app, '/api/profiles/my/', { token })).json.permissions.applications as Array<{
          product_key: string;
        }>
      ).map((a) => a.product_key);
    expect(await products()).toEqual(['icf', 'ipm', 'viv']);
    const [staff] = await t.db.query<{ id: number }>(`SELECT id FROM users WHERE email = 'staff@demo.test'`);
    const [removed] = await t.db.query(
      `DELETE FROM user_applications WHERE user_id = $1 AND application_id = 'viv' RETURNING modules`,
      [staff!.id],
    );
    try {
      expect(await products()).toEqual(['icf', 'ipm']);
    } finally {
      await t.db.query(
        `INSERT INTO user_applications (user_id, application_id, modules) VALUES ($1, 'viv', $2)`,
        [staff!.id, removed!.modules],
      );
    }
    expect(await products()).toEqual(['icf', 'ipm', 'viv']);
  });
});

describe('managed-user mode (X-Managed-User-Id)', () => {
  it('refuses the header from a user who is not staff', async () => {
    for (const target of [secureId, investorId]) {
      const res = await call(t.app, ACCOUNTS, {
        token: investorToken,
        headers: { 'x-managed-user-id': String(target) },
      });
      expect(res.status).toBe(403);
      expect(res.text).not.toContain('Taylor');
    }
    const profile = await call(t.app, '/api/profiles/my/', {
      token: investorToken,
      headers: { 'x-managed-user-id': String(secureId) },
    });
    expect(profile.status).toBe(403);
  });

  it("gives staff the managed user's accounts and profile info", async () => {
    const headers = { 'x-managed-user-id': String(investorId) };
    const accounts = await call(t.app, ACCOUNTS, { token: staffToken, headers });
    expect(accounts.status).toBe(200);
    expect((accounts.json as Account[]).map((a) => a.id)).toEqual(await accountIdsOf(investorId));
    expect((accounts.json as Account[]).filter((a) => a.is_selected)).toHaveLength(1);

    const profile = await call(t.app, '/api/profiles/my/', { token: staffToken, headers });
    expect(profile.status).toBe(200);
    expect(profile.json.email).toBe('staff@demo.test');
    expect(profile.json.is_staff).toBe(true);
    expect(profile.json.managed_user_individual_info).toMatchObject({
      user_id: investorId,
      first_name: 'Alex',
      last_name: 'Morgan',
      email: 'investor@demo.test',
      // The same three details as the profile's own (spec section 3).
      personal_detail: { first_name: 'Alex', is_verified: true },
      contact_detail: { channel: 'email' },
      additional_detail: { occupation: 'Company director' },
    });

    // Without the header staff see their own (empty) account list and no managed user.
    const own = await call(t.app, ACCOUNTS, { token: staffToken });
    expect(own.status).toBe(200);
    expect(own.json).toEqual([]);
    const ownProfile = await call(t.app, '/api/profiles/my/', { token: staffToken });
    expect(ownProfile.json.managed_user_individual_info).toBeNull();
  });

  it('answers 404 for a user that does not exist and 403 for a malformed id', async () => {
    const missing = await call(t.app, ACCOUNTS, {
      token: staffToken,
      headers: { 'x-managed-user-id': '999999' },
    });
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ detail: 'Not found.' });
    for (const bad of ['abc', '-1', '1.5']) {
      const res = await call(t.app, ACCOUNTS, { token: staffToken, headers: { 'x-managed-user-id': bad } });
      expect(res.status).toBe(403);
    }
  });

  it("staff writes in managed-user mode change the client's data, not the staff member's", async () => {
    const res = await call(t.app, '/api/profiles/my/update-onboarding-status/', {
      token: staffToken,
      headers: { 'x-managed-user-id': String(investorId) },
      body: { key: 'managed_test_flag' },
    });
    expect(res.status).toBe(200);
    const [row] = await t.db.query<{ onboardings: Record<string, boolean> }>(
      'SELECT onboardings FROM users WHERE id = $1',
      [investorId],
    );
    expect(row!.onboardings.managed_test_flag).toBe(true);
    const [staff] = await t.db.query<{ onboardings: Record<string, boolean> }>(
      `SELECT onboardings FROM users WHERE email = 'staff@demo.test'`,
    );
    expect(staff!.onboardings.managed_test_flag).toBeUndefined();
  });
});
