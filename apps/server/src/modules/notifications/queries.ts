import type { Queryable } from '../../db/client.ts';

export type NotificationRow = {
  id: number;
  user_id: number;
  application_id: string | null;
  status: 'new' | 'read';
  title: string;
  description: string;
  labels: string[];
  redirect_url: string | null;
  created_at: Date;
  viewed_at: Date | null;
};

const COLUMNS = `id, user_id, application_id, status, title, description, labels, redirect_url, created_at, viewed_at`;

export async function insertNotification(
  q: Queryable,
  n: {
    userId: number;
    applicationId: string | null;
    title: string;
    description: string;
    labels: string[];
    redirectUrl: string | null;
  },
): Promise<NotificationRow> {
  const [row] = await q.query<NotificationRow>(
    `INSERT INTO notifications (user_id, application_id, title, description, labels, redirect_url)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [n.userId, n.applicationId, n.title, n.description, n.labels, n.redirectUrl],
  );
  return row!;
}

/**
 * Announces an event to every server instance (LISTEN realtime); delivered when the transaction commits.
 * NOTIFY channels span the whole database, so the schema travels with it and other schemas' servers
 * (other deployments or test runs on one PostgreSQL) ignore it.
 */
export async function announce(q: Queryable, channel: string, event: Record<string, unknown>): Promise<void> {
  await q.query(
    `SELECT pg_notify('realtime', json_build_object('schema', current_schema(), 'channel', $1::text, 'event', $2::json)::text)`,
    [channel, JSON.stringify(event)],
  );
}

export async function listNotifications(
  q: Queryable,
  userId: number,
  limit: number,
  offset: number,
): Promise<NotificationRow[]> {
  return q.query<NotificationRow>(
    `SELECT ${COLUMNS} FROM notifications WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [userId, limit, offset],
  );
}

export async function countNotifications(q: Queryable, userId: number): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM notifications WHERE user_id = $1',
    [userId],
  );
  return row?.n ?? 0;
}

export async function countUnseen(q: Queryable, userId: number): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND viewed_at IS NULL',
    [userId],
  );
  return row?.n ?? 0;
}

/** Marks read (and seen) only the caller's notifications among `ids`; answers how many changed. */
export async function markRead(q: Queryable, userId: number, ids: number[] | null): Promise<number> {
  const rows = await q.query(
    `UPDATE notifications SET status = 'read', read_at = now(), viewed_at = coalesce(viewed_at, now())
      WHERE user_id = $1 AND status = 'new' AND ($2::bigint[] IS NULL OR id = ANY($2::bigint[]))
      RETURNING id`,
    [userId, ids],
  );
  return rows.length;
}

export async function markViewed(q: Queryable, userId: number, ids: number[] | null): Promise<number> {
  const rows = await q.query(
    `UPDATE notifications SET viewed_at = now()
      WHERE user_id = $1 AND viewed_at IS NULL AND ($2::bigint[] IS NULL OR id = ANY($2::bigint[]))
      RETURNING id`,
    [userId, ids],
  );
  return rows.length;
}

export async function usersOfApplication(q: Queryable, applicationId: string): Promise<number[]> {
  const rows = await q.query<{ user_id: number }>(
    `SELECT ua.user_id FROM user_applications ua JOIN users u ON u.id = ua.user_id
      WHERE ua.application_id = $1 AND NOT u.is_staff ORDER BY ua.user_id`,
    [applicationId],
  );
  return rows.map((r) => r.user_id);
}

export async function findRecipient(
  q: Queryable,
  userId: number,
): Promise<{ id: number; email: string; send_email: boolean } | undefined> {
  const [row] = await q.query<{ id: number; email: string; send_email: boolean }>(
    `SELECT u.id, u.email, coalesce(p.send_email, true) AS send_email
       FROM users u LEFT JOIN notification_email_preferences p ON p.user_id = u.id WHERE u.id = $1`,
    [userId],
  );
  return row;
}

export async function insertUnsubscribeToken(q: Queryable, userId: number, tokenHash: string): Promise<void> {
  await q.query('INSERT INTO notification_unsubscribe_tokens (token_hash, user_id) VALUES ($1, $2)', [
    tokenHash,
    userId,
  ]);
}

/** Turns notification e-mails off for the owner of the token; answers false for an unknown token. */
export async function unsubscribeByToken(q: Queryable, tokenHash: string): Promise<number | null> {
  const [row] = await q.query<{ user_id: number }>(
    'SELECT user_id FROM notification_unsubscribe_tokens WHERE token_hash = $1',
    [tokenHash],
  );
  if (!row) return null;
  await q.query(
    `INSERT INTO notification_email_preferences (user_id, send_email) VALUES ($1, false)
     ON CONFLICT (user_id) DO UPDATE SET send_email = false, updated_at = now()`,
    [row.user_id],
  );
  return row.user_id;
}
