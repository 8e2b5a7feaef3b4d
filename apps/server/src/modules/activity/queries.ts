import type { Queryable } from '../../db/client.ts';

export type ActivityEntry = {
  userId: number | null;
  /** Who did it: the user, or the staff member acting for them. */
  actorUserId?: number | null;
  action: string;
  ip?: string | null;
  detail?: Record<string, unknown>;
};

/** Security events and changes; never passwords, tokens, codes or TFNs in `detail`. */
export async function logActivity(q: Queryable, entry: ActivityEntry): Promise<void> {
  await q.query(
    'INSERT INTO activity_log (user_id, actor_user_id, action, ip, detail) VALUES ($1, $2, $3, $4, $5)',
    [
      entry.userId,
      entry.actorUserId ?? entry.userId,
      entry.action,
      entry.ip ?? null,
      JSON.stringify(entry.detail ?? {}),
    ],
  );
}

export type ActivityRow = {
  id: number;
  action: string;
  ip: string | null;
  by_staff: boolean;
  created: string;
};

/** One page of a user's log, newest first, with the total count. */
export async function listActivities(
  q: Queryable,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: ActivityRow[] }> {
  const [total] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM activity_log WHERE user_id = $1',
    [userId],
  );
  const rows = await q.query<ActivityRow>(
    `SELECT id::int AS id, action, ip, (actor_user_id IS DISTINCT FROM user_id) AS by_staff,
            to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created
       FROM activity_log WHERE user_id = $1
      ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [userId, page.limit, page.offset],
  );
  return { count: total?.n ?? 0, rows };
}

/** Who acts in a request: the user acted for, the person signed in (staff acting for them), and from where. */
export type ActivityActor = { actingUserId: number; user: { id: number }; ip?: string };

/** Logs what the signed-in person did for the user they act for. */
export function logActorActivity(
  q: Queryable,
  actor: ActivityActor,
  action: string,
  detail: Record<string, unknown>,
): Promise<void> {
  return logActivity(q, {
    userId: actor.actingUserId,
    actorUserId: actor.user.id,
    action,
    ip: actor.ip,
    detail,
  });
}
