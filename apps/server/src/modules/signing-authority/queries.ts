// Signing authority of an account: one row per account, with the member list it was set for.
import { PRIMARY_MEMBER_ID, type TSigningAuthority } from '@portal/contracts/api/signing-authority';
import { type Insertable, sql } from 'kysely';
import type { Queryable } from '../../db/client.ts';
import { type Database, exec, run, runMaybeOne, runOne, sqlBuilder } from '../../db/typed-sql.ts';
import { currentMemberIdsOf, sortedIds } from '../people/member-ids-queries.ts';

/** The account's signing authority, and whether it was set for the members of today; null when none is set. */
export async function findSigningAuthority(
  q: Queryable,
  accountId: number,
): Promise<TSigningAuthority | null> {
  const row = await runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('signing_authorities')
      .select((eb) => [
        'signing_authority_option',
        'advanced_settings_option',
        'min_number_of_signatories',
        'selected_signatories',
        'member_ids',
        eb(sortedIds(eb.ref('member_ids')), '=', currentMemberIdsOf(accountId)).as('is_up_to_date'),
      ])
      .where('account_id', '=', accountId),
  );
  if (!row) return null;
  return {
    ...row,
    advanced_settings_option: row.advanced_settings_option ?? '',
    is_up_to_date: row.is_up_to_date === true,
  };
}

/** The members who may sign: the primary user first (PRIMARY_MEMBER_ID), then the individuals, trustees and directors. */
export function listSigningMembers(q: Queryable, accountId: number) {
  const primary = sqlBuilder
    .selectFrom('accounts as a')
    .innerJoin('users as u', 'u.id', 'a.primary_user_id')
    .select((eb) => [
      sql.lit(PRIMARY_MEMBER_ID).$castTo<number>().as('id'),
      'u.first_name',
      'u.last_name',
      eb.lit(true).$castTo<boolean>().as('is_primary'),
    ])
    .where('a.id', '=', accountId);
  const people = sqlBuilder
    .selectFrom('account_people as p')
    .innerJoin('person_roles as r', 'r.id', 'p.role_id')
    .select((eb) => [
      'p.id',
      'p.first_name',
      'p.last_name',
      eb.lit(false).$castTo<boolean>().as('is_primary'),
    ])
    .where('p.account_id', '=', accountId)
    .where('r.kind', 'in', ['contact', 'director']);
  return run(
    q,
    sqlBuilder
      .selectFrom(primary.unionAll(people).as('members'))
      .selectAll()
      .orderBy('is_primary', 'desc')
      .orderBy('id'),
  );
}

/** The ids of the account's members of today, as a signing authority saved now records them. */
export async function findCurrentMemberIds(q: Queryable, accountId: number): Promise<number[]> {
  const row = await runOne(q, sqlBuilder.selectNoFrom(currentMemberIdsOf(accountId).as('ids')));
  return row.ids;
}

export type SigningAuthorityValues = Required<
  Pick<
    Insertable<Database['signing_authorities']>,
    | 'signing_authority_option'
    | 'advanced_settings_option'
    | 'min_number_of_signatories'
    | 'selected_signatories'
    | 'member_ids'
  >
>;

/** Saves the authority with the member list of now (the people ids, as the completeness check compares). */
export async function upsertSigningAuthority(
  q: Queryable,
  accountId: number,
  values: SigningAuthorityValues,
): Promise<void> {
  await exec(
    q,
    sqlBuilder
      .insertInto('signing_authorities')
      .values({ ...values, account_id: accountId, updated_at: sql`now()` })
      .onConflict((conflict) =>
        conflict.column('account_id').doUpdateSet((eb) => ({
          signing_authority_option: eb.ref('excluded.signing_authority_option'),
          advanced_settings_option: eb.ref('excluded.advanced_settings_option'),
          min_number_of_signatories: eb.ref('excluded.min_number_of_signatories'),
          selected_signatories: eb.ref('excluded.selected_signatories'),
          member_ids: eb.ref('excluded.member_ids'),
          updated_at: sql`now()`,
        })),
      ),
  );
}
