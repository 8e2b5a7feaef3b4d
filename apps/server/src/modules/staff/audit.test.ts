import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, signInStaff, signInWithCode } from '../../testing/http.ts';
import { userIdOf } from '../../testing/onboarding-accounts.ts';
import { enrolApp } from '../../testing/second-factors.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let jordan: string;
let jordanId: number;
let robin: string;
let robinId: number;
let blockedId: number;
let newcomerId: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.query(
    `INSERT INTO users (email, password_hash, first_name, last_name, is_staff, phone_number)
     SELECT 'robin@staff.test', password_hash, 'Robin', 'Ops', true, '0400000777' FROM users WHERE email = 'staff@demo.test'`,
  );
  jordan = await signInStaff(t.app);
  robin = await signInWithCode(t.app, 'robin@staff.test', '0400000777');
  // A new staff member sets up an authenticator app before anything else.
  await enrolApp(t, { token: robin, phone: '0400000777' });
  jordanId = await userIdOf(t.db, 'staff@demo.test');
  robinId = await userIdOf(t.db, 'robin@staff.test');
  blockedId = await userIdOf(t.db, 'blocked@demo.test');
  newcomerId = await userIdOf(t.db, 'newcomer@demo.test');
  // Jordan unblocks Quinn Bradley (blocked@demo.test); Robin acts as Jamie Walker; a client acts for themselves.
  await call(t.app, `/api/staff/clients/${blockedId}/unblock/`, { token: jordan, method: 'POST' });
  await call(t.app, `/api/staff/clients/${newcomerId}/act-as/`, { token: robin, method: 'POST' });
  await signIn(t.app, 'investor@demo.test');
});
afterAll(async () => {
  await t?.close();
});

const audit = (query = '') => call(t.app, `/api/staff/audit-log/${query}`, { token: jordan });
type Entry = { action: string; staff: { id: number } | null; client: { id: number; name: string } | null };

describe('GET /api/staff/audit-log/', () => {
  it('lists what staff did (who, what, when, for whom), newest first, and nothing clients did themselves', async () => {
    const res = await audit();
    expect(res.status).toBe(200);
    const [latest] = res.json.results as Array<Entry & Record<string, unknown>>;
    expect(latest).toMatchObject({
      staff: { id: robinId, name: 'Robin Ops', email: 'robin@staff.test' },
      client: { id: newcomerId, name: 'Jamie Walker', email: 'newcomer@demo.test' },
      action: 'staff.act_as_started',
      title: 'Started acting as the client',
      managed: false,
    });
    expect(Number.isNaN(Date.parse(latest!.created as string))).toBe(false);
    const entries = res.json.results as Entry[];
    expect(entries.some((e) => e.action === 'staff.client_unblocked' && e.client?.id === blockedId)).toBe(
      true,
    );
    // A staff member's own sign-in is theirs alone; a client's sign-in is not in the audit log.
    expect(entries.find((e) => e.action === 'login')?.client).toBeNull();
    expect(entries.every((e) => e.staff !== null)).toBe(true);
  });

  it('filters by staff member, client, action and date, and pages', async () => {
    const byRobin = (await audit(`?staff_id=${robinId}`)).json.results as Entry[];
    expect(byRobin.length).toBeGreaterThan(0);
    expect(byRobin.every((e) => e.staff?.id === robinId)).toBe(true);

    const forBradley = (await audit('?client=bradley')).json.results as Entry[];
    expect(forBradley.map((e) => e.action)).toEqual(['staff.client_unblocked']);
    expect((await audit(`?client_id=${newcomerId}`)).json.results).toHaveLength(1);
    // A staff member's own sign-ins are not about a client.
    expect((await audit('?client=jordan')).json.count).toBe(0);

    const unblocks = await audit('?action=staff.client_unblocked');
    expect(unblocks.json.count).toBe(1);

    const today = new Date().toISOString().slice(0, 10);
    expect((await audit(`?date_from=${today}&date_to=${today}`)).json.count).toBeGreaterThan(1);
    expect((await audit('?date_to=2000-01-01')).json.count).toBe(0);
    expect((await audit('?date_from=2999-01-01')).json.count).toBe(0);

    const first = await audit('?page_size=10');
    expect(first.json.results.length).toBeLessThanOrEqual(10);
    expect(first.json).toMatchObject({ page: 1, page_size: 10 });
  });

  it('refuses a date that is not one, and a bad page', async () => {
    const res = await audit('?date_from=2026-02-30');
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ date_from: ['Enter a date as YYYY-MM-DD.'] });
    expect((await audit('?staff_id=abc')).status).toBe(400);
    expect((await audit('?page=-1')).status).toBe(400);
  });
});

describe('GET /api/staff/audit-log/filters/', () => {
  it('answers the staff members and the actions the log holds', async () => {
    const res = await call(t.app, '/api/staff/audit-log/filters/', { token: robin });
    expect(res.status).toBe(200);
    expect(res.json.staff).toEqual(
      expect.arrayContaining([
        { id: jordanId, name: 'Jordan Lee', email: 'staff@demo.test' },
        { id: robinId, name: 'Robin Ops', email: 'robin@staff.test' },
      ]),
    );
    expect(res.json.actions).toEqual(
      expect.arrayContaining([
        { value: 'staff.client_unblocked', title: 'Unblocked the account' },
        { value: 'login', title: 'Signed in' },
      ]),
    );
  });
});
