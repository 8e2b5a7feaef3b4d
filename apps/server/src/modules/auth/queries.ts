import type { Queryable } from '../../db/client.ts';

export type UserRow = {
  id: number;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  is_staff: boolean;
  force_password_change: boolean;
  login_two_factor_auth_enabled: boolean;
  two_factor_after_reset: boolean;
  blocked_status: 'temporary_blocked' | 'permanent_blocked' | null;
};

export type SessionRow = {
  id: number;
  user_id: number;
  pending_two_factor: 'login_2fa_required' | 'permission_denied' | null;
  action_confirmed_until: Date | null;
  extra_permissions: Record<string, unknown>;
  /** 'client': an advisor hand-off, acting only for `managed_user_id` through the client's calls. */
  scope: 'full' | 'client';
  managed_user_id: number | null;
  idle_seconds: number;
  age_seconds: number;
};

const userColumns = `u.id, u.email, u.password_hash, u.first_name, u.last_name, u.phone_number, u.is_staff,
  u.force_password_change, u.login_two_factor_auth_enabled, u.two_factor_after_reset, u.blocked_status`;

export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await q.query<UserRow>(
    `SELECT ${userColumns} FROM users u WHERE lower(u.email) = lower($1)`,
    [email],
  );
  return row;
}

export async function findUserById(q: Queryable, id: number): Promise<UserRow | undefined> {
  const [row] = await q.query<UserRow>(`SELECT ${userColumns} FROM users u WHERE u.id = $1`, [id]);
  return row;
}

/** The session behind a token with its user, in one round trip (this runs on every request). */
export async function findSessionByTokenHash(
  q: Queryable,
  tokenHash: string,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const rows = await q.query<SessionRow & { s_user_id: number; s_id: number } & UserRow>(
    `SELECT s.id AS s_id, s.user_id AS s_user_id, s.pending_two_factor, s.action_confirmed_until,
            s.extra_permissions, s.scope, s.managed_user_id,
            extract(epoch FROM now() - s.last_activity_at)::float8 AS idle_seconds,
            extract(epoch FROM now() - s.created_at)::float8 AS age_seconds,
            ${userColumns}
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL`,
    [tokenHash],
  );
  const row = rows[0];
  if (!row) return undefined;
  const session: SessionRow = {
    id: row.s_id,
    user_id: row.s_user_id,
    pending_two_factor: row.pending_two_factor,
    action_confirmed_until: row.action_confirmed_until,
    extra_permissions: row.extra_permissions,
    scope: row.scope,
    managed_user_id: row.managed_user_id,
    idle_seconds: row.idle_seconds,
    age_seconds: row.age_seconds,
  };
  const user: UserRow = {
    id: row.id,
    email: row.email,
    password_hash: row.password_hash,
    first_name: row.first_name,
    last_name: row.last_name,
    phone_number: row.phone_number,
    is_staff: row.is_staff,
    force_password_change: row.force_password_change,
    login_two_factor_auth_enabled: row.login_two_factor_auth_enabled,
    two_factor_after_reset: row.two_factor_after_reset,
    blocked_status: row.blocked_status,
  };
  return { session, user };
}

export async function insertSession(
  q: Queryable,
  values: {
    userId: number;
    tokenHash: string;
    pending: SessionRow['pending_two_factor'];
    extraPermissions?: unknown;
    /** An advisor hand-off: the session acts only for this client. */
    handOffClientId?: number;
  },
): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO sessions (user_id, token_hash, pending_two_factor, extra_permissions, scope, managed_user_id)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      values.userId,
      values.tokenHash,
      values.pending,
      JSON.stringify(values.extraPermissions ?? {}),
      values.handOffClientId === undefined ? 'full' : 'client',
      values.handOffClientId ?? null,
    ],
  );
  return row!.id;
}

export async function touchSession(q: Queryable, sessionId: number): Promise<void> {
  await q.query('UPDATE sessions SET last_activity_at = now() WHERE id = $1', [sessionId]);
}

export async function revokeSession(q: Queryable, sessionId: number): Promise<void> {
  await q.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
}

export async function revokeAllSessions(q: Queryable, userId: number): Promise<void> {
  await q.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
}

/** A new key for the same session (after two-factor and after a password change). */
export async function rotateSessionToken(
  q: Queryable,
  sessionId: number,
  tokenHash: string,
  changes: { clearPending?: boolean } = {},
): Promise<void> {
  await q.query(
    `UPDATE sessions SET token_hash = $2, last_activity_at = now(),
            pending_two_factor = CASE WHEN $3 THEN NULL ELSE pending_two_factor END
      WHERE id = $1`,
    [sessionId, tokenHash, changes.clearPending ?? false],
  );
}

export async function confirmActionsFor(q: Queryable, sessionId: number, seconds: number): Promise<void> {
  await q.query(
    'UPDATE sessions SET action_confirmed_until = now() + make_interval(secs => $2) WHERE id = $1',
    [sessionId, seconds],
  );
}

export type CodeRow = {
  id: number;
  code_hash: string;
  wrong_attempts: number;
  expired: boolean;
  used: boolean;
};

export async function insertCode(
  q: Queryable,
  values: { userId: number; sessionId: number | null; purpose: string; codeHash: string; ttlSeconds: number },
): Promise<void> {
  // A new code replaces any earlier one for the same purpose and session.
  await q.query(
    `UPDATE verification_codes SET used_at = now()
      WHERE user_id = $1 AND purpose = $2 AND session_id IS NOT DISTINCT FROM $3 AND used_at IS NULL`,
    [values.userId, values.purpose, values.sessionId],
  );
  await q.query(
    `INSERT INTO verification_codes (user_id, session_id, purpose, code_hash, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [values.userId, values.sessionId, values.purpose, values.codeHash, values.ttlSeconds],
  );
}

/** The newest code of a purpose, locked so that two guesses at once are both counted. */
export async function latestCodeForUpdate(
  q: Queryable,
  userId: number,
  sessionId: number | null,
  purpose: string,
): Promise<CodeRow | undefined> {
  const [row] = await q.query<CodeRow>(
    `SELECT id, code_hash, wrong_attempts, expires_at < now() AS expired, used_at IS NOT NULL AS used
       FROM verification_codes
      WHERE user_id = $1 AND purpose = $2 AND session_id IS NOT DISTINCT FROM $3
      ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
    [userId, purpose, sessionId],
  );
  return row;
}

export async function countWrongAttempt(q: Queryable, codeId: number): Promise<void> {
  await q.query('UPDATE verification_codes SET wrong_attempts = wrong_attempts + 1 WHERE id = $1', [codeId]);
}

export async function markCodeUsed(q: Queryable, codeId: number): Promise<void> {
  await q.query('UPDATE verification_codes SET used_at = now() WHERE id = $1', [codeId]);
}

export async function insertLink(
  q: Queryable,
  values: {
    userId: number;
    purpose: 'password_reset' | 'email_verify';
    tokenHash: string;
    ttlSeconds: number;
  },
): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO one_time_links (user_id, purpose, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4)) RETURNING id`,
    [values.userId, values.purpose, values.tokenHash, values.ttlSeconds],
  );
  return row!.id;
}

/**
 * One statement for every reset request: the link and the log entry are written for a live (not
 * blocked) account with the e-mail, and nothing for any other, so known and unknown e-mails cost the same.
 */
export async function recordPasswordResetRequest(
  q: Queryable,
  values: { email: string; tokenHash: string; ttlSeconds: number; ip: string },
): Promise<{ id: number; email: string } | undefined> {
  const [row] = await q.query<{ id: number; email: string }>(
    `WITH target AS (
       SELECT id, email FROM users WHERE lower(email) = lower($1) AND blocked_status IS NULL
     ), link AS (
       INSERT INTO one_time_links (user_id, purpose, token_hash, expires_at)
       SELECT id, 'password_reset', $2, now() + make_interval(secs => $3) FROM target
     ), logged AS (
       INSERT INTO activity_log (user_id, actor_user_id, action, ip)
       SELECT id, id, 'password_reset_requested', $4 FROM target
     )
     SELECT id, email FROM target`,
    [values.email, values.tokenHash, values.ttlSeconds, values.ip],
  );
  return row;
}

export async function findLiveLink(
  q: Queryable,
  purpose: 'password_reset' | 'email_verify',
  tokenHash: string,
): Promise<{ id: number; user_id: number } | undefined> {
  const [row] = await q.query<{ id: number; user_id: number }>(
    `SELECT id, user_id FROM one_time_links
      WHERE purpose = $1 AND token_hash = $2 AND used_at IS NULL AND expires_at > now() FOR UPDATE`,
    [purpose, tokenHash],
  );
  return row;
}

export async function markLinkUsed(q: Queryable, id: number): Promise<void> {
  await q.query('UPDATE one_time_links SET used_at = now() WHERE id = $1', [id]);
}

export async function setPassword(q: Queryable, userId: number, passwordHash: string, afterReset: boolean) {
  await q.query(
    `UPDATE users SET password_hash = $2, force_password_change = false,
            two_factor_after_reset = CASE WHEN $3 THEN phone_number IS NOT NULL ELSE two_factor_after_reset END
      WHERE id = $1`,
    [userId, passwordHash, afterReset],
  );
}

export async function clearTwoFactorAfterReset(q: Queryable, userId: number): Promise<void> {
  await q.query('UPDATE users SET two_factor_after_reset = false WHERE id = $1', [userId]);
}

export async function setBlocked(
  q: Queryable,
  userId: number,
  status: UserRow['blocked_status'],
): Promise<void> {
  await q.query('UPDATE users SET blocked_status = $2 WHERE id = $1', [userId, status]);
}

export async function markEmailVerified(q: Queryable, userId: number): Promise<void> {
  await q.query('UPDATE users SET email_verified = true WHERE id = $1', [userId]);
}

/** Records an advisor token's id; false when it was used before (each token signs in once). */
export async function recordAdvisorTokenUse(q: Queryable, jti: string): Promise<boolean> {
  const rows = await q.query(
    'INSERT INTO used_advisor_tokens (jti) VALUES ($1) ON CONFLICT DO NOTHING RETURNING jti',
    [jti],
  );
  return rows.length === 1;
}
