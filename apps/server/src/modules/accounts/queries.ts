import type { TAccountStatus } from '@portal/contracts/api/onboarding';
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

export type AccountCardRow = {
  id: number;
  uuid: string;
  name: string;
  account_type: AccountListItem['account_type'];
  status: TAccountStatus;
  is_active: boolean;
  is_primary: boolean;
  chosen: boolean;
};

/**
 * The accounts page's cards: every account of the application the user holds, is a member of, or is a
 * contact or director of (after accepting an invitation), oldest first.
 */
export async function listAccountCards(
  q: Queryable,
  userId: number,
  options: { applicationId: string; activatedOnly: boolean },
): Promise<AccountCardRow[]> {
  return q.query<AccountCardRow>(
    `SELECT a.id, a.uuid::text AS uuid, a.name, a.account_type, a.status, a.is_active,
            (a.primary_user_id = $1) AS is_primary, (u.selected_account_id = a.id) AS chosen
       FROM accounts a
       JOIN users u ON u.id = $1
      WHERE a.application_id = $2 AND (NOT $3 OR a.is_active)
        AND (a.primary_user_id = $1
             OR EXISTS (SELECT 1 FROM account_members m WHERE m.account_id = a.id AND m.user_id = $1)
             OR EXISTS (SELECT 1 FROM account_people p JOIN person_roles r ON r.id = p.role_id
                         WHERE p.account_id = a.id AND p.user_id = $1 AND r.kind IN ('contact', 'director')))
      ORDER BY a.id`,
    [userId, options.applicationId, options.activatedOnly],
  );
}

export type InvitationCardRow = {
  uuid: string;
  account_id: number | null;
  account_name: string | null;
  account_type: AccountListItem['account_type'] | null;
  trustee_type: 'individual' | 'corporate' | null;
  inviter_first_name: string | null;
  inviter_last_name: string | null;
};

/** The user's secondary invitations still open (not completed, revoked or expired) in the application. */
export async function listOpenSecondaryInvitations(
  q: Queryable,
  userId: number,
  applicationId: string,
): Promise<InvitationCardRow[]> {
  return q.query<InvitationCardRow>(
    `SELECT i.uuid::text AS uuid, a.id AS account_id, a.name AS account_name, a.account_type, a.trustee_type,
            inviter.first_name AS inviter_first_name, inviter.last_name AS inviter_last_name
       FROM invitations i
       JOIN users u ON u.id = $1
       LEFT JOIN accounts a ON a.id = i.account_id
       LEFT JOIN users inviter ON inviter.id = COALESCE(i.invited_by_user_id, a.primary_user_id)
      WHERE i.kind = 'secondary' AND i.application_id = $2
        AND (i.user_id = u.id OR lower(i.email) = lower(u.email))
        AND i.completed_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > now()
      ORDER BY i.id`,
    [userId, applicationId],
  );
}
