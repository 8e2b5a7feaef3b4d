// Rows the account-setup tests put straight into the tables, standing for what the people, tax,
// company, trust, signing-authority and file calls write.
import type { Queryable } from '../../db/client.ts';
import { call, signIn } from '../../testing/http.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { currentMemberIds } from './queries.ts';

export type TestUser = { id: number; token: string; email: string };

/** A user of its own (the demo password, login two-factor off), signed in. */
export async function newUser(t: TestApp, email: string, first = 'Jo', last = 'Citizen'): Promise<TestUser> {
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, phone_number, email_verified, verified_status)
     SELECT $1, password_hash, $2, $3, '0411222333', true, 'verified' FROM users WHERE email = 'investor@demo.test'
     RETURNING id`,
    [email, first, last],
  );
  await t.db.query(
    `INSERT INTO user_applications (user_id, application_id, modules)
     SELECT $1, id, '{}' FROM applications`,
    [row!.id],
  );
  return { id: row!.id, token: await signIn(t.app, email), email };
}

export const createAccount = (
  t: TestApp,
  token: string,
  body: Record<string, unknown>,
  application = 'ipm',
) => call(t.app, '/api/accounts/create/', { token, body, headers: { 'x-application-id': application } });

/** Creates an application and answers its id (fails the test when refused). */
export async function createdAccountId(
  t: TestApp,
  user: TestUser,
  body: Record<string, unknown>,
  application = 'ipm',
) {
  const res = await createAccount(t, user.token, body, application);
  if (res.status !== 201) throw new Error(`create: ${res.status} ${res.text}`);
  return res.json.id as number;
}

export const ROLE = { contact: 1, director: 2, beneficialOwner: 9 } as const;

export async function addPerson(
  q: Queryable,
  accountId: number,
  input: { roleId: number; userId?: number | null; first?: string; last?: string; email?: string },
): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO account_people (account_id, user_id, role_id, first_name, last_name, email, phone_number)
     VALUES ($1, $2, $3, $4, $5, $6, '0422333444') RETURNING id`,
    [
      accountId,
      input.userId ?? null,
      input.roleId,
      input.first ?? 'Pat',
      input.last ?? 'Person',
      input.email ?? `person-${Math.random().toString(36).slice(2)}@example.com`,
    ],
  );
  return row!.id;
}

export async function giveIndividualTax(q: Queryable, userId: number): Promise<void> {
  await q.query(
    `INSERT INTO individual_taxes (user_id, has_not_tfn, is_australian_tax_resident, is_other_country_tax_resident)
     VALUES ($1, true, true, false) ON CONFLICT (user_id) DO NOTHING`,
    [userId],
  );
}

const ADDRESS = JSON.stringify({
  country: 1,
  address_line_1: '1 George Street',
  suburb: 'Sydney',
  state: 'NSW',
  post_code: '2000',
});

export async function giveCorporateDetails(q: Queryable, accountId: number): Promise<void> {
  await q.query(
    `INSERT INTO corporate_account_details (account_id, is_investing_primary_activity, registered_office,
       principal_place_of_business, postal_address) VALUES ($1, true, $2, $2, $2)`,
    [accountId, ADDRESS],
  );
}

export async function giveTrustDetails(q: Queryable, accountId: number): Promise<void> {
  await q.query(
    `INSERT INTO trust_details (account_id, type_id, state, is_settled_sum_at_least_threshold,
       is_investing_primary_activity) VALUES ($1, 1, 'NSW', false, true)`,
    [accountId],
  );
}

export async function giveCorporateTax(q: Queryable, accountId: number): Promise<void> {
  await q.query(
    `INSERT INTO corporate_taxes (account_id, has_not_tfn, is_foreign_entity, category_id)
     VALUES ($1, true, false, 2)`,
    [accountId],
  );
}

export async function giveFile(q: Queryable, accountId: number, kind: 'certificate' | 'deed_attachment') {
  await q.query(
    `INSERT INTO account_files (account_id, kind, storage_key, file_name, size_bytes)
     VALUES ($1, $2, $3, 'deed.pdf', 100)`,
    [accountId, kind, `test/${accountId}/${kind}/${Math.random().toString(36).slice(2)}`],
  );
}

/** A signing authority set for the account's members as they are now. */
export async function giveSigningAuthority(q: Queryable, accountId: number): Promise<void> {
  await q.query(
    `INSERT INTO signing_authorities (account_id, signing_authority_option, member_ids)
     VALUES ($1, 'any_applicant_to_sign', $2)
     ON CONFLICT (account_id) DO UPDATE SET member_ids = EXCLUDED.member_ids`,
    [accountId, await currentMemberIds(q, accountId)],
  );
}

export const ALL_ACKNOWLEDGED = {
  informed_for_providing_valid_info: true,
  agree_to_privacy_policy_statement: true,
  agree_to_use_electronic_means: true,
  consented_to_provide_identity_proofs: true,
  agree_to_future_communication: true,
  agree_to_info_disclosure: true,
} as const;

export const steps = async (t: TestApp, token: string, accountId: number) =>
  (await call(t.app, `/api/accounts/${accountId}/activation-steps/`, { token })).json.data
    .unfilled_fields as string[];
