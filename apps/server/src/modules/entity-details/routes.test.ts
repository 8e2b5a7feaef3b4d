import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../../testing/http.ts';
import { addSecondaryMember, createTestAccount } from '../../testing/onboarding-accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let investor: string;
let other: string;
let newcomer: string;
let au: number;
let company: number;
let corporateTrust: number;
let individualTrust: number;
let smsf: number;

const address = (extra: Record<string, unknown> = {}) => ({
  country: au,
  address_line_1: '10 Collins Street',
  suburb: 'Melbourne',
  state: 'VIC',
  post_code: '3000',
  ...extra,
});
const companyBody = (extra: Record<string, unknown> = {}) => ({
  is_investing_primary_activity: true,
  registered_office: address(),
  principal_place_of_business: address({
    address_line_1: '1 Market Street',
    suburb: 'Sydney',
    state: 'NSW',
    post_code: '2000',
  }),
  postal_address: address({ address_line_1: 'PO Box 12' }),
  ...extra,
});
const trustBody = (extra: Record<string, unknown> = {}) => ({
  type: 1,
  state: 'NSW',
  is_settled_sum_at_least_threshold: true,
  settlor_name: 'Jane Settlor',
  is_investing_primary_activity: true,
  ...extra,
});

const send = (method: 'POST' | 'PATCH', url: string, token: string, body: unknown) =>
  call(t.app, url, { method, token, body });

beforeAll(async () => {
  t = await createTestApp();
  au = (await t.db.query<{ id: number }>("SELECT id FROM countries WHERE code = 'AU'"))[0]!.id;
  company = await createTestAccount(t.db, 'investor@demo.test', { type: 'company' });
  corporateTrust = await createTestAccount(t.db, 'investor@demo.test', {
    type: 'trust',
    trusteeType: 'corporate',
  });
  individualTrust = await createTestAccount(t.db, 'investor@demo.test', {
    type: 'trust',
    trusteeType: 'individual',
  });
  smsf = await createTestAccount(t.db, 'investor@demo.test', { type: 'smsf', trusteeType: 'individual' });
  await addSecondaryMember(t.db, company, 'newcomer@demo.test');
  investor = await signIn(t.app, 'investor@demo.test');
  other = await signIn(t.app, 'details@demo.test');
  newcomer = await signIn(t.app, 'newcomer@demo.test');
});
afterAll(async () => {
  await t?.close();
});

describe('company details', () => {
  it('answers null before any details; another user gets 404 for reads and writes', async () => {
    const url = `/api/accounts/${company}/corporate-details/`;
    expect((await call(t.app, url, { token: investor })).json).toBeNull();
    expect((await call(t.app, url, { token: other })).status).toBe(404);
    expect((await send('POST', url, other, companyBody())).status).toBe(404);
    expect((await call(t.app, '/api/accounts/999999/corporate-details/', { token: investor })).status).toBe(
      404,
    );
  });

  it('requires the activity answer and every address field', async () => {
    const res = await send('POST', `/api/accounts/${company}/corporate-details/`, investor, {
      registered_office: {},
      principal_place_of_business: address({ post_code: '' }),
      postal_address: address({ suburb: 'x'.repeat(36) }),
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      is_investing_primary_activity: ['Please select an option'],
      'registered_office.country': ['This field is required'],
      'registered_office.address_line_1': ['This field is required'],
      'registered_office.suburb': ['This field is required'],
      'registered_office.state': ['This field is required'],
      'registered_office.post_code': ['This field is required'],
      'principal_place_of_business.post_code': ['This field is required'],
      'postal_address.suburb': ['Ensure this field has no more than 35 characters'],
    });
  });

  it('requires the nature of activity, at most 30 characters, when investing is not the primary activity', async () => {
    const url = `/api/accounts/${company}/corporate-details/`;
    const missing = await send('POST', url, investor, companyBody({ is_investing_primary_activity: false }));
    expect(missing.json).toEqual({ nature_of_activity: ['This field is required'] });
    const long = await send(
      'POST',
      url,
      investor,
      companyBody({ is_investing_primary_activity: false, nature_of_activity: 'x'.repeat(31) }),
    );
    expect(long.json).toEqual({ nature_of_activity: ['Ensure this field has no more than 30 characters'] });
    const country = await send(
      'POST',
      url,
      investor,
      companyBody({ postal_address: address({ country: 999999 }) }),
    );
    expect(country.json).toEqual({ 'postal_address.country': ['Please select an option'] });
  });

  it('saves the details with the country names, blanking an unused nature of activity', async () => {
    const url = `/api/accounts/${company}/corporate-details/`;
    const res = await send('POST', url, investor, companyBody({ nature_of_activity: 'Farming' }));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      account: company,
      is_investing_primary_activity: true,
      nature_of_activity: '',
      registered_office: {
        country: au,
        country_name: 'Australia',
        address_line_1: '10 Collins Street',
        suburb: 'Melbourne',
        state: 'VIC',
        post_code: '3000',
      },
      principal_place_of_business: expect.objectContaining({ suburb: 'Sydney', country_name: 'Australia' }),
      postal_address: expect.objectContaining({ address_line_1: 'PO Box 12' }),
      can_edit: true,
    });
    expect((await send('POST', url, investor, companyBody())).json).toEqual({
      detail: 'These details are already on file; update them instead.',
    });
    const changed = await send(
      'PATCH',
      url,
      investor,
      companyBody({ is_investing_primary_activity: false, nature_of_activity: 'Property development' }),
    );
    expect(changed.json).toMatchObject({
      is_investing_primary_activity: false,
      nature_of_activity: 'Property development',
    });
    expect((await call(t.app, url, { token: newcomer })).json.nature_of_activity).toBe(
      'Property development',
    );
    expect((await send('PATCH', url, newcomer, companyBody())).status).toBe(403);
  });

  it('applies to a company or a corporate trustee only', async () => {
    const ok = await send(
      'POST',
      `/api/accounts/${corporateTrust}/corporate-details/`,
      investor,
      companyBody(),
    );
    expect(ok.status).toBe(200);
    const res = await send(
      'POST',
      `/api/accounts/${individualTrust}/corporate-details/`,
      investor,
      companyBody(),
    );
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      detail: 'Company details apply to a company account or a trust with a corporate trustee.',
    });
    expect(
      (await send('PATCH', `/api/accounts/${smsf}/corporate-details/`, investor, companyBody())).status,
    ).toBe(400);
  });

  it('refuses changes once the application is submitted', async () => {
    await t.db.query("UPDATE accounts SET status = 'awaiting_activation' WHERE id = $1", [company]);
    const url = `/api/accounts/${company}/corporate-details/`;
    expect((await call(t.app, url, { token: investor })).json.can_edit).toBe(false);
    const res = await send('PATCH', url, investor, companyBody());
    expect(res.status).toBe(403);
    expect(res.json).toEqual({
      detail: 'This application has been submitted and its details can no longer be changed.',
    });
    await t.db.query("UPDATE accounts SET status = 'application_in_progress' WHERE id = $1", [company]);
  });
});

describe('trust details', () => {
  it('lists the trust types', async () => {
    const res = await call(t.app, '/api/trust-types/', { token: investor });
    expect(res.json).toHaveLength(7);
    expect(res.json[0]).toEqual({ id: 1, name: 'Discretionary (family) trust' });
    expect((await call(t.app, '/api/trust-types/')).status).toBe(401);
  });

  it('requires the type, state and both answers', async () => {
    const res = await send('POST', `/api/accounts/${individualTrust}/trust-details/`, investor, {});
    expect(res.json).toEqual({
      type: ['This field is required'],
      state: ['This field is required'],
      is_settled_sum_at_least_threshold: ['Please select an option'],
      is_investing_primary_activity: ['Please select an option'],
    });
  });

  it('names the settlor (at most 30) when settled with $10,000 or more, and the activity when not investing', async () => {
    const url = `/api/accounts/${individualTrust}/trust-details/`;
    expect((await send('POST', url, investor, trustBody({ settlor_name: '' }))).json).toEqual({
      settlor_name: ['This field is required'],
    });
    expect((await send('POST', url, investor, trustBody({ settlor_name: 'x'.repeat(31) }))).json).toEqual({
      settlor_name: ['Ensure this field has no more than 30 characters'],
    });
    expect(
      (await send('POST', url, investor, trustBody({ is_investing_primary_activity: false }))).json,
    ).toEqual({
      nature_of_activity: ['This field is required'],
    });
    expect(
      (
        await send(
          'POST',
          url,
          investor,
          trustBody({ is_investing_primary_activity: false, nature_of_activity: 'y'.repeat(31) }),
        )
      ).json,
    ).toEqual({ nature_of_activity: ['Ensure this field has no more than 30 characters'] });
    expect((await send('POST', url, investor, trustBody({ type: 99 }))).json).toEqual({
      type: ['Please select an option'],
    });
    expect((await send('POST', url, investor, trustBody({ state: 'XX' }))).json).toEqual({
      state: ['Please select an option'],
    });
  });

  it('saves the details, blanking unused fields', async () => {
    const url = `/api/accounts/${individualTrust}/trust-details/`;
    const res = await send(
      'POST',
      url,
      investor,
      trustBody({
        state: 'vic',
        is_settled_sum_at_least_threshold: false,
        settlor_name: 'Left over',
        nature_of_activity: 'x',
      }),
    );
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      account: individualTrust,
      type: { id: 1, name: 'Discretionary (family) trust' },
      state: 'VIC',
      is_settled_sum_at_least_threshold: false,
      settlor_name: '',
      is_investing_primary_activity: true,
      nature_of_activity: '',
      can_edit: true,
    });
    const changed = await send('PATCH', url, investor, trustBody({ type: 7 }));
    expect(changed.json).toMatchObject({ type: { id: 7 }, settlor_name: 'Jane Settlor' });
    expect((await call(t.app, url, { token: investor })).json.type.id).toBe(7);
    expect((await call(t.app, url, { token: other })).status).toBe(404);
  });

  it('applies to trust and SMSF accounts only; PATCH needs details on file', async () => {
    expect(
      (await send('POST', `/api/accounts/${smsf}/trust-details/`, investor, trustBody({ type: 7 }))).status,
    ).toBe(200);
    const res = await send('POST', `/api/accounts/${company}/trust-details/`, investor, trustBody());
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ detail: 'Trust details apply to trust and SMSF accounts.' });
    expect(
      (await send('PATCH', `/api/accounts/${corporateTrust}/trust-details/`, investor, trustBody())).status,
    ).toBe(404);
  });
});
