// SQL of the staff console's clients, invitations and audit log.
import type { Queryable } from '../../db/client.ts';

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** A LIKE pattern that finds `text` anywhere, with LIKE's own wildcards in it taken literally. */
const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Digits typed as a phone number, ABN or ACN ('0412 345 678', '612-345-678'); empty for other text. */
const digitsOf = (text: string): string => (/^[\d\s()+-]+$/.test(text) ? text.replace(/\D/g, '') : '');

// --- Clients ---

export type ClientRow = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string | null;
  blocked_status: 'temporary_blocked' | 'permanent_blocked' | null;
};

export type ClientDetailRow = ClientRow & {
  email_verified: boolean;
  verified_status: string;
  login_two_factor_auth_enabled: boolean;
  two_factor_after_reset: boolean;
  created: string;
  applications: string[];
};

/**
 * Clients (never staff) whose name, e-mail or mobile matches, or who hold an account whose name, ABN or
 * ACN matches; newest first.
 */
export async function searchClients(
  q: Queryable,
  search: string,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: ClientRow[] }> {
  const digits = digitsOf(search);
  const where = `NOT u.is_staff AND (
      $1 = ''
      OR u.email ILIKE $2
      OR (u.first_name || ' ' || u.last_name) ILIKE $2
      OR ($3 <> '' AND regexp_replace(coalesce(u.phone_number, ''), '\\D', '', 'g') LIKE '%' || $3 || '%')
      OR EXISTS (
        SELECT 1 FROM accounts a
         WHERE (a.primary_user_id = u.id
                OR EXISTS (SELECT 1 FROM account_members m WHERE m.account_id = a.id AND m.user_id = u.id))
           AND (a.name ILIKE $2
                OR ($3 <> '' AND (regexp_replace(a.abn, '\\D', '', 'g') LIKE '%' || $3 || '%'
                                  OR regexp_replace(a.acn, '\\D', '', 'g') LIKE '%' || $3 || '%')))))`;
  const params = [search, containing(search), digits];
  const [total] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM users u WHERE ${where}`,
    params,
  );
  const rows = await q.query<ClientRow>(
    `SELECT u.id, u.first_name, u.last_name, u.email, u.phone_number, u.blocked_status
       FROM users u WHERE ${where}
      ORDER BY u.created_at DESC, u.id DESC LIMIT $4 OFFSET $5`,
    [...params, page.limit, page.offset],
  );
  return { count: total?.n ?? 0, rows };
}

export async function findClient(q: Queryable, id: number): Promise<ClientDetailRow | undefined> {
  const [row] = await q.query<ClientDetailRow>(
    `SELECT u.id, u.first_name, u.last_name, u.email, u.phone_number, u.blocked_status, u.email_verified,
            u.verified_status, u.login_two_factor_auth_enabled, u.two_factor_after_reset,
            ${ISO('u.created_at')} AS created,
            coalesce((SELECT array_agg(ua.application_id ORDER BY ua.application_id)
                        FROM user_applications ua WHERE ua.user_id = u.id), '{}') AS applications
       FROM users u WHERE u.id = $1 AND NOT u.is_staff`,
    [id],
  );
  return row;
}

export type ClientAccountRow = {
  user_id: number;
  id: number;
  name: string;
  account_type: 'individual' | 'joint' | 'smsf' | 'trust' | 'company';
  application_id: string;
  status: 'draft' | 'pending' | 'active' | 'inactive';
  role: 'primary' | 'secondary';
  abn: string;
  acn: string;
};

/** The accounts of each client: those they are a member of and those they are the primary user of. */
export async function listClientAccounts(q: Queryable, userIds: number[]): Promise<ClientAccountRow[]> {
  if (userIds.length === 0) return [];
  return q.query<ClientAccountRow>(
    `SELECT DISTINCT ON (x.user_id, a.id) x.user_id, a.id, a.name, a.account_type, a.application_id, a.status,
            CASE WHEN x.role = 'secondary' THEN 'secondary' ELSE 'primary' END AS role, a.abn, a.acn
       FROM (SELECT account_id, user_id, role FROM account_members WHERE user_id = ANY($1::int[])
             UNION ALL
             SELECT id, primary_user_id, 'primary' FROM accounts WHERE primary_user_id = ANY($1::int[])) x
       JOIN accounts a ON a.id = x.account_id
      ORDER BY x.user_id, a.id, (x.role = 'primary') DESC`,
    [userIds],
  );
}

export async function unblockClient(q: Queryable, userId: number): Promise<void> {
  await q.query('UPDATE users SET blocked_status = NULL WHERE id = $1', [userId]);
}

/**
 * Turns login two-factor off (and the code a password reset asks for): the codes not yet used lapse and
 * sign-ins waiting for a code end, so the client signs in again with the password alone.
 */
export async function resetLoginTwoFactor(q: Queryable, userId: number): Promise<void> {
  await q.query(
    'UPDATE users SET login_two_factor_auth_enabled = false, two_factor_after_reset = false WHERE id = $1',
    [userId],
  );
  await q.query('UPDATE verification_codes SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [
    userId,
  ]);
  await q.query(
    `UPDATE sessions SET revoked_at = now()
      WHERE user_id = $1 AND revoked_at IS NULL AND pending_two_factor IS NOT NULL`,
    [userId],
  );
}

export type ClientActivityRow = {
  id: number;
  action: string;
  staff_name: string | null;
  ip: string | null;
  created: string;
};

/** The newest entries of a client's activity log, with the staff member's name where staff acted. */
export async function listClientActivity(
  q: Queryable,
  userId: number,
  limit: number,
): Promise<ClientActivityRow[]> {
  return q.query<ClientActivityRow>(
    `SELECT l.id::int AS id, l.action, l.ip,
            CASE WHEN l.actor_user_id IS DISTINCT FROM l.user_id
                 THEN coalesce(nullif(trim(s.first_name || ' ' || s.last_name), ''), s.email) END AS staff_name,
            ${ISO('l.created_at')} AS created
       FROM activity_log l LEFT JOIN users s ON s.id = l.actor_user_id
      WHERE l.user_id = $1
      ORDER BY l.created_at DESC, l.id DESC LIMIT $2`,
    [userId, limit],
  );
}

// --- Invitations ---

export type StaffInvitationRow = {
  id: number;
  kind: 'primary' | 'secondary';
  application_id: string;
  account_id: number | null;
  person_id: number | null;
  invited_by_user_id: number | null;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  account_name: string | null;
  is_fake_creation_case: boolean;
  is_setting_primary_case: boolean;
  invited_by: string;
  status: 'pending' | 'accepted' | 'expired' | 'revoked';
  /** Taken up: a user signed up or in with it (primary), or the person is a user now (secondary). */
  taken_up: boolean;
  created: string;
  expires: string;
};

const INVITATION_SELECT = `
  SELECT i.id, i.kind, i.application_id, i.account_id, i.person_id, i.invited_by_user_id, i.first_name,
         i.last_name, i.email, i.phone_number, a.name AS account_name, i.is_fake_creation_case,
         i.is_setting_primary_case,
         coalesce(nullif(trim(b.first_name || ' ' || b.last_name), ''), b.email, '') AS invited_by,
         (i.user_id IS NOT NULL OR i.completed_at IS NOT NULL OR p.user_id IS NOT NULL) AS taken_up,
         CASE WHEN i.user_id IS NOT NULL OR i.completed_at IS NOT NULL OR p.user_id IS NOT NULL THEN 'accepted'
              WHEN i.revoked_at IS NOT NULL THEN 'revoked'
              WHEN i.expires_at < now() THEN 'expired'
              ELSE 'pending' END AS status,
         ${ISO('i.created_at')} AS created, ${ISO('i.expires_at')} AS expires
    FROM invitations i
    LEFT JOIN accounts a ON a.id = i.account_id
    LEFT JOIN account_people p ON p.id = i.person_id
    LEFT JOIN users b ON b.id = i.invited_by_user_id`;

const STATUS_CONDITION = {
  accepted: '(i.user_id IS NOT NULL OR i.completed_at IS NOT NULL OR p.user_id IS NOT NULL)',
  revoked:
    '(i.user_id IS NULL AND i.completed_at IS NULL AND p.user_id IS NULL AND i.revoked_at IS NOT NULL)',
  expired:
    '(i.user_id IS NULL AND i.completed_at IS NULL AND p.user_id IS NULL AND i.revoked_at IS NULL AND i.expires_at < now())',
  pending:
    '(i.user_id IS NULL AND i.completed_at IS NULL AND p.user_id IS NULL AND i.revoked_at IS NULL AND i.expires_at >= now())',
} as const;

export async function listInvitations(
  q: Queryable,
  filter: { search: string; status?: keyof typeof STATUS_CONDITION },
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: StaffInvitationRow[] }> {
  const where = `($1 = '' OR i.email ILIKE $2 OR (i.first_name || ' ' || i.last_name) ILIKE $2
                  OR coalesce(a.name, '') ILIKE $2)
                 ${filter.status ? `AND ${STATUS_CONDITION[filter.status]}` : ''}`;
  const params = [filter.search, containing(filter.search)];
  const [total] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM invitations i
       LEFT JOIN accounts a ON a.id = i.account_id LEFT JOIN account_people p ON p.id = i.person_id
      WHERE ${where}`,
    params,
  );
  const rows = await q.query<StaffInvitationRow>(
    `${INVITATION_SELECT} WHERE ${where} ORDER BY i.created_at DESC, i.id DESC LIMIT $3 OFFSET $4`,
    [...params, page.limit, page.offset],
  );
  return { count: total?.n ?? 0, rows };
}

export async function findStaffInvitation(q: Queryable, id: number): Promise<StaffInvitationRow | undefined> {
  const [row] = await q.query<StaffInvitationRow>(`${INVITATION_SELECT} WHERE i.id = $1`, [id]);
  return row;
}

export async function findInvitationIdByUuid(q: Queryable, uuid: string): Promise<number> {
  const [row] = await q.query<{ id: number }>('SELECT id FROM invitations WHERE uuid = $1::uuid', [uuid]);
  return row!.id;
}

/**
 * Invitations that concern a client: those sent to them (as applicant or as a person of an account) and
 * those for the people of the accounts they are the primary user of; newest first.
 */
export async function listClientInvitations(
  q: Queryable,
  client: { id: number; email: string },
): Promise<StaffInvitationRow[]> {
  return q.query<StaffInvitationRow>(
    `${INVITATION_SELECT}
      WHERE i.user_id = $1 OR lower(i.email) = lower($2) OR p.user_id = $1
         OR (i.kind = 'secondary' AND a.primary_user_id = $1)
      ORDER BY i.created_at DESC, i.id DESC LIMIT 50`,
    [client.id, client.email],
  );
}

// --- Audit log ---

export type AuditFilter = {
  staffId: number | null;
  client: string;
  clientId: number | null;
  action: string | null;
  dateFrom: string | null;
  dateTo: string | null;
};

export type AuditRow = {
  id: number;
  created: string;
  staff_id: number | null;
  staff_name: string | null;
  staff_email: string | null;
  client_id: number | null;
  client_name: string | null;
  client_email: string | null;
  action: string;
  detail: Record<string, unknown>;
  ip: string | null;
};

/**
 * The audit log: every activity row whose actor is a staff member (console actions, and what they did in
 * the portal while acting as a client), filtered, newest first. Dates are whole days in UTC, inclusive.
 */
export async function listAudit(
  q: Queryable,
  filter: AuditFilter,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: AuditRow[] }> {
  const where = `s.is_staff
      AND ($1::int IS NULL OR l.actor_user_id = $1)
      AND ($2 = '' OR c.email ILIKE $3 OR (c.first_name || ' ' || c.last_name) ILIKE $3)
      AND ($4::int IS NULL OR l.user_id = $4)
      AND ($5::text IS NULL OR l.action = $5)
      AND ($6::date IS NULL OR l.created_at >= ($6::date)::timestamp AT TIME ZONE 'UTC')
      AND ($7::date IS NULL OR l.created_at < ($7::date + 1)::timestamp AT TIME ZONE 'UTC')`;
  // A staff member's own sign-in is about nobody else: the client is someone other than the actor.
  const from = `FROM activity_log l JOIN users s ON s.id = l.actor_user_id
    LEFT JOIN users c ON c.id = l.user_id AND l.user_id IS DISTINCT FROM l.actor_user_id`;
  const params = [
    filter.staffId,
    filter.client,
    containing(filter.client),
    filter.clientId,
    filter.action,
    filter.dateFrom,
    filter.dateTo,
  ];
  const [total] = await q.query<{ n: number }>(`SELECT count(*)::int AS n ${from} WHERE ${where}`, params);
  const rows = await q.query<AuditRow>(
    `SELECT l.id::int AS id, ${ISO('l.created_at')} AS created, s.id AS staff_id,
            coalesce(nullif(trim(s.first_name || ' ' || s.last_name), ''), s.email) AS staff_name,
            s.email AS staff_email, c.id AS client_id,
            coalesce(nullif(trim(c.first_name || ' ' || c.last_name), ''), c.email) AS client_name,
            c.email AS client_email, l.action, l.detail, l.ip
       ${from} WHERE ${where}
      ORDER BY l.created_at DESC, l.id DESC LIMIT $8 OFFSET $9`,
    [...params, page.limit, page.offset],
  );
  return { count: total?.n ?? 0, rows };
}

export async function listStaffMembers(
  q: Queryable,
): Promise<Array<{ id: number; name: string; email: string }>> {
  return q.query(
    `SELECT id, coalesce(nullif(trim(first_name || ' ' || last_name), ''), email) AS name, email
       FROM users WHERE is_staff ORDER BY lower(first_name), lower(last_name), id`,
  );
}

/** The actions the audit log holds, for its filter. */
export async function listAuditActions(q: Queryable): Promise<string[]> {
  const rows = await q.query<{ action: string }>(
    `SELECT DISTINCT l.action FROM activity_log l JOIN users s ON s.id = l.actor_user_id
      WHERE s.is_staff ORDER BY l.action`,
  );
  return rows.map((row) => row.action);
}
