import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { fuzzCall, fuzzForm, fuzzValue } from '../../testing/fuzz-call.ts';
import { createTestAccount } from '../../testing/onboarding-accounts.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { startWithDemoUsers } from './test-fixtures.ts';

// SECURITY.md 17 for the people and signing-authority calls: random bodies never give a 5xx, and a
// refusal writes nothing (no person, flag, authority, invitation or message).
let t: TestApp;
let token: string;
let joint: number;
let company: number;
let smsf: number;

const RUNS = 40;

beforeAll(async () => {
  ({ t, investor: token } = await startWithDemoUsers());
  joint = await createTestAccount(t.db, 'investor@demo.test', { type: 'joint' });
  company = await createTestAccount(t.db, 'investor@demo.test', { type: 'company' });
  smsf = await createTestAccount(t.db, 'investor@demo.test', { type: 'smsf', trusteeType: 'individual' });
  // Two members, so the signing authority can be set at all.
  await t.db.query(
    `INSERT INTO account_people (account_id, role_id, first_name, last_name, email, phone_number)
     VALUES ($1, 1, 'Jo', 'Holder', 'jo.holder@example.com', '0412345678')`,
    [joint],
  );
});
afterAll(async () => {
  await t?.close();
});

const fingerprint = async () =>
  (
    await t.db.query(
      `SELECT (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM account_people x) AS people,
              (SELECT md5(coalesce(string_agg(concat_ws(',', a.has_secondary_users, a.has_additional_trustees,
                 a.primary_user_role_id), '|' ORDER BY a.id), '')) FROM accounts a) AS flags,
              (SELECT md5(coalesce(string_agg(x::text, '|'), '')) FROM signing_authorities x) AS signing,
              (SELECT count(*)::int FROM invitations) AS invitations,
              (SELECT count(*)::int FROM outbox) AS outbox`,
    )
  )[0];

const anyValue = fuzzValue([
  'jo.holder@example.com',
  'investor@demo.test',
  '0412 345 678',
  'advanced_settings',
  'min_number_of_signatories',
  'selected_signatories',
  9,
]);
const formOf = fuzzForm;
const personArb = formOf({
  id: anyValue,
  first_name: anyValue,
  last_name: anyValue,
  email: anyValue,
  phone_number: anyValue,
  role: anyValue,
});
const people = fc.oneof(fc.array(personArb, { maxLength: 12 }), anyValue);

const fuzz = (method: 'POST' | 'PUT' | 'PATCH', url: string, body: fc.Arbitrary<unknown>) =>
  fuzzCall({ app: t.app, token, fingerprint, runs: RUNS }, method, url, body);

describe('fuzzing the people and signing-authority calls', () => {
  it('individuals and trustees', async () => {
    await fuzz('PUT', `/api/accounts/${joint}/secondary-users/`, formOf({ users: people }));
    await fuzz(
      'POST',
      `/api/accounts/${smsf}/secondary-users/`,
      formOf({ has_additional_trustees: anyValue, users: people }),
    );
  });

  it('directors', async () => {
    await fuzz(
      'PATCH',
      `/api/accounts/${company}/directors/`,
      formOf({ primary_user_role: anyValue, directors: people }),
    );
  });

  it('beneficial owners', async () => {
    await fuzz('PUT', `/api/accounts/${company}/beneficial-owners/`, formOf({ users: people }));
  });

  it('signing authority', async () => {
    await fuzz(
      'POST',
      `/api/accounts/${joint}/signing-authority/`,
      formOf({
        signing_authority_option: anyValue,
        advanced_settings_option: anyValue,
        min_number_of_signatories: anyValue,
        selected_signatories: fc.oneof(fc.array(anyValue, { maxLength: 4 }), anyValue),
      }),
    );
  });
});
