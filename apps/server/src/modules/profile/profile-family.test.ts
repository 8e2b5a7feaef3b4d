// The profile family's calls of spec 000 section 7 beyond the profile itself: active applications, the
// managed user (staff), the advisors, and the own address.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, signIn, signInStaff } from '../../testing/http.ts';
import { userIdOf } from '../../testing/onboarding-accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db.query('DELETE FROM rate_limits');
});

describe('GET /api/profiles/my/active-applications/', () => {
  it('answers the applications the user is activated in, for the client a staff member acts for too', async () => {
    const investor = await signIn(t.app, 'investor@demo.test');
    const userId = await userIdOf(t.db, 'investor@demo.test');
    const [granted] = await t.db.query<{ ids: string[] }>(
      'SELECT array_agg(application_id ORDER BY application_id) AS ids FROM user_applications WHERE user_id = $1',
      [userId],
    );
    const res = await call(t.app, '/api/profiles/my/active-applications/', { token: investor });
    expect(res.status).toBe(200);
    expect(res.json.map((a: { id: string }) => a.id).sort()).toEqual(granted!.ids);
    expect(res.json[0]).toMatchObject({ product_key: expect.any(String), configuration: expect.any(Object) });

    const staff = await signInStaff(t.app);
    const managed = await call(t.app, '/api/profiles/my/active-applications/', {
      token: staff,
      headers: { 'x-managed-user-id': String(userId) },
    });
    expect(managed.json).toEqual(res.json);
    expect((await call(t.app, '/api/profiles/my/active-applications/')).status).toBe(401);
  });
});

describe('GET /api/profiles/my/managed-user/', () => {
  it('names the client a staff member acts for, null when none, and refuses clients', async () => {
    const staff = await signInStaff(t.app);
    expect((await call(t.app, '/api/profiles/my/managed-user/', { token: staff })).json).toEqual({
      managed_user: null,
    });
    const userId = await userIdOf(t.db, 'investor@demo.test');
    const managed = await call(t.app, '/api/profiles/my/managed-user/', {
      token: staff,
      headers: { 'x-managed-user-id': String(userId) },
    });
    expect(managed.json).toEqual({
      managed_user: {
        user_id: userId,
        first_name: expect.any(String),
        last_name: expect.any(String),
        email: 'investor@demo.test',
      },
    });
    const investor = await signIn(t.app, 'investor@demo.test');
    expect((await call(t.app, '/api/profiles/my/managed-user/', { token: investor })).status).toBe(403);
  });
});

describe('GET /api/profiles/my/advisors/', () => {
  it('answers the advisors of the caller’s accounts, as the private-portfolio area does', async () => {
    const investor = await signIn(t.app, 'investor@demo.test');
    const profile = await call(t.app, '/api/profiles/my/advisors/', { token: investor });
    expect(profile.status).toBe(200);
    expect(profile.json).toEqual((await call(t.app, '/api/ipm/advisors/', { token: investor })).json);
  });
});

describe('POST /api/profiles/my/change-address/', () => {
  it('changes the own contact address, keeps its channel, and checks the address rules', async () => {
    const investor = await signIn(t.app, 'investor@demo.test');
    const before = (await call(t.app, '/api/profiles/my/', { token: investor })).json.contact_detail;
    const [au] = await t.db.query<{ id: number }>("SELECT id FROM countries WHERE code = 'AU'");
    const address = {
      country: au!.id,
      address_line_1: '1 Harbour Street',
      suburb: 'Sydney',
      state: 'NSW',
      post_code: '2000',
    };
    const res = await call(t.app, '/api/profiles/my/change-address/', { token: investor, body: address });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      address_line_1: '1 Harbour Street',
      suburb: 'Sydney',
      post_code: '2000',
    });
    if (before) expect(res.json.channel).toBe(before.channel);
    const after = (await call(t.app, '/api/profiles/my/', { token: investor })).json.contact_detail;
    expect(after).toMatchObject({ address_line_1: '1 Harbour Street', suburb: 'Sydney' });

    const tooLong = await call(t.app, '/api/profiles/my/change-address/', {
      token: investor,
      body: { ...address, address_line_1: 'x'.repeat(36) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.address_line_1).toBeDefined();
  });
});
