// The people of an account: additional individuals and trustees (role kind contact), directors (kind
// director) and beneficial owners, controllers and decision makers (kind beneficial).
import {
  EDITABLE_PERSON_FIELDS,
  type TBeneficialOwner,
  type TEditablePersonField,
  type TSecondaryUser,
  type TVerificationStatus,
  VERIFICATION_STATUS_DISPLAY,
} from '@portal/contracts/api/people';
import type { Queryable } from '../../db/client.ts';
import { canEditDetails } from '../accounts/access.ts';

export type PersonKind = 'contact' | 'director' | 'beneficial';
/** The members of an account besides its primary user: they accept the application and may sign. */
export const MEMBER_KINDS: readonly PersonKind[] = ['contact', 'director'];

type PersonRow = {
  id: number;
  user_id: number | null;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  role_id: number;
  role_key: string;
  role_title: string;
  role_kind: PersonKind;
  verification_status: TVerificationStatus;
  is_possible_duplicate: boolean;
  has_individual_tax: boolean;
  acn_uuid: string | null;
  viewer_is_primary: boolean;
  account_status: string;
};

/**
 * A director whose name is one of the register's directors of the account's ACN was filled in from the
 * register: that entry's uuid, matched by name because the register holds names only.
 */
const PEOPLE_SQL = `
  SELECT p.id, p.user_id, p.first_name, p.last_name, p.email, p.phone_number, p.role_id,
         r.key AS role_key, r.title AS role_title, r.kind AS role_kind, p.verification_status,
         p.is_possible_duplicate,
         (p.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM individual_taxes t WHERE t.user_id = p.user_id))
           AS has_individual_tax,
         CASE WHEN r.kind = 'director' THEN (
           SELECT d->>'uuid' FROM jsonb_array_elements(COALESCE(a.register_data->'directors', '[]'::jsonb)) d
            WHERE lower(trim(d->>'first_name')) = lower(trim(p.first_name))
              AND lower(trim(d->>'last_name')) = lower(trim(p.last_name))
            LIMIT 1) END AS acn_uuid,
         (a.primary_user_id IS NOT DISTINCT FROM $2) AS viewer_is_primary,
         a.status AS account_status
    FROM account_people p
    JOIN person_roles r ON r.id = p.role_id
    JOIN accounts a ON a.id = p.account_id
   WHERE p.account_id = $1 AND r.kind = ANY($3::text[])
   ORDER BY p.id`;

/** What every list shows of a person: who they are, their role and their invitation's state. */
const toPersonView = (row: PersonRow): TBeneficialOwner => ({
  id: row.id,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  phone_number: row.phone_number,
  role: { id: row.role_id, key: row.role_key, title: row.role_title },
  verification_status: row.verification_status,
  status_display: VERIFICATION_STATUS_DISPLAY[row.verification_status],
  // A registered person signs in to the portal; the invitation is theirs already.
  can_resend_invite: row.viewer_is_primary && row.user_id === null,
  is_possible_duplicate: row.is_possible_duplicate,
});

/** The fields the primary user may change: register names stay, and so does a registered person's e-mail (their sign-in). */
const editableFields = (row: PersonRow): TEditablePersonField[] =>
  EDITABLE_PERSON_FIELDS.filter(
    (field) =>
      !(row.acn_uuid !== null && (field === 'first_name' || field === 'last_name')) &&
      !(row.user_id !== null && field === 'email'),
  );

const toSecondaryUser = (row: PersonRow): TSecondaryUser => ({
  ...toPersonView(row),
  is_removable_from_account: row.viewer_is_primary && canEditDetails({ status: row.account_status }),
  has_individual_tax: row.has_individual_tax,
  acn_uuid: row.acn_uuid,
  list_of_editable_fields: editableFields(row),
});

const selectPeople = (
  q: Queryable,
  accountId: number,
  viewerUserId: number | null,
  kinds: readonly PersonKind[],
) => q.query<PersonRow>(PEOPLE_SQL, [accountId, viewerUserId, kinds]);

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

export type StoredPerson = {
  id: number;
  user_id: number | null;
  email: string;
  first_name: string;
  last_name: string;
  role_id: number;
  role_kind: PersonKind;
  acn_uuid: string | null;
};

/** The people of the given kinds, with what the rules of a list update need. */
export async function listStoredPeople(
  q: Queryable,
  accountId: number,
  kinds: readonly PersonKind[],
): Promise<StoredPerson[]> {
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

export type PersonValues = {
  roleId: number;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
};

export async function insertPerson(q: Queryable, accountId: number, values: PersonValues): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO account_people (account_id, role_id, first_name, last_name, email, phone_number)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [accountId, values.roleId, values.firstName, values.lastName, values.email, values.phoneNumber],
  );
  return row!.id;
}

export async function updatePerson(
  q: Queryable,
  accountId: number,
  personId: number,
  values: PersonValues,
): Promise<void> {
  await q.query(
    `UPDATE account_people SET role_id = $3, first_name = $4, last_name = $5, email = $6, phone_number = $7
      WHERE account_id = $1 AND id = $2`,
    [accountId, personId, values.roleId, values.firstName, values.lastName, values.email, values.phoneNumber],
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
  const removed = await q.query<{ user_id: number | null }>(
    'DELETE FROM account_people WHERE account_id = $1 AND id = ANY($2::int[]) RETURNING user_id',
    [accountId, personIds],
  );
  const userIds = removed.map((row) => row.user_id).filter((id): id is number => id !== null);
  if (userIds.length === 0) return;
  await q.query(
    `DELETE FROM account_members m
      WHERE m.account_id = $1 AND m.user_id = ANY($2::int[]) AND m.role = 'secondary'
        AND NOT EXISTS (SELECT 1 FROM account_people p WHERE p.account_id = $1 AND p.user_id = m.user_id)`,
    [accountId, userIds],
  );
}

/**
 * Flags each person whose name is the primary user's or another person's of the same group (members, or
 * beneficial owners): the same person entered twice, or the user naming themselves.
 */
export async function refreshPossibleDuplicates(q: Queryable, accountId: number): Promise<void> {
  await q.query(
    `WITH people AS (
       SELECT p.id, lower(trim(p.first_name)) AS f, lower(trim(p.last_name)) AS l,
              (r.kind = 'beneficial') AS beneficial
         FROM account_people p JOIN person_roles r ON r.id = p.role_id WHERE p.account_id = $1
     ), primary_user AS (
       SELECT lower(trim(u.first_name)) AS f, lower(trim(u.last_name)) AS l
         FROM accounts a JOIN users u ON u.id = a.primary_user_id WHERE a.id = $1
     )
     UPDATE account_people ap
        SET is_possible_duplicate = (
              EXISTS (SELECT 1 FROM primary_user pu WHERE pu.f = me.f AND pu.l = me.l)
              OR EXISTS (SELECT 1 FROM people o
                          WHERE o.id <> me.id AND o.beneficial = me.beneficial AND o.f = me.f AND o.l = me.l))
       FROM people me
      WHERE ap.id = me.id`,
    [accountId],
  );
}

export type PrimaryUser = { id: number; email: string; first_name: string; last_name: string };

export async function findPrimaryUser(q: Queryable, accountId: number): Promise<PrimaryUser | undefined> {
  const [row] = await q.query<PrimaryUser>(
    `SELECT u.id, u.email, u.first_name, u.last_name
       FROM accounts a JOIN users u ON u.id = a.primary_user_id WHERE a.id = $1`,
    [accountId],
  );
  return row;
}

export type RoleRow = { id: number; key: string; title: string; kind: PersonKind };

export async function findRole(q: Queryable, roleId: number): Promise<RoleRow | undefined> {
  const [row] = await q.query<RoleRow>('SELECT id, key, title, kind FROM person_roles WHERE id = $1', [
    roleId,
  ]);
  return row;
}

export async function setAccountPeopleFlags(
  q: Queryable,
  accountId: number,
  flags: { hasSecondaryUsers?: boolean; hasAdditionalTrustees?: boolean; primaryUserRoleId?: number },
): Promise<void> {
  await q.query(
    `UPDATE accounts SET has_secondary_users = COALESCE($2, has_secondary_users),
            has_additional_trustees = COALESCE($3, has_additional_trustees),
            primary_user_role_id = COALESCE($4, primary_user_role_id)
      WHERE id = $1`,
    [
      accountId,
      flags.hasSecondaryUsers ?? null,
      flags.hasAdditionalTrustees ?? null,
      flags.primaryUserRoleId ?? null,
    ],
  );
}
