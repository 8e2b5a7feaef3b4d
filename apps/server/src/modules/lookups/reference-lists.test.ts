// The reference lists spec 000 section 7 names by path only: the lookup lists and the utils lists.
import { LOOKUP_LISTS } from '@portal/contracts/api/reference-lists';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t.app, 'investor@demo.test');
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => call(t.app, url, { token });

describe('the lookup lists', () => {
  it('answer their entries with stable ids, to signed-in users only', async () => {
    for (const name of Object.keys(LOOKUP_LISTS)) {
      const res = await get(`/api/${name}/`);
      expect(res.status, name).toBe(200);
      expect(res.json.length, name).toBeGreaterThan(1);
      expect(res.json.map((e: { id: number }) => e.id)).toEqual(
        res.json.map((_: unknown, i: number) => i + 1),
      );
    }
    expect((await get('/api/marital-statuses/')).json).toContainEqual({
      id: 2,
      key: 'married',
      title: 'Married',
    });
    expect((await call(t.app, '/api/marital-statuses/')).status).toBe(401);
  });
});

describe('the utils lists', () => {
  it('answer currencies (AUD first), the frequencies monthly and quarterly, and the account statuses', async () => {
    expect((await get('/api/utils/currencies/')).json[0]).toEqual({
      code: 'AUD',
      name: 'Australian dollar',
      symbol: '$',
    });
    expect((await get('/api/utils/frequencies/')).json).toEqual([
      { key: 'monthly', title: 'Monthly' },
      { key: 'quarterly', title: 'Quarterly' },
    ]);
    const statuses = (await get('/api/utils/statuses/')).json;
    expect(statuses).toContainEqual({
      key: 'awaiting_activation',
      display_name: 'Awaiting activation',
      style: 'warning',
    });
  });

  it('answer the Australian financial years, the current one first', async () => {
    const years = (await get('/api/utils/financial-years/')).json;
    expect(years).toHaveLength(10);
    const today = new Date();
    const start = today.getUTCMonth() >= 6 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
    expect(years[0]).toEqual({
      label: `FY${start}-${String((start + 1) % 100).padStart(2, '0')}`,
      start_date: `${start}-07-01`,
      end_date: `${start + 1}-06-30`,
    });
    expect(years[1].start_date).toBe(`${start - 1}-07-01`);
  });

  it('answer cities by name, within a state when one is named', async () => {
    const all = (await get('/api/utils/cities/?search=Parramatta')).json;
    expect(all[0]).toEqual({ name: 'Parramatta', state: 'NSW', postcode: expect.stringMatching(/^\d{4}$/) });
    const vic = (await get('/api/utils/cities/?state=VIC&search=Rich')).json;
    expect(vic.length).toBeGreaterThan(0);
    expect(vic.every((c: { state: string }) => c.state === 'VIC')).toBe(true);
    expect(vic[0].name.startsWith('Rich')).toBe(true);
    expect((await get('/api/utils/cities/?state=NSWX')).status).toBe(400);
  });
});
