import type { Queryable } from '../db/client.ts';

export async function insertRealtimeToken(
  q: Queryable,
  t: { tokenHash: string; sessionId: number; userId: number; ttlSeconds: number },
): Promise<void> {
  await q.query(
    `INSERT INTO realtime_tokens (token_hash, session_id, user_id, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [t.tokenHash, t.sessionId, t.userId, t.ttlSeconds],
  );
  // Spent and expired tokens are of no use to anyone: keep the table small.
  await q.query(`DELETE FROM realtime_tokens WHERE expires_at < now() - interval '1 hour'`);
}

/** Spends a token once: answers its session and user, or nothing when unknown, used or expired. */
export async function consumeRealtimeToken(
  q: Queryable,
  tokenHash: string,
): Promise<{ session_id: number; user_id: number; session_user_id: number } | undefined> {
  const [row] = await q.query<{ session_id: number; user_id: number; session_user_id: number }>(
    `UPDATE realtime_tokens t SET used_at = now()
       FROM sessions s
      WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now() AND s.id = t.session_id
      RETURNING t.session_id, t.user_id, s.user_id AS session_user_id`,
    [tokenHash],
  );
  return row;
}

/** Which of `sessionIds` may still hold a socket: not revoked, not expired, the user not blocked. */
export async function liveSessions(
  q: Queryable,
  sessionIds: number[],
  limits: { idleSeconds: number; absoluteSeconds: number },
): Promise<Set<number>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await q.query<{ id: number }>(
    `SELECT s.id FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id = ANY($1::int[]) AND s.revoked_at IS NULL AND u.blocked_status IS NULL
        AND s.pending_two_factor IS NULL
        AND s.last_activity_at > now() - make_interval(secs => $2)
        AND s.created_at > now() - make_interval(secs => $3)`,
    [sessionIds, limits.idleSeconds, limits.absoluteSeconds],
  );
  return new Set(rows.map((r) => r.id));
}

export async function currentSchema(q: Queryable): Promise<string> {
  const [row] = await q.query<{ schema: string }>('SELECT current_schema() AS schema');
  return row!.schema;
}
