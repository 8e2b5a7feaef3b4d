import type { Queryable } from '../../db/client.ts';

export type EmailChangeRow = { id: number; user_id: number; new_email: string };

/** A new pending e-mail change; any earlier one of the user stops working. */
export async function insertEmailChange(
  q: Queryable,
  values: { userId: number; newEmail: string; tokenHash: string; ttlSeconds: number },
): Promise<void> {
  await q.query('UPDATE email_change_requests SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [
    values.userId,
  ]);
  await q.query(
    `INSERT INTO email_change_requests (user_id, new_email, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [values.userId, values.newEmail, values.tokenHash, values.ttlSeconds],
  );
}

/** The user's pending change (not used; expired ones count, so a resend can renew them). */
export async function findPendingEmailChange(
  q: Queryable,
  userId: number,
): Promise<EmailChangeRow | undefined> {
  const [row] = await q.query<EmailChangeRow>(
    `SELECT id, user_id, new_email FROM email_change_requests
      WHERE user_id = $1 AND used_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 1`,
    [userId],
  );
  return row;
}

export async function findLiveEmailChange(
  q: Queryable,
  tokenHash: string,
): Promise<EmailChangeRow | undefined> {
  const [row] = await q.query<EmailChangeRow>(
    `SELECT id, user_id, new_email FROM email_change_requests
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() FOR UPDATE`,
    [tokenHash],
  );
  return row;
}

export async function markEmailChangeUsed(q: Queryable, id: number): Promise<void> {
  await q.query('UPDATE email_change_requests SET used_at = now() WHERE id = $1', [id]);
}

export async function emailTakenByOther(q: Queryable, email: string, userId: number): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM users WHERE lower(email) = lower($1) AND id <> $2', [
    email,
    userId,
  ]);
  return rows.length > 0;
}

export async function setUserEmail(q: Queryable, userId: number, email: string): Promise<void> {
  // The link reached the new address, so it is verified.
  await q.query('UPDATE users SET email = $2, email_verified = true WHERE id = $1', [userId, email]);
}

export type PhoneChangeRow = { user_id: number; session_id: number; new_phone_number: string };

export async function upsertPhoneChange(
  q: Queryable,
  values: { userId: number; sessionId: number; newPhoneNumber: string },
): Promise<void> {
  await q.query(
    `INSERT INTO phone_change_requests (user_id, session_id, new_phone_number) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET session_id = $2, new_phone_number = $3, created_at = now()`,
    [values.userId, values.sessionId, values.newPhoneNumber],
  );
}

export async function findPhoneChange(q: Queryable, userId: number): Promise<PhoneChangeRow | undefined> {
  const [row] = await q.query<PhoneChangeRow>(
    'SELECT user_id, session_id, new_phone_number FROM phone_change_requests WHERE user_id = $1',
    [userId],
  );
  return row;
}

export async function deletePhoneChange(q: Queryable, userId: number): Promise<void> {
  await q.query('DELETE FROM phone_change_requests WHERE user_id = $1', [userId]);
}

export async function setUserPhone(q: Queryable, userId: number, phone: string): Promise<void> {
  await q.query('UPDATE users SET phone_number = $2 WHERE id = $1', [userId, phone]);
}

export async function setLoginTwoFactor(q: Queryable, userId: number, enabled: boolean): Promise<void> {
  await q.query('UPDATE users SET login_two_factor_auth_enabled = $2 WHERE id = $1', [userId, enabled]);
}

export async function setMarketingOptOut(q: Queryable, userId: number, optOut: boolean): Promise<void> {
  await q.query('UPDATE users SET marketing_opt_out = $2 WHERE id = $1', [userId, optOut]);
}
