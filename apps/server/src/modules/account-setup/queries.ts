import type { TAccountStatus, TAccountType, TTrusteeType } from '@portal/contracts/api/onboarding';
import type { Queryable } from '../../db/client.ts';

// --- People and users ---

export type UserBasics = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string | null;
  selected_account_id: number | null;
};

export async function findUserBasics(q: Queryable, userId: number): Promise<UserBasics | undefined> {
  // An invited user may have signed up without a name: their personal details carry it then.
  const [row] = await q.query<UserBasics>(
    `SELECT u.id, COALESCE(NULLIF(u.first_name, ''), pd.first_name, '') AS first_name,
            COALESCE(NULLIF(u.last_name, ''), pd.last_name, '') AS last_name,
            u.email, u.phone_number, u.selected_account_id
       FROM users u
       LEFT JOIN personal_details pd ON pd.user_id = u.id AND pd.account_id IS NULL
      WHERE u.id = $1`,
    [userId],
  );
  return row;
}

export async function selectAccount(q: Queryable, userId: number, accountId: number): Promise<void> {
  await q.query('UPDATE users SET selected_account_id = $2 WHERE id = $1', [userId, accountId]);
}

/**
 * The members of an account today, as signing authority records them: the ids of its contact and
 * director people (the primary user is always a member and needs no id in the list), in id order.
 */
export const CURRENT_MEMBER_IDS_SQL = `ARRAY(SELECT p.id FROM account_people p JOIN person_roles r ON r.id = p.role_id
  WHERE p.account_id = $1 AND r.kind IN ('contact', 'director') ORDER BY p.id)`;

export async function currentMemberIds(q: Queryable, accountId: number): Promise<number[]> {
  const [row] = await q.query<{ ids: number[] }>(`SELECT ${CURRENT_MEMBER_IDS_SQL} AS ids`, [accountId]);
  return row?.ids ?? [];
}

// --- The engine's facts ---

/** What the rules need to know of an account and of the user looking at it. */
export type EngineFacts = {
  account_type: TAccountType;
  trustee_type: TTrusteeType | null;
  application_id: string;
  status: string;
  has_secondary_users: boolean | null;
  has_additional_trustees: boolean | null;
  primary_user_role_id: number | null;
  skip_beneficial_owners: boolean;
  skip_deed_attachment: boolean;
  /** The viewer is the account's primary user. */
  viewer_is_primary: boolean;
  viewer_has_individual_tax: boolean;
  contact_people: number;
  director_people: number;
  beneficial_people: number;
  has_corporate_account_details: boolean;
  has_trust_details: boolean;
  has_corporate_tax: boolean;
  deed_attachments: number;
  certificates: number;
  has_signing_authority: boolean;
  /** The signing authority was set for the members the account has today. */
  signing_authority_members_match: boolean;
  has_portfolio_application: boolean;
  /** An IPS of the account went through the whole wizard (or is past its draft). */
  has_completed_ips: boolean;
  /** The account has a bank account in use (bank-accounts module). */
  has_bank_account: boolean;
  /** The loan-note application (bundle) under way of an icf account, null when none. */
  loan_note_bundle_id?: number | null;
};

export async function loadEngineFacts(
  q: Queryable,
  accountId: number,
  viewerUserId: number,
): Promise<EngineFacts> {
  const [row] = await q.query<EngineFacts>(
    `WITH people AS (
       SELECT r.kind FROM account_people p JOIN person_roles r ON r.id = p.role_id WHERE p.account_id = $1
     ),
     files AS (SELECT kind FROM account_files WHERE account_id = $1)
     SELECT a.account_type, a.trustee_type, a.application_id, a.status, a.has_secondary_users,
            a.has_additional_trustees, a.primary_user_role_id, a.skip_beneficial_owners, a.skip_deed_attachment,
            (a.primary_user_id IS NOT DISTINCT FROM $2) AS viewer_is_primary,
            EXISTS (SELECT 1 FROM individual_taxes t WHERE t.user_id = $2) AS viewer_has_individual_tax,
            (SELECT count(*) FROM people WHERE kind = 'contact')::int AS contact_people,
            (SELECT count(*) FROM people WHERE kind = 'director')::int AS director_people,
            (SELECT count(*) FROM people WHERE kind = 'beneficial')::int AS beneficial_people,
            EXISTS (SELECT 1 FROM corporate_account_details d WHERE d.account_id = $1) AS has_corporate_account_details,
            EXISTS (SELECT 1 FROM trust_details d WHERE d.account_id = $1) AS has_trust_details,
            EXISTS (SELECT 1 FROM corporate_taxes t WHERE t.account_id = $1) AS has_corporate_tax,
            (SELECT count(*) FROM files WHERE kind = 'deed_attachment')::int AS deed_attachments,
            (SELECT count(*) FROM files WHERE kind = 'certificate')::int AS certificates,
            (sa.account_id IS NOT NULL) AS has_signing_authority,
            COALESCE(ARRAY(SELECT unnest(sa.member_ids) ORDER BY 1) = ${CURRENT_MEMBER_IDS_SQL}, false)
              AS signing_authority_members_match,
            EXISTS (SELECT 1 FROM portfolio_applications pa WHERE pa.account_id = $1) AS has_portfolio_application,
            EXISTS (SELECT 1 FROM bank_accounts b WHERE b.account_id = $1 AND b.deleted_at IS NULL)
              AS has_bank_account,
            EXISTS (SELECT 1 FROM investment_policy_statements i
                     WHERE i.account_id = $1 AND (i.wizard_step = 'done' OR i.status <> 'draft'))
              AS has_completed_ips,
            (SELECT b.id FROM loan_note_bundles b WHERE b.account_id = $1 AND b.issued_at IS NULL)
              AS loan_note_bundle_id
       FROM accounts a
       LEFT JOIN signing_authorities sa ON sa.account_id = a.id
      WHERE a.id = $1`,
    [accountId, viewerUserId],
  );
  if (!row) throw new Error(`account ${accountId} not found`);
  return row;
}

// --- Creating an account ---

/** Serialises the account creations of one user, so a double submission cannot create two accounts. */
export async function lockAccountCreation(q: Queryable, userId: number): Promise<void> {
  await q.query(`SELECT pg_advisory_xact_lock(hashtext('account-create'), $1)`, [userId]);
}

/**
 * An application the user already has in progress for the same entity (same type and the same ACN,
 * ABN or name), which a repeated creation answers instead of a second account.
 */
export async function findSameApplicationInProgress(
  q: Queryable,
  input: {
    userId: number;
    applicationId: string;
    type: TAccountType;
    acn: string;
    abn: string;
    name: string;
  },
): Promise<number | undefined> {
  const [row] = await q.query<{ id: number }>(
    `SELECT id FROM accounts
      WHERE initiator_user_id = $1 AND application_id = $2 AND account_type = $3
        AND status IN ('draft', 'pending', 'application_in_progress')
        AND acn = $4 AND abn = $5 AND lower(name) = lower($6)
      ORDER BY id DESC LIMIT 1`,
    [input.userId, input.applicationId, input.type, input.acn, input.abn, input.name],
  );
  return row?.id;
}

export type NewAccount = {
  name: string;
  type: TAccountType;
  applicationId: string;
  userId: number;
  trusteeType: TTrusteeType | null;
  trusteeName: string;
  abn: string;
  acn: string;
  registerData: unknown;
};

export async function insertAccount(q: Queryable, input: NewAccount): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO accounts (name, account_type, application_id, status, primary_user_id, initiator_user_id,
                           trustee_type, trustee_name, abn, acn, register_data)
     VALUES ($1, $2, $3, 'application_in_progress', $4, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      input.name,
      input.type,
      input.applicationId,
      input.userId,
      input.trusteeType,
      input.trusteeName,
      input.abn,
      input.acn,
      input.registerData === null ? null : JSON.stringify(input.registerData),
    ],
  );
  const id = row!.id;
  await q.query(
    `INSERT INTO account_members (account_id, user_id, role) VALUES ($1, $2, 'primary') ON CONFLICT DO NOTHING`,
    [id, input.userId],
  );
  return id;
}

export async function setStatus(q: Queryable, accountId: number, status: TAccountStatus): Promise<void> {
  await q.query('UPDATE accounts SET status = $2 WHERE id = $1', [accountId, status]);
}

/** Moves the status on only from one of `from`; answers whether it moved (guards double submissions). */
export async function moveStatus(
  q: Queryable,
  accountId: number,
  from: readonly string[],
  to: TAccountStatus,
): Promise<boolean> {
  const rows = await q.query(
    'UPDATE accounts SET status = $3 WHERE id = $1 AND status = ANY($2) RETURNING id',
    [accountId, [...from], to],
  );
  return rows.length > 0;
}

// --- Invitations (the registration invite an account is created for) ---

export type InviteRow = {
  id: number;
  uuid: string;
  account_id: number | null;
  application_id: string;
  is_fake_creation_case: boolean;
  completed_at: string | null;
};

/** The user's own primary invitation with this uuid (taken up by them, or sent to their e-mail). */
export async function findOwnPrimaryInvite(
  q: Queryable,
  userId: number,
  uuid: string,
): Promise<InviteRow | undefined> {
  const [row] = await q.query<InviteRow>(
    `SELECT i.id, i.uuid::text AS uuid, i.account_id, i.application_id, i.is_fake_creation_case,
            i.completed_at::text AS completed_at
       FROM invitations i JOIN users u ON u.id = $1
      WHERE i.uuid::text = $2 AND i.kind = 'primary' AND i.revoked_at IS NULL
        AND (i.user_id = u.id OR lower(i.email) = lower(u.email))`,
    [userId, uuid],
  );
  return row;
}

// --- Lists ---

export type ApplyNowRow = {
  id: number;
  uuid: string;
  name: string;
  account_type: TAccountType;
  trustee_type: TTrusteeType | null;
  status: TAccountStatus;
  application_name: string;
  is_primary: boolean;
  signing_option: string | null;
  advanced_option: string | null;
  selected_signatories: number[] | null;
  viewer_person_ids: number[];
};

/**
 * The accounts a user may apply with: the ones they are a member of whose application has been
 * submitted or that are active (an application still being filled in is continued, not applied with).
 */
export async function listApplyNowAccounts(q: Queryable, userId: number): Promise<ApplyNowRow[]> {
  return q.query<ApplyNowRow>(
    `SELECT a.id, a.uuid::text AS uuid, a.name, a.account_type, a.trustee_type, a.status,
            ap.name AS application_name, (a.primary_user_id = $1) AS is_primary,
            sa.signing_authority_option AS signing_option, sa.advanced_settings_option AS advanced_option,
            sa.selected_signatories,
            ARRAY(SELECT p.id FROM account_people p WHERE p.account_id = a.id AND p.user_id = $1) AS viewer_person_ids
       FROM accounts a
       JOIN applications ap ON ap.id = a.application_id
       LEFT JOIN signing_authorities sa ON sa.account_id = a.id
      WHERE (a.primary_user_id = $1
             OR EXISTS (SELECT 1 FROM account_members m WHERE m.account_id = a.id AND m.user_id = $1)
             OR EXISTS (SELECT 1 FROM account_people p JOIN person_roles r ON r.id = p.role_id
                         WHERE p.account_id = a.id AND p.user_id = $1 AND r.kind IN ('contact', 'director')))
        AND a.status NOT IN ('draft', 'pending', 'application_in_progress')
      ORDER BY a.id`,
    [userId],
  );
}

/** Registration invites the user has taken up for which no account exists yet (the apply-now entry without an id). */
export async function listInvitesWithoutAccount(
  q: Queryable,
  userId: number,
  applicationId: string,
): Promise<Array<{ uuid: string }>> {
  return q.query<{ uuid: string }>(
    `SELECT i.uuid::text AS uuid FROM invitations i
      WHERE i.kind = 'primary' AND i.user_id = $1 AND i.application_id = $2 AND i.account_id IS NULL
        AND i.completed_at IS NULL AND i.revoked_at IS NULL
      ORDER BY i.id`,
    [userId, applicationId],
  );
}

export type PreparedAccountRow = {
  id: number;
  uuid: string;
  name: string;
  account_type: TAccountType;
  trustee_type: TTrusteeType | null;
  status: TAccountStatus;
};

/**
 * Accounts the provider prepared for the user (fake-creation case) that the user has not started yet:
 * named by the user's own open invitation, or already theirs and still a draft.
 */
export async function listPreparedAccounts(
  q: Queryable,
  userId: number,
  applicationId: string,
  accountId: number | null = null,
): Promise<PreparedAccountRow[]> {
  return q.query<PreparedAccountRow>(
    `SELECT a.id, a.uuid::text AS uuid, a.name, a.account_type, a.trustee_type, a.status
       FROM accounts a
      WHERE a.application_id = $2 AND a.status IN ('draft', 'pending') AND ($3::int IS NULL OR a.id = $3)
        AND (a.primary_user_id = $1
             OR EXISTS (SELECT 1 FROM invitations i
                         WHERE i.account_id = a.id AND i.kind = 'primary' AND i.is_fake_creation_case
                           AND i.user_id = $1 AND i.revoked_at IS NULL AND i.completed_at IS NULL))
      ORDER BY a.id`,
    [userId, applicationId, accountId],
  );
}

/** The user takes over a prepared account as its primary user. */
export async function takeOverAccount(q: Queryable, userId: number, accountId: number): Promise<void> {
  await q.query(
    `UPDATE accounts SET primary_user_id = $1, initiator_user_id = COALESCE(initiator_user_id, $1),
            status = 'application_in_progress'
      WHERE id = $2`,
    [userId, accountId],
  );
  await q.query(
    `INSERT INTO account_members (account_id, user_id, role) VALUES ($1, $2, 'primary') ON CONFLICT DO NOTHING`,
    [accountId, userId],
  );
}

// --- The account entity ---

export type AccountDetailRow = {
  id: number;
  uuid: string;
  name: string;
  account_type: TAccountType;
  application_id: string;
  status: TAccountStatus;
  primary_user_id: number | null;
  initiator_user_id: number | null;
  trustee_type: TTrusteeType | null;
  trustee_name: string;
  abn: string;
  acn: string;
  register_data: unknown;
  has_secondary_users: boolean | null;
  has_additional_trustees: boolean | null;
  skip_deed_attachment: boolean;
  skip_beneficial_owners: boolean;
  submitted_at: string | null;
  role_id: number | null;
  role_key: string | null;
  role_title: string | null;
  role_kind: 'contact' | 'director' | 'beneficial' | null;
  is_selected: boolean;
  viewer_decision: 'accepted' | 'declined' | null;
  members_total: number;
  members_accepted: number;
  members_registered: number;
  initiator_first_name: string | null;
  initiator_last_name: string | null;
  initiator_email: string | null;
  initiator_phone: string | null;
  signing_option: string | null;
  advanced_option: string | null;
  selected_signatories: number[] | null;
  viewer_person_ids: number[];
};

export async function findAccountDetail(
  q: Queryable,
  accountId: number,
  viewerUserId: number,
): Promise<AccountDetailRow | undefined> {
  const [row] = await q.query<AccountDetailRow>(
    `WITH members AS (
       SELECT p.* FROM account_people p JOIN person_roles r ON r.id = p.role_id
        WHERE p.account_id = $1 AND r.kind IN ('contact', 'director')
     )
     SELECT a.id, a.uuid::text AS uuid, a.name, a.account_type, a.application_id, a.status, a.primary_user_id,
            a.initiator_user_id, a.trustee_type, a.trustee_name, a.abn, a.acn, a.register_data,
            a.has_secondary_users, a.has_additional_trustees, a.skip_deed_attachment, a.skip_beneficial_owners,
            a.submitted_at::text AS submitted_at,
            r.id AS role_id, r.key AS role_key, r.title AS role_title, r.kind AS role_kind,
            (u.selected_account_id IS NOT DISTINCT FROM a.id) AS is_selected,
            (SELECT m.decision FROM members m WHERE m.user_id = $2 ORDER BY m.id LIMIT 1) AS viewer_decision,
            (SELECT count(*) FROM members)::int AS members_total,
            (SELECT count(*) FROM members WHERE decision = 'accepted')::int AS members_accepted,
            (SELECT count(*) FROM members WHERE verification_status <> 'invited')::int AS members_registered,
            i.first_name AS initiator_first_name, i.last_name AS initiator_last_name,
            i.email AS initiator_email, i.phone_number AS initiator_phone,
            sa.signing_authority_option AS signing_option, sa.advanced_settings_option AS advanced_option,
            sa.selected_signatories,
            ARRAY(SELECT m.id FROM members m WHERE m.user_id = $2) AS viewer_person_ids
       FROM accounts a
       JOIN users u ON u.id = $2
       LEFT JOIN person_roles r ON r.id = a.primary_user_role_id
       LEFT JOIN users i ON i.id = a.initiator_user_id
       LEFT JOIN signing_authorities sa ON sa.account_id = a.id
      WHERE a.id = $1`,
    [accountId, viewerUserId],
  );
  return row;
}

export type AccountPatch = {
  skip_deed_attachment?: boolean;
  skip_beneficial_owners?: boolean;
  primary_user_role_id?: number;
  has_secondary_users?: boolean;
};

export async function updateAccountFlags(
  q: Queryable,
  accountId: number,
  patch: AccountPatch,
): Promise<void> {
  const columns = Object.entries(patch).filter(([, value]) => value !== undefined);
  if (columns.length === 0) return;
  // Column names come from the AccountPatch keys above, never from the request.
  const sets = columns.map(([column], i) => `${column} = $${i + 2}`).join(', ');
  await q.query(`UPDATE accounts SET ${sets} WHERE id = $1`, [accountId, ...columns.map(([, v]) => v)]);
}

export async function findRole(
  q: Queryable,
  roleId: number,
): Promise<
  { id: number; key: string; title: string; kind: 'contact' | 'director' | 'beneficial' } | undefined
> {
  const [row] = await q.query<{
    id: number;
    key: string;
    title: string;
    kind: 'contact' | 'director' | 'beneficial';
  }>('SELECT id, key, title, kind FROM person_roles WHERE id = $1', [roleId]);
  return row;
}

export async function listRoles(q: Queryable) {
  return q.query<{ id: number; key: string; title: string; kind: 'contact' | 'director' | 'beneficial' }>(
    'SELECT id, key, title, kind FROM person_roles ORDER BY id',
  );
}

// --- Submission and the secondary members' decisions ---

export async function recordSubmission(
  q: Queryable,
  accountId: number,
  acknowledgements: unknown,
): Promise<void> {
  await q.query('UPDATE accounts SET acknowledgements = $2, submitted_at = now() WHERE id = $1', [
    accountId,
    JSON.stringify(acknowledgements),
  ]);
  // Every member decides on the application as it is now, also after an earlier decline.
  await q.query(
    `UPDATE account_people p SET decision = NULL, decided_at = NULL
       FROM person_roles r WHERE r.id = p.role_id AND p.account_id = $1 AND r.kind IN ('contact', 'director')`,
    [accountId],
  );
}

export type MemberPerson = {
  id: number;
  user_id: number | null;
  first_name: string;
  last_name: string;
  decision: 'accepted' | 'declined' | null;
};

/** The contact and director people of an account: the members who accept or decline an application. */
export async function listMemberPeople(q: Queryable, accountId: number): Promise<MemberPerson[]> {
  return q.query<MemberPerson>(
    `SELECT p.id, p.user_id, p.first_name, p.last_name, p.decision
       FROM account_people p JOIN person_roles r ON r.id = p.role_id
      WHERE p.account_id = $1 AND r.kind IN ('contact', 'director')
      ORDER BY p.id`,
    [accountId],
  );
}

export async function recordDecision(
  q: Queryable,
  accountId: number,
  userId: number,
  decision: 'accepted' | 'declined',
): Promise<void> {
  await q.query(
    `UPDATE account_people p SET decision = $3, decided_at = now()
       FROM person_roles r
      WHERE r.id = p.role_id AND p.account_id = $1 AND p.user_id = $2 AND r.kind IN ('contact', 'director')`,
    [accountId, userId, decision],
  );
}

// --- Company register data kept on accounts ---

/** Removes one director (by its uuid) from the register data of the user's editable accounts with `acn`. */
export async function removeRegisterDirector(
  q: Queryable,
  userId: number,
  acn: string,
  directorUuid: string,
): Promise<number> {
  const rows = await q.query(
    `UPDATE accounts a
        SET register_data = jsonb_set(a.register_data, '{directors}',
              COALESCE((SELECT jsonb_agg(d) FROM jsonb_array_elements(a.register_data->'directors') d
                         WHERE d->>'uuid' <> $3), '[]'::jsonb))
      WHERE a.primary_user_id = $1 AND a.acn = $2
        AND a.status IN ('draft', 'pending', 'application_in_progress')
        AND a.register_data->'directors' @> jsonb_build_array(jsonb_build_object('uuid', $3::text))
      RETURNING a.id`,
    [userId, acn, directorUuid],
  );
  return rows.length;
}
