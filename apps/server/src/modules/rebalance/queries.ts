import type { Queryable } from '../../db/client.ts';

export type LatestRebalanceRow = { id: number | null; date: string | null; new_count: number };

/**
 * The newest rebalance report of the user's accounts in the application, and how many of those reports
 * the user has not opened yet.
 */
export async function latestRebalanceReport(
  q: Queryable,
  userId: number,
  applicationId: string,
): Promise<LatestRebalanceRow> {
  const [row] = await q.query<LatestRebalanceRow>(
    `WITH own AS (
       SELECT r.id, r.date
         FROM rebalance_reports r
         JOIN accounts a ON a.id = r.account_id AND a.application_id = $2
         JOIN account_members m ON m.account_id = r.account_id AND m.user_id = $1
     ),
     latest AS (SELECT id, date FROM own ORDER BY date DESC, id DESC LIMIT 1)
     SELECT (SELECT id FROM latest) AS id,
            (SELECT to_char(date, 'YYYY-MM-DD') FROM latest) AS date,
            (SELECT count(*)::int FROM own
              WHERE NOT EXISTS (
                SELECT 1 FROM rebalance_report_views v WHERE v.report_id = own.id AND v.user_id = $1
              )) AS new_count`,
    [userId, applicationId],
  );
  return row ?? { id: null, date: null, new_count: 0 };
}
