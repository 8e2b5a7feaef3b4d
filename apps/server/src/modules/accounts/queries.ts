import type { Queryable } from '../../db/client.ts';

export type AccountListItem = {
  id: number;
  name: string;
  account_type: 'individual' | 'joint' | 'smsf' | 'trust' | 'company';
  is_selected: boolean;
  is_active: boolean;
};

/** The accounts a user is a member of; exactly one is marked selected (the chosen one, else the first). */
export async function listAccounts(
  q: Queryable,
  userId: number,
  options: { applicationId: string; activatedOnly: boolean },
): Promise<AccountListItem[]> {
  const rows = await q.query<AccountListItem & { chosen: boolean }>(
    `SELECT a.id, a.name, a.account_type, a.is_active, (u.selected_account_id = a.id) AS chosen, false AS is_selected
       FROM accounts a
       JOIN account_members m ON m.account_id = a.id AND m.user_id = $1
       JOIN users u ON u.id = m.user_id
      WHERE a.application_id = $2 AND (NOT $3 OR a.is_active)
      ORDER BY a.id`,
    [userId, options.applicationId, options.activatedOnly],
  );
  const selected = rows.find((r) => r.chosen) ?? rows[0];
  return rows.map(({ chosen: _chosen, ...row }) => ({ ...row, is_selected: row.id === selected?.id }));
}
