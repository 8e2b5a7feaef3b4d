import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { fuzzCall, fuzzForm, fuzzValue } from '../../testing/fuzz-call.ts';
import { signIn } from '../../testing/http.ts';
import { createTestAccount } from '../../testing/onboarding-accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// SECURITY.md 17 for the tax, company and trust calls: random bodies never give a 5xx, and a refusal
// writes nothing.
let t: TestApp;
let token: string;
let company: number;
let trust: number;

const RUNS = 40;

beforeAll(async () => {
  t = await createTestApp();
  company = await createTestAccount(t.db, 'investor@demo.test', { type: 'company' });
  trust = await createTestAccount(t.db, 'investor@demo.test', { type: 'trust', trusteeType: 'corporate' });
  token = await signIn(t.app, 'investor@demo.test');
});
afterAll(async () => {
  await t?.close();
});

const fingerprint = async () =>
  (
    await t.db.query(
      `SELECT (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.user_id), '')) FROM individual_taxes x) AS individual,
              (SELECT md5(coalesce(string_agg(x::text, '|'), '')) FROM corporate_taxes x) AS corporate,
              (SELECT md5(coalesce(string_agg(x::text, '|'), '')) FROM corporate_account_details x) AS company,
              (SELECT md5(coalesce(string_agg(x::text, '|'), '')) FROM trust_details x) AS trust`,
    )
  )[0];

const anyValue = fuzzValue(['123456782', '51824753556', 'NSW']);
const formOf = (fields: string[]) => fuzzForm(Object.fromEntries(fields.map((f) => [f, anyValue])));
const address = fc.record({
  country: anyValue,
  address_line_1: anyValue,
  suburb: anyValue,
  state: anyValue,
  post_code: anyValue,
});

const fuzz = (method: 'POST' | 'PATCH', url: string, body: fc.Arbitrary<unknown>) =>
  fuzzCall({ app: t.app, token, fingerprint, runs: RUNS }, method, url, body);

describe('fuzzing the tax, company and trust calls', () => {
  it('individual tax', async () => {
    const fields = [
      'tfn',
      'has_not_tfn',
      'is_australian_tax_resident',
      'is_other_country_tax_resident',
      'tin',
      'country_of_residence',
      'account',
    ];
    await fuzz('POST', '/api/individual-tax/', formOf(fields));
  });

  it('corporate tax', async () => {
    const fields = ['tfn', 'has_not_tfn', 'abn', 'is_foreign_entity', 'country', 'tin', 'category'];
    await fuzz('POST', `/api/accounts/${company}/corporate-tax/`, formOf(fields));
  });

  it('company details', async () => {
    const body = fc.oneof(
      fc.record(
        {
          is_investing_primary_activity: anyValue,
          nature_of_activity: anyValue,
          registered_office: address,
          principal_place_of_business: address,
          postal_address: address,
        },
        { requiredKeys: [] },
      ),
      fc.jsonValue({ maxDepth: 3 }),
    );
    await fuzz('POST', `/api/accounts/${company}/corporate-details/`, body);
  });

  it('trust details', async () => {
    const fields = [
      'type',
      'state',
      'is_settled_sum_at_least_threshold',
      'settlor_name',
      'is_investing_primary_activity',
      'nature_of_activity',
    ];
    await fuzz('POST', `/api/accounts/${trust}/trust-details/`, formOf(fields));
  });
});
