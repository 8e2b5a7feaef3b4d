import type { Queryable } from '../../../db/client.ts';

export type LookupRow = {
  id: number;
  name: string;
  account_type: string;
  application_id: string;
  status: string;
  primary_user_id: number | null;
  members: Array<{ user_id: number; name: string; email: string }>;
};

/**
 * Accounts whose name, id or a member's name or e-mail matches, each with the users who hold a login to
 * it; active accounts first (those are what documents and reports are published to).
 */
export async function lookupAccounts(
  q: Queryable,
  search: string | null,
  limit: number,
): Promise<LookupRow[]> {
  return q.query<LookupRow>(
    `WITH users_of AS (
       SELECT a.id AS account_id, u.id AS user_id, trim(u.first_name || ' ' || u.last_name) AS name, u.email
         FROM accounts a
         JOIN users u ON u.id = a.primary_user_id
            OR u.id IN (SELECT user_id FROM account_members WHERE account_id = a.id)
            OR u.id IN (SELECT user_id FROM account_people WHERE account_id = a.id)
     )
     SELECT a.id, a.name, a.account_type, a.application_id, a.status, a.primary_user_id,
            COALESCE((SELECT json_agg(json_build_object('user_id', m.user_id, 'name', m.name, 'email', m.email)
                                      ORDER BY m.user_id)
                        FROM users_of m WHERE m.account_id = a.id), '[]') AS members
       FROM accounts a
      WHERE $1::text IS NULL
         OR a.name ILIKE '%' || $1 || '%'
         OR a.id::text = $1
         OR EXISTS (SELECT 1 FROM users_of m WHERE m.account_id = a.id
                       AND (m.email ILIKE '%' || $1 || '%' OR m.name ILIKE '%' || $1 || '%'))
      ORDER BY (a.status = 'active') DESC, a.name, a.id
      LIMIT $2`,
    [search, limit],
  );
}

/** The account's primary user (whom an audit row names), or undefined when there is no such account. */
export async function findAccountOwner(
  q: Queryable,
  accountId: number,
): Promise<{ primary_user_id: number | null } | undefined> {
  const [row] = await q.query<{ primary_user_id: number | null }>(
    'SELECT primary_user_id FROM accounts WHERE id = $1',
    [accountId],
  );
  return row;
}
