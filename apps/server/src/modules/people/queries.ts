// The people of an account: additional individuals and trustees (role kind contact), directors (kind
// director) and beneficial owners, controllers and decision makers (kind beneficial).

import { secondaryUserLabel } from '@portal/contracts/api/onboarding';
import {
  EDITABLE_PERSON_FIELDS,
  type TBeneficialOwner,
  type TEditablePersonField,
  type TSecondaryUser,
  VERIFICATION_STATUS_DISPLAY,
} from '@portal/contracts/api/people';
import { type Insertable, sql } from 'kysely';
import type { Queryable } from '../../db/client.ts';
import { type Database, exec, run, runMaybeOne, runOne, sqlBuilder } from '../../db/typed-sql.ts';
import { canEditDetails } from '../accounts/access.ts';

export type PersonKind = 'contact' | 'director' | 'beneficial';
/** The members of an account besides its primary user: they accept the application and may sign. */
export const MEMBER_KINDS: readonly PersonKind[] = ['contact', 'director'];

/**
 * The people of the given kinds with their role and what the lists show of them. A director whose name
 * is one of the register's directors of the account's ACN was filled in from the register: that entry's
 * uuid, matched by name because the register holds names only.
 */
const selectPeople = (
  q: Queryable,
  accountId: number,
  viewerUserId: number | null,
  kinds: readonly PersonKind[],
) =>
  run(
    q,
    sqlBuilder
      .selectFrom('account_people as p')
      .innerJoin('person_roles as r', 'r.id', 'p.role_id')
      .innerJoin('accounts as a', 'a.id', 'p.account_id')
      .select((eb) => [
        'p.id',
        'p.user_id',
        'p.first_name',
        'p.last_name',
        'p.email',
        'p.phone_number',
        'p.role_id',
        'r.key as role_key',
        'r.title as role_title',
        'r.kind as role_kind',
        'p.verification_status',
        'p.is_possible_duplicate',
        eb
          .and([
            eb('p.user_id', 'is not', null),
            eb.exists(
              eb
                .selectFrom('individual_taxes as t')
                .select(eb.lit(1).as('one'))
                .whereRef('t.user_id', '=', 'p.user_id'),
            ),
          ])
          .as('has_individual_tax'),
        sql<string | null>`CASE WHEN r.kind = 'director' THEN (
           SELECT d->>'uuid' FROM jsonb_array_elements(COALESCE(a.register_data->'directors', '[]'::jsonb)) d
            WHERE lower(trim(d->>'first_name')) = lower(trim(p.first_name))
              AND lower(trim(d->>'last_name')) = lower(trim(p.last_name))
            LIMIT 1) END`.as('acn_uuid'),
        eb('a.primary_user_id', 'is not distinct from', viewerUserId).as('viewer_is_primary'),
        'a.status as account_status',
        'a.account_type',
        'a.trustee_type',
      ])
      .where('p.account_id', '=', accountId)
      .where((eb) => eb('r.kind', '=', eb.fn.any(eb.val([...kinds]))))
      .orderBy('p.id'),
  );

type PersonRow = Awaited<ReturnType<typeof selectPeople>>[number];

/**
 * A joint holder or trustee (role kind contact) reads as the spec names them: Trustee, Director or
 * Member by the account's type (spec section 6); other roles by their own title.
 */
const roleTitle = (row: PersonRow): string =>
  row.role_kind === 'contact' && row.account_type
    ? secondaryUserLabel(row.account_type, row.trustee_type)
    : row.role_title;

/** What every list shows of a person: who they are, their role and their invitation's state. */
const toPersonView = (row: PersonRow): TBeneficialOwner => {
  const status = row.verification_status;
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone_number: row.phone_number,
    role: { id: row.role_id, key: row.role_key, title: roleTitle(row) },
    verification_status: status,
    status_display: VERIFICATION_STATUS_DISPLAY[status],
    // A registered person signs in to the portal; the invitation is theirs already.
    can_resend_invite: row.viewer_is_primary === true && row.user_id === null,
    is_possible_duplicate: row.is_possible_duplicate,
  };
};

/** The fields the primary user may change: register names stay, and so does a registered person's e-mail (their sign-in). */
const editableFields = (row: PersonRow): TEditablePersonField[] =>
  EDITABLE_PERSON_FIELDS.filter(
    (field) =>
      !(row.acn_uuid !== null && (field === 'first_name' || field === 'last_name')) &&
      !(row.user_id !== null && field === 'email'),
  );

const toSecondaryUser = (row: PersonRow): TSecondaryUser => ({
  ...toPersonView(row),
  is_removable_from_account: row.viewer_is_primary === true && canEditDetails({ status: row.account_status }),
  has_individual_tax: row.has_individual_tax === true,
  acn_uuid: row.acn_uuid,
  list_of_editable_fields: editableFields(row),
});

/** The account's members besides the primary user (individuals, trustees, directors), as `viewerUserId` sees them. */
export async function listSecondaryUsers(
  q: Queryable,
  accountId: number,
  viewerUserId: number,
  kinds: readonly PersonKind[] = MEMBER_KINDS,
): Promise<TSecondaryUser[]> {
  return (await selectPeople(q, accountId, viewerUserId, kinds)).map(toSecondaryUser);
}

/** The account's beneficial owners, controllers and decision makers. */
export async function listBeneficialOwners(
  q: Queryable,
  accountId: number,
  viewerUserId: number | null = null,
): Promise<TBeneficialOwner[]> {
  return (await selectPeople(q, accountId, viewerUserId, ['beneficial'])).map(toPersonView);
}

// --- Writes ---

/** The people of the given kinds, with what the rules of a list update need. */
export async function listStoredPeople(q: Queryable, accountId: number, kinds: readonly PersonKind[]) {
  return (await selectPeople(q, accountId, null, kinds)).map((row) => ({
    id: row.id,
    user_id: row.user_id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    role_id: row.role_id,
    role_kind: row.role_kind,
    acn_uuid: row.acn_uuid,
  }));
}

export type PersonValues = Pick<
  Insertable<Database['account_people']>,
  'role_id' | 'first_name' | 'last_name' | 'email' | 'phone_number'
>;

export async function insertPerson(q: Queryable, accountId: number, values: PersonValues): Promise<number> {
  const row = await runOne(
    q,
    sqlBuilder
      .insertInto('account_people')
      .values({ ...values, account_id: accountId })
      .returning('id'),
  );
  return row.id;
}

export async function updatePerson(
  q: Queryable,
  accountId: number,
  personId: number,
  values: PersonValues,
): Promise<void> {
  await exec(
    q,
    sqlBuilder
      .updateTable('account_people')
      .set(values)
      .where('account_id', '=', accountId)
      .where('id', '=', personId),
  );
}

/**
 * Removes people of the account. A person who had become a member leaves the account's members too,
 * unless another of their person rows keeps them in it (a director who is also a beneficial owner).
 */
export async function deletePeople(
  q: Queryable,
  accountId: number,
  personIds: readonly number[],
): Promise<void> {
  if (personIds.length === 0) return;
  const removed = await run(
    q,
    sqlBuilder
      .deleteFrom('account_people')
      .where('account_id', '=', accountId)
      .where('id', 'in', [...personIds])
      .returning('user_id'),
  );
  const userIds = removed.map((row) => row.user_id).filter((id): id is number => id !== null);
  if (userIds.length === 0) return;
  await exec(
    q,
    sqlBuilder
      .deleteFrom('account_members as m')
      .where('m.account_id', '=', accountId)
      .where('m.user_id', 'in', userIds)
      .where('m.role', '=', 'secondary')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('account_people as p')
              .select(eb.lit(1).as('one'))
              .where('p.account_id', '=', accountId)
              .whereRef('p.user_id', '=', 'm.user_id'),
          ),
        ),
      ),
  );
}

/**
 * Flags each person whose name is the primary user's or another person's of the same group (members, or
 * beneficial owners): the same person entered twice, or the user naming themselves.
 */
export async function refreshPossibleDuplicates(q: Queryable, accountId: number): Promise<void> {
  // A CTE feeding an UPDATE ... FROM: clearer as the statement it is than through the builder.
  await exec(
    q,
    sql`WITH people AS (
       SELECT p.id, lower(trim(p.first_name)) AS f, lower(trim(p.last_name)) AS l,
              (r.kind = 'beneficial') AS beneficial
         FROM account_people p JOIN person_roles r ON r.id = p.role_id WHERE p.account_id = ${accountId}
     ), primary_user AS (
       SELECT lower(trim(u.first_name)) AS f, lower(trim(u.last_name)) AS l
         FROM accounts a JOIN users u ON u.id = a.primary_user_id WHERE a.id = ${accountId}
     )
     UPDATE account_people ap
        SET is_possible_duplicate = (
              EXISTS (SELECT 1 FROM primary_user pu WHERE pu.f = me.f AND pu.l = me.l)
              OR EXISTS (SELECT 1 FROM people o
                          WHERE o.id <> me.id AND o.beneficial = me.beneficial AND o.f = me.f AND o.l = me.l))
       FROM people me
      WHERE ap.id = me.id`,
  );
}

export function findPrimaryUser(q: Queryable, accountId: number) {
  return runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('accounts as a')
      .innerJoin('users as u', 'u.id', 'a.primary_user_id')
      .select(['u.id', 'u.email', 'u.first_name', 'u.last_name'])
      .where('a.id', '=', accountId),
  );
}

export function findRole(q: Queryable, roleId: number) {
  return runMaybeOne(
    q,
    sqlBuilder.selectFrom('person_roles').select(['id', 'key', 'title', 'kind']).where('id', '=', roleId),
  );
}

export async function setAccountPeopleFlags(
  q: Queryable,
  accountId: number,
  flags: { hasSecondaryUsers?: boolean; hasAdditionalTrustees?: boolean; primaryUserRoleId?: number },
): Promise<void> {
  // A flag left out keeps its value.
  await exec(
    q,
    sqlBuilder
      .updateTable('accounts')
      .set((eb) => ({
        has_secondary_users: eb.fn.coalesce(eb.val(flags.hasSecondaryUsers ?? null), 'has_secondary_users'),
        has_additional_trustees: eb.fn.coalesce(
          eb.val(flags.hasAdditionalTrustees ?? null),
          'has_additional_trustees',
        ),
        primary_user_role_id: eb.fn.coalesce(eb.val(flags.primaryUserRoleId ?? null), 'primary_user_role_id'),
      }))
      .where('id', '=', accountId),
  );
}
