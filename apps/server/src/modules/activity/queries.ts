import type { Queryable } from '../../db/client.ts';

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
