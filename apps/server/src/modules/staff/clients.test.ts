import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/seed.ts';
import { call, codeIn, lastMessageTo, signIn, signInStaff } from '../../testing/http.ts';
import { createTestAccount, userIdOf } from '../../testing/onboarding-accounts.ts';
import { useTestApp } from '../../testing/use-test-app.ts';

const t = useTestApp();
let staff: string;
let staffId: number;

beforeAll(async () => {
  staff = await signInStaff(t.app);
  staffId = await userIdOf(t.db, 'staff@demo.test');
});

let counter = 0;
/** A client of its own for a test (the demo password). */
async function newClient(
  options: { first?: string; last?: string; phone?: string; twoFactor?: boolean } = {},
): Promise<{ id: number; email: string }> {
  counter += 1;
  const email = `client-${counter}@staff.test`;
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, phone_number, login_two_factor_auth_enabled)
     SELECT $1, password_hash, $2, $3, $4, $5 FROM users WHERE email = 'investor@demo.test' RETURNING id`,
    [
      email,
      options.first ?? 'Quinn',
      options.last ?? `Client${counter}`,
      options.phone ?? null,
      options.twoFactor ?? false,
    ],
  );
  await t.db.query(`INSERT INTO user_applications (user_id, application_id) VALUES ($1, 'ipm')`, [row!.id]);
  return { id: row!.id, email };
}

const get = (url: string, token = staff) => call(t.app, url, { token });
const post = (url: string, token = staff) => call(t.app, url, { token, method: 'POST' });

describe('GET /api/staff/clients/', () => {
  it('finds clients by name, e-mail, mobile, account name, ABN and ACN, never staff', async () => {
    const c = await newClient({ first: 'Wilhelmina', last: 'Zarkov', phone: '0498765432' });
    const accountId = await createTestAccount(t.db, c.email, { type: 'company', abn: '51 824 753 556' });
    await t.db.query(
      `UPDATE accounts SET name = 'Zarkov Holdings Pty Ltd', acn = '612345678' WHERE id = $1`,
      [accountId],
    );
    const idsFor = async (q: string) =>
      (
        (await get(`/api/staff/clients/?q=${encodeURIComponent(q)}`)).json.results as Array<{ id: number }>
      ).map((r) => r.id);
    expect(await idsFor('wilhelmina zar')).toEqual([c.id]);
    expect(await idsFor(c.email.toUpperCase())).toEqual([c.id]);
    expect(await idsFor('0498 765 432')).toEqual([c.id]);
    expect(await idsFor('zarkov holdings')).toEqual([c.id]);
    expect(await idsFor('51824753556')).toEqual([c.id]);
    expect(await idsFor('612 345 678')).toContain(c.id);
    expect(await idsFor('staff@demo.test')).toEqual([]);
    // LIKE's wildcards are plain characters in a search.
    expect(await idsFor('%')).toEqual([]);

    const res = await get('/api/staff/clients/?q=wilhelmina');
    expect(res.json).toEqual({
      count: 1,
      page: 1,
      page_size: 20,
      results: [
        {
          id: c.id,
          first_name: 'Wilhelmina',
          last_name: 'Zarkov',
          email: c.email,
          phone_number: '0498765432',
          blocked_status: null,
          accounts: [
            {
              id: accountId,
              name: 'Zarkov Holdings Pty Ltd',
              account_type: 'company',
              application_id: 'ipm',
              status: 'application_in_progress',
              role: 'primary',
              abn: '51 824 753 556',
              acn: '612345678',
            },
          ],
        },
      ],
    });
  });

  it('pages the list and refuses a bad page', async () => {
    const all = await get('/api/staff/clients/?page_size=2');
    expect(all.status).toBe(200);
    expect(all.json.results).toHaveLength(2);
    expect(all.json.count).toBeGreaterThan(2);
    const second = await get('/api/staff/clients/?page_size=2&page=2');
    expect(second.json.results[0].id).not.toBe(all.json.results[0].id);
    expect((await get('/api/staff/clients/?page=0')).status).toBe(400);
    expect((await get('/api/staff/clients/?page_size=1000')).status).toBe(400);
    expect((await get(`/api/staff/clients/?q=${'x'.repeat(201)}`)).status).toBe(400);
  });
});

describe('GET /api/staff/clients/:id/', () => {
  it('answers the profile, accounts, block, two-factor, invitations and recent activity', async () => {
    const id = await userIdOf(t.db, 'investor@demo.test');
    await signIn(t.app, 'investor@demo.test');
    const res = await get(`/api/staff/clients/${id}/`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id,
      first_name: 'Alex',
      last_name: 'Morgan',
      email: 'investor@demo.test',
      blocked_status: null,
      login_two_factor_auth_enabled: false,
      two_factor_after_reset: false,
      applications: ['icf', 'ipm', 'viv'],
    });
    expect(res.json.accounts.map((a: { name: string }) => a.name)).toContain('Morgan Family Trust');
    expect(res.json.activity[0]).toMatchObject({ action: 'login', title: 'Signed in', staff_name: null });
    expect(Array.isArray(res.json.invitations)).toBe(true);
  });

  it('answers 404 for a staff member, an unknown id and a bad id', async () => {
    expect((await get(`/api/staff/clients/${staffId}/`)).status).toBe(404);
    expect((await get('/api/staff/clients/999999/')).status).toBe(404);
    expect((await get('/api/staff/clients/abc/')).status).toBe(404);
  });
});

describe('managed-user mode from the console', () => {
  it('records the start and end, and every action in between with the staff member as actor', async () => {
    const c = await newClient({ first: 'Mandy', last: 'Managed' });
    const start = await post(`/api/staff/clients/${c.id}/act-as/`);
    expect(start.status).toBe(200);
    expect(start.json).toEqual({ user_id: c.id, first_name: 'Mandy', last_name: 'Managed', email: c.email });

    // Acting as the client: the profile names them; a change is the client's, made by the staff member.
    const asClient = { 'x-managed-user-id': String(c.id) };
    const profile = await call(t.app, '/api/profiles/my/', { token: staff, headers: asClient });
    expect(profile.json.managed_user_individual_info).toMatchObject({ user_id: c.id, first_name: 'Mandy' });
    // With what the client may open, so the header shows the client's navigation.
    const granted = await t.db.query<{ product_key: string; modules: string[] }>(
      'SELECT application_id AS product_key, modules FROM user_applications WHERE user_id = $1 ORDER BY 1',
      [c.id],
    );
    expect(profile.json.managed_user_individual_info.permissions).toEqual({ applications: granted });
    const change = await call(t.app, '/api/profiles/my/misc/', {
      token: staff,
      method: 'PATCH',
      headers: asClient,
      body: { marketing_opt_out: true },
    });
    expect(change.status).toBe(200);
    expect((await post(`/api/staff/clients/${c.id}/act-as/end/`)).status).toBe(200);

    const detail = await get(`/api/staff/clients/${c.id}/`);
    expect(
      detail.json.activity.map((a: { action: string; staff_name: string | null }) => [
        a.action,
        a.staff_name,
      ]),
    ).toEqual([
      ['staff.act_as_ended', 'Jordan Lee'],
      ['marketing_opt_out_changed', 'Jordan Lee'],
      ['staff.act_as_started', 'Jordan Lee'],
    ]);
    const audit = await get(`/api/staff/audit-log/?client_id=${c.id}`);
    expect(audit.json.results.map((e: { title: string; managed: boolean }) => [e.title, e.managed])).toEqual([
      ['Stopped acting as the client', false],
      ['Marketing preferences changed', true],
      ['Started acting as the client', false],
    ]);
  });

  it('cannot act as a staff member or nobody', async () => {
    expect((await post(`/api/staff/clients/${staffId}/act-as/`)).status).toBe(404);
    expect((await post('/api/staff/clients/999999/act-as/')).status).toBe(404);
    // Nor does the managed-user header let a staff session read another staff member's data.
    const asStaff = { 'x-managed-user-id': String(staffId) };
    expect((await call(t.app, '/api/profiles/my/', { token: staff, headers: asStaff })).status).toBe(403);
  });
});

describe('POST /api/staff/clients/:id/unblock/', () => {
  it('lifts a permanent block: the client signs in again, is told by e-mail, and the log names the staff member', async () => {
    const c = await newClient();
    const token = await signIn(t.app, c.email);
    expect(
      (await call(t.app, '/api/profiles/my/block-access/', { token, body: { password: DEMO_PASSWORD } }))
        .status,
    ).toBe(200);
    expect(
      (await call(t.app, '/api/auth/login/', { body: { email: c.email, password: DEMO_PASSWORD } })).json
        .extra,
    ).toEqual({
      code: 'permanent_blocked',
    });

    const res = await post(`/api/staff/clients/${c.id}/unblock/`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ detail: 'The account has been unblocked.' });
    expect(
      (await call(t.app, '/api/auth/login/', { body: { email: c.email, password: DEMO_PASSWORD } })).status,
    ).toBe(200);
    expect((await lastMessageTo(t.app, c.email))?.subject).toBe('Your Client Portal account is unblocked');
    const [log] = await t.db.query(
      `SELECT actor_user_id, detail FROM activity_log WHERE user_id = $1 AND action = 'staff.client_unblocked'`,
      [c.id],
    );
    expect(log).toEqual({ actor_user_id: staffId, detail: { was: 'permanent_blocked' } });
  });

  it('lifts a temporary block and the failed sign-ins counted against the e-mail', async () => {
    const c = await newClient();
    await t.db.query(`UPDATE users SET blocked_status = 'temporary_blocked' WHERE id = $1`, [c.id]);
    for (let i = 0; i < 6; i += 1) {
      await call(t.app, '/api/auth/login/', { body: { email: c.email, password: 'Wrong-Password-1!' } });
    }
    expect(
      (await call(t.app, '/api/auth/login/', { body: { email: c.email, password: DEMO_PASSWORD } })).status,
    ).not.toBe(200);
    expect((await post(`/api/staff/clients/${c.id}/unblock/`)).status).toBe(200);
    expect(
      (await call(t.app, '/api/auth/login/', { body: { email: c.email, password: DEMO_PASSWORD } })).status,
    ).toBe(200);
  });

  it('refuses a client who is not blocked, and changes nothing', async () => {
    const c = await newClient();
    const res = await post(`/api/staff/clients/${c.id}/unblock/`);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ detail: 'The account is not blocked.' });
    const rows = await t.db.query(`SELECT 1 FROM activity_log WHERE user_id = $1 AND action LIKE 'staff.%'`, [
      c.id,
    ]);
    expect(rows).toEqual([]);
  });
});

describe('POST /api/staff/clients/:id/reset-two-factor/', () => {
  it('turns login two-factor off: the next sign-in needs the password alone', async () => {
    const c = await newClient({ phone: '0400000301', twoFactor: true });
    const waiting = await call(t.app, '/api/auth/login/', {
      body: { email: c.email, password: DEMO_PASSWORD },
    });
    expect(waiting.json.profile).toBeNull();
    expect(codeIn((await lastMessageTo(t.app, '0400000301'))?.body)).toHaveLength(6);

    const res = await post(`/api/staff/clients/${c.id}/reset-two-factor/`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ detail: 'Login two-factor authentication has been reset.' });
    // The sign-in that waited for a code has ended.
    expect((await call(t.app, '/api/profiles/my/', { token: waiting.json.key })).status).toBe(401);
    const again = await call(t.app, '/api/auth/login/', {
      body: { email: c.email, password: DEMO_PASSWORD },
    });
    expect(again.json.profile).toMatchObject({ login_two_factor_auth_enabled: false });
    expect((await lastMessageTo(t.app, c.email))?.subject).toBe(
      'Your sign-in no longer asks for an SMS code',
    );
    const detail = await get(`/api/staff/clients/${c.id}/`);
    expect(detail.json.login_two_factor_auth_enabled).toBe(false);
    expect(detail.json.activity.some((a: { action: string }) => a.action === 'staff.two_factor_reset')).toBe(
      true,
    );
  });

  it('clears the code a password reset asks for', async () => {
    const c = await newClient({ phone: '0400000302' });
    await t.db.query('UPDATE users SET two_factor_after_reset = true WHERE id = $1', [c.id]);
    expect((await post(`/api/staff/clients/${c.id}/reset-two-factor/`)).status).toBe(200);
    const again = await call(t.app, '/api/auth/login/', {
      body: { email: c.email, password: DEMO_PASSWORD },
    });
    expect(again.json.profile).not.toBeNull();
  });

  it('refuses a client whose sign-in asks for no code', async () => {
    const c = await newClient();
    const res = await post(`/api/staff/clients/${c.id}/reset-two-factor/`);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ detail: 'Login two-factor authentication is already off.' });
  });
});
