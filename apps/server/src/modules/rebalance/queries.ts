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

/** The reports a user may see: of accounts in the application the user is a member of. */
const OWN_REPORTS = `
  FROM rebalance_reports r
  JOIN accounts a ON a.id = r.account_id AND a.application_id = $2
  JOIN account_members m ON m.account_id = r.account_id AND m.user_id = $1`;

const IS_NEW = `NOT EXISTS (
  SELECT 1 FROM rebalance_report_views v WHERE v.report_id = r.id AND v.user_id = $1
)`;

export type RebalanceListFilters = {
  accounts?: number[];
  types?: string[];
  statuses?: string[];
};

export type RebalanceListRow = {
  id: number;
  date: string;
  account_id: number;
  account_name: string;
  type: 'taa' | 'model_portfolio';
  status: 'complete' | 'in_progress' | 'cancelled';
  is_new: boolean;
};

/** What an ordering field sorts by (never user text in SQL: only these). */
const ORDER_COLUMNS = {
  date: 'r.date',
  account: 'lower(a.name)',
  rebalance_type: 'r.type',
  status: 'r.status',
} as const;
export type RebalanceOrderField = keyof typeof ORDER_COLUMNS;

const filterSql = `
  AND ($3::int[] IS NULL OR r.account_id = ANY($3::int[]))
  AND ($4::text[] IS NULL OR r.type = ANY($4::text[]))
  AND ($5::text[] IS NULL OR r.status = ANY($5::text[]))`;

const filterParams = (userId: number, applicationId: string, f: RebalanceListFilters) => [
  userId,
  applicationId,
  f.accounts?.length ? f.accounts : null,
  f.types?.length ? f.types : null,
  f.statuses?.length ? f.statuses : null,
];

export async function listRebalanceReports(
  q: Queryable,
  userId: number,
  applicationId: string,
  options: RebalanceListFilters & {
    orderBy: RebalanceOrderField;
    descending: boolean;
    limit: number;
    offset: number;
  },
): Promise<RebalanceListRow[]> {
  const direction = options.descending ? 'DESC' : 'ASC';
  return q.query<RebalanceListRow>(
    `SELECT r.id, to_char(r.date, 'YYYY-MM-DD') AS date, a.id AS account_id, a.name AS account_name,
            r.type, r.status, ${IS_NEW} AS is_new
       ${OWN_REPORTS}
      WHERE true ${filterSql}
      ORDER BY ${ORDER_COLUMNS[options.orderBy]} ${direction}, r.date DESC, r.id ${direction}
      LIMIT $6 OFFSET $7`,
    [...filterParams(userId, applicationId, options), options.limit, options.offset],
  );
}

export async function countRebalanceReports(
  q: Queryable,
  userId: number,
  applicationId: string,
  filters: RebalanceListFilters,
): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n ${OWN_REPORTS} WHERE true ${filterSql}`,
    filterParams(userId, applicationId, filters),
  );
  return row?.n ?? 0;
}

export type RebalanceReportRow = {
  id: number;
  date: string;
  message: string;
  status: 'complete' | 'in_progress' | 'cancelled';
  type: 'taa' | 'model_portfolio';
  data: unknown;
  is_new: boolean;
};

/** One report of the user's accounts in the application; undefined for any other id. */
export async function findRebalanceReport(
  q: Queryable,
  userId: number,
  applicationId: string,
  id: number,
): Promise<RebalanceReportRow | undefined> {
  const [row] = await q.query<RebalanceReportRow>(
    `SELECT r.id, to_char(r.date, 'YYYY-MM-DD') AS date, r.message, r.status, r.type, r.data,
            ${IS_NEW} AS is_new
       ${OWN_REPORTS}
      WHERE r.id = $3`,
    [userId, applicationId, id],
  );
  return row;
}

/** Records that the user opened the report (once; opening it again changes nothing). */
export async function insertRebalanceView(q: Queryable, reportId: number, userId: number): Promise<void> {
  await q.query(
    `INSERT INTO rebalance_report_views (report_id, user_id) VALUES ($1, $2)
     ON CONFLICT (report_id, user_id) DO NOTHING`,
    [reportId, userId],
  );
}

export async function insertRebalanceReport(
  q: Queryable,
  report: { accountId: number; date: string; type: string; status: string; message: string; data: unknown },
): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO rebalance_reports (account_id, date, type, status, message, data)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb) RETURNING id`,
    [report.accountId, report.date, report.type, report.status, report.message, JSON.stringify(report.data)],
  );
  return row!.id;
}

/** The account's name, its application and its members (who are told of a new report). */
export async function accountAudience(
  q: Queryable,
  accountId: number,
): Promise<{ name: string; applicationId: string; userIds: number[] } | undefined> {
  const rows = await q.query<{ name: string; application_id: string; user_id: number | null }>(
    `SELECT a.name, a.application_id, m.user_id
       FROM accounts a LEFT JOIN account_members m ON m.account_id = a.id
      WHERE a.id = $1 ORDER BY m.user_id`,
    [accountId],
  );
  if (rows.length === 0) return undefined;
  return {
    name: rows[0]!.name,
    applicationId: rows[0]!.application_id,
    userIds: rows.flatMap((r) => (r.user_id === null ? [] : [r.user_id])),
  };
}
