// The IPS versions in portfolio manager review, for the staff console.
import type { Queryable } from '../../db/client.ts';

export type IpsReviewRow = {
  id: number;
  account_id: number;
  account_name: string;
  account_type: string;
  application_id: string;
  primary_user_id: number | null;
  primary_name: string | null;
  primary_email: string | null;
  is_change: boolean;
  custom_strategy_count: number;
};

const SELECT = `SELECT i.id, a.id AS account_id, a.name AS account_name, a.account_type, a.application_id,
         a.primary_user_id, trim(u.first_name || ' ' || u.last_name) AS primary_name, u.email AS primary_email,
         EXISTS (SELECT 1 FROM investment_policy_statements x
                  WHERE x.account_id = a.id AND x.status = 'active') AS is_change,
         (SELECT count(*)::int FROM ips_custom_strategies s
            JOIN ips_allocations al ON al.ips_id = s.ips_id AND al.investment_option_id = s.investment_option_id
           WHERE s.ips_id = i.id AND al.target_percentage > 0) AS custom_strategy_count
    FROM investment_policy_statements i
    JOIN accounts a ON a.id = i.account_id
    LEFT JOIN users u ON u.id = a.primary_user_id`;

/** LIKE's wildcards typed in a search are taken literally. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const FILTER = `i.status = 'portfolio_manager_review'
   AND ($1::text IS NULL OR a.name ILIKE $1 OR u.email ILIKE $1 OR (u.first_name || ' ' || u.last_name) ILIKE $1)`;

/** Oldest signature first: the order the portfolio managers work through them. */
export async function listIpsInReview(
  q: Queryable,
  input: { search: string | null; limit: number; offset: number },
): Promise<{ count: number; rows: IpsReviewRow[] }> {
  const pattern = input.search ? likePattern(input.search) : null;
  const rows = await q.query<IpsReviewRow>(
    `${SELECT} WHERE ${FILTER} ORDER BY i.sign_requested_at NULLS LAST, i.id LIMIT $2 OFFSET $3`,
    [pattern, input.limit, input.offset],
  );
  const [total] = await q.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM investment_policy_statements i JOIN accounts a ON a.id = i.account_id
       LEFT JOIN users u ON u.id = a.primary_user_id WHERE ${FILTER}`,
    [pattern],
  );
  return { count: total?.count ?? 0, rows };
}

export async function findIpsForReview(q: Queryable, ipsId: number): Promise<IpsReviewRow | null> {
  const [row] = await q.query<IpsReviewRow>(`${SELECT} WHERE i.id = $1 AND i.status <> 'superseded'`, [
    ipsId,
  ]);
  return row ?? null;
}

/** The account's active IPS (the one an approval replaces). */
export async function findActiveIpsId(q: Queryable, accountId: number): Promise<number | null> {
  const [row] = await q.query<{ id: number }>(
    `SELECT id FROM investment_policy_statements WHERE account_id = $1 AND status = 'active'`,
    [accountId],
  );
  return row?.id ?? null;
}
