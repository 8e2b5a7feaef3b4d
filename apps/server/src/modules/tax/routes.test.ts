import { taxTexts } from '@portal/contracts/api/tax';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptTfn } from '../../security/tfn-cipher.ts';
import { call, signIn } from '../../testing/http.ts';
import { addSecondaryMember, createTestAccount, userIdOf } from '../../testing/onboarding-accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let investor: string; // investor@demo.test: primary of the test accounts
let other: string; // details@demo.test: belongs to none of them
let newcomer: string; // newcomer@demo.test: secondary member of the company
let au: number;
let nz: number;
let company: number;
let trust: number;
let smsf: number;
let individual: number;

// Valid TFNs (ATO check digit): 9 and 8 digits.
const TFN = '123456782';
const TFN_8 = '12345677';
const ABN = '51824753556';

const everyAnswer: string[] = [];
const record = <T extends { text: string }>(response: T): T => {
  everyAnswer.push(response.text);
  return response;
};
const get = async (url: string, token: string) => record(await call(t.app, url, { token }));
const send = async (method: 'POST' | 'PATCH', url: string, token: string, body: unknown) =>
  record(await call(t.app, url, { method, token, body }));

const individualBody = (extra: Record<string, unknown> = {}) => ({
  tfn: TFN,
  has_not_tfn: false,
  is_australian_tax_resident: true,
  is_other_country_tax_resident: false,
  ...extra,
});
const corporateBody = (extra: Record<string, unknown> = {}) => ({
  tfn: TFN,
  has_not_tfn: false,
  abn: ABN,
  is_foreign_entity: false,
  category: 2,
  ...extra,
});

const storedIndividual = async (email: string) =>
  (
    await t.db.query<{
      tfn_ciphertext: string | null;
      tfn_last_digits: string | null;
      tin: string;
      country_id: number | null;
    }>('SELECT tfn_ciphertext, tfn_last_digits, tin, country_id FROM individual_taxes WHERE user_id = $1', [
      await userIdOf(t.db, email),
    ])
  )[0];

beforeAll(async () => {
  t = await createTestApp();
  au = (await t.db.query<{ id: number }>("SELECT id FROM countries WHERE code = 'AU'"))[0]!.id;
  nz = (await t.db.query<{ id: number }>("SELECT id FROM countries WHERE code = 'NZ'"))[0]!.id;
  company = await createTestAccount(t.db, 'investor@demo.test', { type: 'company' });
  trust = await createTestAccount(t.db, 'investor@demo.test', { type: 'trust', trusteeType: 'corporate' });
  smsf = await createTestAccount(t.db, 'investor@demo.test', { type: 'smsf', trusteeType: 'individual' });
  individual = await createTestAccount(t.db, 'investor@demo.test', { type: 'individual' });
  await addSecondaryMember(t.db, company, 'newcomer@demo.test');
  investor = await signIn(t.app, 'investor@demo.test');
  other = await signIn(t.app, 'details@demo.test');
  newcomer = await signIn(t.app, 'newcomer@demo.test');
});
afterAll(async () => {
  // The full TFN never left the server, in any answer of any call above.
  for (const text of everyAnswer) {
    expect(text).not.toContain(TFN);
    expect(text).not.toContain(TFN_8);
  }
  await t?.close();
});

describe('individual tax', () => {
  it('answers null before any details are given, and needs a session', async () => {
    const res = await get('/api/individual-tax/', other);
    expect(res.status).toBe(200);
    expect(res.json).toBeNull();
    expect((await call(t.app, '/api/individual-tax/')).status).toBe(401);
  });

  it('requires the TFN and both residency answers', async () => {
    const res = await send('POST', '/api/individual-tax/', other, {});
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      tfn: ['This field is required'],
      is_australian_tax_resident: ['Please select an option'],
      is_other_country_tax_resident: ['Please select an option'],
    });
  });

  it('checks the TFN: digits only, 8 or 9 of them, a valid check digit; never echoing the number', async () => {
    const cases: Array<[string, string]> = [
      ['1234567', 'TFN must contain 8 or 9 digits'],
      ['1234567890', 'TFN must contain 8 or 9 digits'],
      ['12345678a', 'TFN must contain numbers only'],
      ['123 456 782', 'TFN must contain numbers only'],
      ['123456789', 'TFN is not valid'],
    ];
    for (const [tfn, message] of cases) {
      const res = await send('POST', '/api/individual-tax/', other, individualBody({ tfn }));
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ tfn: [message] });
      expect(res.text).not.toContain(tfn);
    }
  });

  it('asks a resident of another country for the country and a TIN of up to 18 digits', async () => {
    const base = individualBody({ is_other_country_tax_resident: true });
    expect((await send('POST', '/api/individual-tax/', other, base)).json).toEqual({
      tin: ['This field is required'],
      country_of_residence: ['This field is required'],
    });
    const letters = await send('POST', '/api/individual-tax/', other, {
      ...base,
      tin: '12AB',
      country_of_residence: nz,
    });
    expect(letters.json).toEqual({ tin: ['TIN must contain numbers only'] });
    const long = await send('POST', '/api/individual-tax/', other, {
      ...base,
      tin: '1'.repeat(19),
      country_of_residence: nz,
    });
    expect(long.json).toEqual({ tin: ['Ensure this field has no more than 18 characters'] });
    const unknown = await send('POST', '/api/individual-tax/', other, {
      ...base,
      tin: '123',
      country_of_residence: 999999,
    });
    expect(unknown.json).toEqual({ country_of_residence: ['Please select an option'] });
  });

  it('stores the TFN encrypted with its last digits only, and answers it masked', async () => {
    const res = await send('POST', '/api/individual-tax/', other, individualBody());
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      id: expect.any(Number),
      tfn: '******782',
      has_not_tfn: false,
      is_australian_tax_resident: true,
      is_other_country_tax_resident: false,
      tin: '',
      country_of_residence: null,
      can_edit: true,
    });
    const row = await storedIndividual('details@demo.test');
    expect(row!.tfn_last_digits).toBe('782');
    expect(row!.tfn_ciphertext).toMatch(/^v1\./);
    expect(row!.tfn_ciphertext).not.toContain(TFN);
    expect(decryptTfn(t.config.tfnEncryptionKey, row!.tfn_ciphertext!)).toBe(TFN);
    const log = await t.db.query<{ detail: unknown }>(
      "SELECT detail FROM activity_log WHERE action = 'individual_tax_saved'",
    );
    expect(log.length).toBeGreaterThan(0);
    expect(JSON.stringify(log)).not.toContain(TFN);
    expect((await get('/api/individual-tax/', other)).json.tfn).toBe('******782');
    // A second POST is refused: the details exist, PATCH changes them.
    const again = await send('POST', '/api/individual-tax/', other, individualBody());
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ detail: 'These details are already on file; update them instead.' });
  });

  it('keeps the TFN on file when the field is left empty, replaces it with a new one, and clears it when ticked', async () => {
    const { id } = (await get('/api/individual-tax/', other)).json;
    const keep = await send('PATCH', `/api/individual-tax/${id}/`, other, individualBody({ tfn: '' }));
    expect(keep.status).toBe(200);
    expect(keep.json.tfn).toBe('******782');
    const replaced = await send('PATCH', `/api/individual-tax/${id}/`, other, individualBody({ tfn: TFN_8 }));
    expect(replaced.json.tfn).toBe('******677');
    const cleared = await send('PATCH', `/api/individual-tax/${id}/`, other, {
      ...individualBody({ tfn: TFN }),
      has_not_tfn: true,
    });
    expect(cleared.json).toMatchObject({ tfn: null, has_not_tfn: true });
    expect(await storedIndividual('details@demo.test')).toMatchObject({
      tfn_ciphertext: null,
      tfn_last_digits: null,
    });
    // With none on file, an empty field is required again.
    const missing = await send('PATCH', `/api/individual-tax/${id}/`, other, individualBody({ tfn: '' }));
    expect(missing.json).toEqual({ tfn: ['This field is required'] });
  });

  it('blanks the TIN and country unless the person is a resident of another country', async () => {
    const { id } = (await get('/api/individual-tax/', other)).json;
    const foreign = await send('PATCH', `/api/individual-tax/${id}/`, other, {
      ...individualBody(),
      is_other_country_tax_resident: true,
      tin: '987654321',
      country_of_residence: nz,
    });
    expect(foreign.json).toMatchObject({
      tin: '987654321',
      country_of_residence: { id: nz, name: 'New Zealand' },
    });
    const local = await send('PATCH', `/api/individual-tax/${id}/`, other, {
      ...individualBody(),
      tin: '987654321',
      country_of_residence: au,
    });
    expect(local.json).toMatchObject({ tin: '', country_of_residence: null });
    expect(await storedIndividual('details@demo.test')).toMatchObject({ tin: '', country_id: null });
  });

  it("answers 404 for another user's row, an unknown id, or an account the user does not belong to", async () => {
    const { id } = (await get('/api/individual-tax/', other)).json;
    expect((await send('PATCH', `/api/individual-tax/${id}/`, investor, individualBody())).status).toBe(404);
    expect((await send('PATCH', '/api/individual-tax/999999/', other, individualBody())).status).toBe(404);
    expect((await get(`/api/individual-tax/?account=${company}`, other)).status).toBe(404);
    expect(
      (await send('POST', '/api/individual-tax/', investor, individualBody({ account: 999999 }))).status,
    ).toBe(404);
    expect((await get(`/api/individual-tax/?account=${company}`, newcomer)).status).toBe(200);
  });

  it('locks the details once an application the person is in has been submitted', async () => {
    const created = await send(
      'POST',
      '/api/individual-tax/',
      investor,
      individualBody({ account: company }),
    );
    expect(created.json.can_edit).toBe(true);
    const submitted = await createTestAccount(t.db, 'investor@demo.test', { type: 'individual' });
    await t.db.query(
      "UPDATE accounts SET submitted_at = now(), status = 'awaiting_activation' WHERE id = $1",
      [submitted],
    );
    expect((await get('/api/individual-tax/', investor)).json.can_edit).toBe(false);
    const res = await send('PATCH', `/api/individual-tax/${created.json.id}/`, investor, individualBody());
    expect(res.status).toBe(403);
    expect(res.json).toEqual({
      detail:
        'Your tax details are part of a submitted application and can no longer be changed online. Please contact us to change them.',
    });
    await t.db.query('DELETE FROM accounts WHERE id = $1', [submitted]);
  });

  it('has the not-an-offence notice worded for the forms', () => {
    expect(taxTexts.tfnNotice).toBe(
      'You are not required to provide your TFN. Declining to quote a TFN is not an offence, but tax may be withheld at the highest marginal rate.',
    );
  });
});

describe('corporate tax', () => {
  it('lists the categories with the descriptions the tooltips show', async () => {
    const res = await get('/api/corporate-tax-categories/', investor);
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(6);
    expect(res.json[1]).toEqual({
      id: 2,
      title: 'Australian private company',
      description: 'A proprietary company registered in Australia.',
    });
  });

  it('answers null before any details; another user gets 404', async () => {
    expect((await get(`/api/accounts/${company}/corporate-tax/`, investor)).json).toBeNull();
    expect((await get(`/api/accounts/${company}/corporate-tax/`, other)).status).toBe(404);
    expect(
      (await send('POST', `/api/accounts/${company}/corporate-tax/`, other, corporateBody())).status,
    ).toBe(404);
  });

  it('applies to company, trust and SMSF accounts only', async () => {
    const res = await send('POST', `/api/accounts/${individual}/corporate-tax/`, investor, corporateBody());
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ detail: 'Corporate tax details apply to company, trust and SMSF accounts.' });
  });

  it('requires the TFN, the ABN of a company, the foreign-entity answer and the category', async () => {
    const res = await send('POST', `/api/accounts/${company}/corporate-tax/`, investor, {});
    expect(res.json).toEqual({
      tfn: ['This field is required'],
      abn: ['This field is required'],
      is_foreign_entity: ['Please select an option'],
      category: ['This field is required'],
    });
    const badAbn = await send(
      'POST',
      `/api/accounts/${company}/corporate-tax/`,
      investor,
      corporateBody({ abn: '51824753557' }),
    );
    expect(badAbn.json).toEqual({ abn: ['ABN is not valid'] });
    const badTfn = await send(
      'POST',
      `/api/accounts/${company}/corporate-tax/`,
      investor,
      corporateBody({ tfn: '1234567' }),
    );
    expect(badTfn.json).toEqual({ tfn: ['TFN must contain 8 or 9 digits'] });
    const foreign = await send(
      'POST',
      `/api/accounts/${company}/corporate-tax/`,
      investor,
      corporateBody({ is_foreign_entity: true }),
    );
    expect(foreign.json).toEqual({ country: ['This field is required'], tin: ['This field is required'] });
    const category = await send(
      'POST',
      `/api/accounts/${company}/corporate-tax/`,
      investor,
      corporateBody({ category: 99 }),
    );
    expect(category.json).toEqual({ category: ['Please select an option'] });
  });

  it('does not ask an SMSF for the ABN (given with the account), and blanks one sent', async () => {
    const res = await send(
      'POST',
      `/api/accounts/${smsf}/corporate-tax/`,
      investor,
      corporateBody({ abn: 'x' }),
    );
    expect(res.status).toBe(200);
    expect(res.json.abn).toBe('');
  });

  it('stores a company TFN encrypted and answers it masked; a secondary member reads but may not write', async () => {
    const res = await send(
      'POST',
      `/api/accounts/${company}/corporate-tax/`,
      investor,
      corporateBody({ abn: '51 824 753 556' }),
    );
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      account: company,
      tfn: '******782',
      has_not_tfn: false,
      abn: ABN,
      is_foreign_entity: false,
      country: null,
      tin: '',
      category: { id: 2, title: 'Australian private company' },
      can_edit: true,
    });
    const [row] = await t.db.query<{ tfn_ciphertext: string }>(
      'SELECT tfn_ciphertext FROM corporate_taxes WHERE account_id = $1',
      [company],
    );
    expect(row!.tfn_ciphertext).not.toContain(TFN);
    expect(decryptTfn(t.config.tfnEncryptionKey, row!.tfn_ciphertext)).toBe(TFN);
    expect((await get(`/api/accounts/${company}/corporate-tax/`, newcomer)).json.tfn).toBe('******782');
    expect(
      (await send('PATCH', `/api/accounts/${company}/corporate-tax/`, newcomer, corporateBody())).status,
    ).toBe(403);
  });

  it('keeps, replaces and clears the TFN on PATCH, and blanks unused foreign fields', async () => {
    const url = `/api/accounts/${company}/corporate-tax/`;
    expect((await send('PATCH', url, investor, corporateBody({ tfn: '' }))).json.tfn).toBe('******782');
    const foreign = await send(
      'PATCH',
      url,
      investor,
      corporateBody({ tfn: '', is_foreign_entity: true, country: nz, tin: '42' }),
    );
    expect(foreign.json).toMatchObject({
      tfn: '******782',
      is_foreign_entity: true,
      tin: '42',
      country: { id: nz },
    });
    const cleared = await send(
      'PATCH',
      url,
      investor,
      corporateBody({ has_not_tfn: true, country: nz, tin: '42' }),
    );
    expect(cleared.json).toMatchObject({ tfn: null, has_not_tfn: true, tin: '', country: null });
    expect(
      (await send('PATCH', `/api/accounts/${trust}/corporate-tax/`, investor, corporateBody())).status,
    ).toBe(404);
  });

  it('refuses changes once the application is submitted, and says so in can_edit', async () => {
    await t.db.query(
      "UPDATE accounts SET status = 'awaiting_activation', submitted_at = now() WHERE id = $1",
      [company],
    );
    expect((await get(`/api/accounts/${company}/corporate-tax/`, investor)).json.can_edit).toBe(false);
    const res = await send('PATCH', `/api/accounts/${company}/corporate-tax/`, investor, corporateBody());
    expect(res.status).toBe(403);
    expect(res.json).toEqual({
      detail: 'This application has been submitted and its details can no longer be changed.',
    });
    await t.db.query(
      "UPDATE accounts SET status = 'application_in_progress', submitted_at = NULL WHERE id = $1",
      [company],
    );
  });
});
