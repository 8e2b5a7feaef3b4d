import {
  APPLICATION_QUEUES,
  type TApplicationFileKind,
  type TApplicationQueue,
  type TPersonSummary,
} from '@portal/contracts/api/staff-operations';
import type { Queryable } from '../../../db/client.ts';
import { EDITABLE_STATUSES } from '../../accounts/access.ts';

// The newest staff decision of each account, read beside the account (the 'returned' tab needs it).
const LATEST_REVIEW = `LEFT JOIN LATERAL (
    SELECT r.action, r.reason FROM application_reviews r
     WHERE r.account_id = a.id ORDER BY r.created_at DESC, r.id DESC LIMIT 1
  ) lr ON true`;

/** Which tab an account row belongs to: its status, or 'returned' for an editable one staff sent back. */
const QUEUE_OF = `CASE WHEN a.status = ANY($1::text[]) AND lr.action = 'returned' THEN 'returned' ELSE a.status END`;

export type QueueRow = {
  id: number;
  name: string;
  account_type: string;
  application_id: string;
  status: string;
  submitted_at: string | null;
  primary_user_id: number | null;
  primary_first_name: string | null;
  primary_last_name: string | null;
  primary_email: string | null;
  returned_reason: string | null;
  total: number;
};

const searchClause = (param: string) =>
  `(${param}::text IS NULL OR a.name ILIKE '%' || ${param} || '%' OR u.email ILIKE '%' || ${param} || '%'
     OR (u.first_name || ' ' || u.last_name) ILIKE '%' || ${param} || '%')`;

/** One page of a tab of the queue, oldest submission first (the order the provider works through it). */
export async function listQueue(
  q: Queryable,
  filter: { queue: TApplicationQueue; search: string | null; limit: number; offset: number },
): Promise<QueueRow[]> {
  return q.query<QueueRow>(
    `SELECT a.id, a.name, a.account_type, a.application_id, a.status,
            to_char(a.submitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS submitted_at,
            u.id AS primary_user_id, u.first_name AS primary_first_name, u.last_name AS primary_last_name,
            u.email AS primary_email,
            CASE WHEN lr.action = 'returned' THEN lr.reason END AS returned_reason,
            count(*) OVER ()::int AS total
       FROM accounts a
       LEFT JOIN users u ON u.id = a.primary_user_id
       ${LATEST_REVIEW}
      WHERE ${QUEUE_OF} = $2 AND ${searchClause('$3')}
      ORDER BY a.submitted_at NULLS LAST, a.id
      LIMIT $4 OFFSET $5`,
    [[...EDITABLE_STATUSES], filter.queue, filter.search, filter.limit, filter.offset],
  );
}

/** How many applications each tab holds (with the same search). */
export async function countQueues(
  q: Queryable,
  search: string | null,
): Promise<Record<TApplicationQueue, number>> {
  const rows = await q.query<{ queue: string; n: number }>(
    `SELECT ${QUEUE_OF} AS queue, count(*)::int AS n
       FROM accounts a
       LEFT JOIN users u ON u.id = a.primary_user_id
       ${LATEST_REVIEW}
      WHERE ${QUEUE_OF} = ANY($2::text[]) AND ${searchClause('$3')}
      GROUP BY 1`,
    [[...EDITABLE_STATUSES], [...APPLICATION_QUEUES], search],
  );
  const counts = Object.fromEntries(APPLICATION_QUEUES.map((queue) => [queue, 0])) as Record<
    TApplicationQueue,
    number
  >;
  for (const row of rows) counts[row.queue as TApplicationQueue] = row.n;
  return counts;
}

export type ReviewedAccount = {
  id: number;
  name: string;
  application_id: string;
  status: string;
  primary_user_id: number | null;
  initiator_user_id: number | null;
};

/** The account, locked for a decision when `forUpdate`. */
export async function findReviewedAccount(
  q: Queryable,
  accountId: number,
  forUpdate = false,
): Promise<ReviewedAccount | undefined> {
  const [row] = await q.query<ReviewedAccount>(
    `SELECT id, name, application_id, status, primary_user_id, initiator_user_id FROM accounts WHERE id = $1
     ${forUpdate ? 'FOR UPDATE' : ''}`,
    [accountId],
  );
  return row;
}

/** Everyone of the account who holds a login: its primary user, members and people who registered. */
export async function listAccountUsers(q: Queryable, accountId: number): Promise<TPersonSummary[]> {
  return q.query<TPersonSummary>(
    `SELECT u.id AS user_id, trim(u.first_name || ' ' || u.last_name) AS name, u.email
       FROM users u
      WHERE u.id IN (SELECT primary_user_id FROM accounts WHERE id = $1
                     UNION SELECT user_id FROM account_members WHERE account_id = $1
                     UNION SELECT user_id FROM account_people WHERE account_id = $1)
      ORDER BY u.id`,
    [accountId],
  );
}

export type ApplicationFileRow = {
  kind: TApplicationFileKind;
  id: number;
  file_name: string;
  owner: string;
  storage_key: string;
};

/**
 * The application's files: its trust deeds and certificates, and the identity documents its users'
 * personal details name. `only` narrows to one file (a download), so a file of another account is never found.
 */
export async function listApplicationFiles(
  q: Queryable,
  accountId: number,
  only?: { kind: TApplicationFileKind; id: number },
): Promise<ApplicationFileRow[]> {
  return q.query<ApplicationFileRow>(
    `SELECT * FROM (
       SELECT f.kind, f.id, f.file_name, a.name AS owner, f.storage_key, f.created_at
         FROM account_files f JOIN accounts a ON a.id = f.account_id
        WHERE f.account_id = $1
       UNION ALL
       SELECT 'identity_document', d.id, d.file_name, trim(u.first_name || ' ' || u.last_name), d.storage_key,
              d.created_at
         FROM personal_documents d JOIN users u ON u.id = d.user_id
        WHERE d.id IN (SELECT unnest(ARRAY[p.document_file_id, p.passport_document_file_id])
                         FROM personal_details p
                        WHERE p.user_id IN (SELECT primary_user_id FROM accounts WHERE id = $1
                                            UNION SELECT user_id FROM account_members WHERE account_id = $1
                                            UNION SELECT user_id FROM account_people WHERE account_id = $1))
     ) files
     WHERE ($2::text IS NULL OR (files.kind = $2 AND files.id = $3))
     ORDER BY files.kind, files.created_at, files.id`,
    [accountId, only?.kind ?? null, only?.id ?? null],
  );
}

export type ReviewRow = {
  action: 'activated' | 'returned';
  reason: string;
  staff_name: string;
  created: string;
};

export async function listReviews(q: Queryable, accountId: number): Promise<ReviewRow[]> {
  return q.query<ReviewRow>(
    `SELECT r.action, r.reason, COALESCE(trim(u.first_name || ' ' || u.last_name), '') AS staff_name,
            to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created
       FROM application_reviews r LEFT JOIN users u ON u.id = r.staff_user_id
      WHERE r.account_id = $1 ORDER BY r.created_at DESC, r.id DESC`,
    [accountId],
  );
}

export async function insertReview(
  q: Queryable,
  review: { accountId: number; action: 'activated' | 'returned'; reason: string; staffUserId: number },
): Promise<void> {
  await q.query(
    'INSERT INTO application_reviews (account_id, action, reason, staff_user_id) VALUES ($1, $2, $3, $4)',
    [review.accountId, review.action, review.reason, review.staffUserId],
  );
}

/** Moves the account to `to` when it is in one of `from`; answers whether it moved. */
export async function moveAccountStatus(
  q: Queryable,
  accountId: number,
  from: readonly string[],
  to: string,
): Promise<boolean> {
  const rows = await q.query(
    `UPDATE accounts SET status = $3::text, activated_at = CASE WHEN $3::text = 'active' THEN now() ELSE activated_at END
      WHERE id = $1 AND status = ANY($2::text[]) RETURNING id`,
    [accountId, [...from], to],
  );
  return rows.length > 0;
}
