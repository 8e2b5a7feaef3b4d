// Rows the account-setup tests put straight into the tables, standing for what the people, tax,
// company, trust, signing-authority and file calls write.
import { sql } from 'kysely';
import type { Queryable } from '../../db/client.ts';
import { exec, runOne, sqlBuilder } from '../../db/typed-sql.ts';
import { call, signIn } from '../../testing/http.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { currentMemberIds } from './queries.ts';

export type TestUser = { id: number; token: string; email: string };

/** A user of its own (the demo password, login two-factor off), signed in. */
export async function newUser(t: TestApp, email: string, first = 'Jo', last = 'Citizen'): Promise<TestUser> {
  const row = await runOne(
    t.db,
    sqlBuilder
      .insertInto('users')
      .columns([
        'email',
        'password_hash',
        'first_name',
        'last_name',
        'phone_number',
        'email_verified',
        'verified_status',
      ])
      .expression(
        sqlBuilder
          .selectFrom('users')
          .select([
            sql<string>`${email}`.as('email'),
            'password_hash',
            sql<string>`${first}`.as('first_name'),
            sql<string>`${last}`.as('last_name'),
            sql.lit('0411222333').as('phone_number'),
            sql.lit(true).as('email_verified'),
            sql.lit('verified').as('verified_status'),
          ])
          .where('email', '=', 'investor@demo.test'),
      )
      .returning('id'),
  );
  await exec(
    t.db,
    sqlBuilder
      .insertInto('user_applications')
      .columns(['user_id', 'application_id', 'modules'])
      .expression(
        sqlBuilder
          .selectFrom('applications')
          .select([sql<number>`${row.id}`.as('user_id'), 'id', sql<string[]>`'{}'`.as('modules')]),
      ),
  );
  return { id: row.id, token: await signIn(t.app, email), email };
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
  const row = await runOne(
    q,
    sqlBuilder
      .insertInto('account_people')
      .values({
        account_id: accountId,
        user_id: input.userId ?? null,
        role_id: input.roleId,
        first_name: input.first ?? 'Pat',
        last_name: input.last ?? 'Person',
        email: input.email ?? `person-${Math.random().toString(36).slice(2)}@example.com`,
        phone_number: '0422333444',
      })
      .returning('id'),
  );
  return row.id;
}

export async function giveIndividualTax(q: Queryable, userId: number): Promise<void> {
  await exec(
    q,
    sqlBuilder
      .insertInto('individual_taxes')
      .values({
        user_id: userId,
        has_not_tfn: true,
        is_australian_tax_resident: true,
        is_other_country_tax_resident: false,
      })
      .onConflict((oc) => oc.column('user_id').doNothing()),
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
  await exec(
    q,
    sqlBuilder.insertInto('corporate_account_details').values({
      account_id: accountId,
      is_investing_primary_activity: true,
      registered_office: ADDRESS,
      principal_place_of_business: ADDRESS,
      postal_address: ADDRESS,
    }),
  );
}

export async function giveTrustDetails(q: Queryable, accountId: number): Promise<void> {
  await exec(
    q,
    sqlBuilder.insertInto('trust_details').values({
      account_id: accountId,
      type_id: 1,
      state: 'NSW',
      is_settled_sum_at_least_threshold: false,
      is_investing_primary_activity: true,
    }),
  );
}

export async function giveCorporateTax(q: Queryable, accountId: number): Promise<void> {
  await exec(
    q,
    sqlBuilder.insertInto('corporate_taxes').values({
      account_id: accountId,
      has_not_tfn: true,
      is_foreign_entity: false,
      category_id: 2,
    }),
  );
}

export async function giveFile(q: Queryable, accountId: number, kind: 'certificate' | 'deed_attachment') {
  await exec(
    q,
    sqlBuilder.insertInto('account_files').values({
      account_id: accountId,
      kind,
      storage_key: `test/${accountId}/${kind}/${Math.random().toString(36).slice(2)}`,
      file_name: 'deed.pdf',
      size_bytes: 100,
    }),
  );
}

/** A signing authority set for the account's members as they are now. */
export async function giveSigningAuthority(q: Queryable, accountId: number): Promise<void> {
  const memberIds = await currentMemberIds(q, accountId);
  await exec(
    q,
    sqlBuilder
      .insertInto('signing_authorities')
      .values({
        account_id: accountId,
        signing_authority_option: 'any_applicant_to_sign',
        member_ids: memberIds,
      })
      .onConflict((oc) =>
        oc.column('account_id').doUpdateSet((eb) => ({ member_ids: eb.ref('excluded.member_ids') })),
      ),
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
