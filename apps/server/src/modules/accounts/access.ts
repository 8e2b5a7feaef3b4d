import type { Queryable } from '../../db/client.ts';
import { forbidden, notFound } from '../../http/errors.ts';

export type AccountType = 'individual' | 'joint' | 'company' | 'trust' | 'smsf';

/** The account row every onboarding rule reads. */
export type AccountRow = {
  id: number;
  uuid: string;
  name: string;
  account_type: AccountType;
  application_id: string;
  status: string;
  primary_user_id: number | null;
  initiator_user_id: number | null;
  trustee_type: 'individual' | 'corporate' | null;
  trustee_name: string;
  abn: string;
  acn: string;
  has_secondary_users: boolean | null;
  has_additional_trustees: boolean | null;
  primary_user_role_id: number | null;
  skip_deed_attachment: boolean;
  skip_beneficial_owners: boolean;
  submitted_at: string | null;
};

export type AccountAccess = { account: AccountRow; isPrimary: boolean };

const ACCOUNT_COLUMNS = `a.id, a.uuid::text AS uuid, a.name, a.account_type, a.application_id, a.status,
  a.primary_user_id, a.initiator_user_id, a.trustee_type, a.trustee_name, a.abn, a.acn, a.has_secondary_users,
  a.has_additional_trustees, a.primary_user_role_id, a.skip_deed_attachment, a.skip_beneficial_owners,
  a.submitted_at`;

/**
 * The account as the acting user may see it: a member (primary or secondary) of it. Anyone else gets 404,
 * the same answer as for an id that does not exist, so ids cannot be probed.
 */
export async function requireMemberAccount(
  q: Queryable,
  userId: number,
  accountId: number,
): Promise<AccountAccess> {
  const [account] = await q.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS}
       FROM accounts a
      WHERE a.id = $2
        AND (a.primary_user_id = $1
             OR EXISTS (SELECT 1 FROM account_members m WHERE m.account_id = a.id AND m.user_id = $1)
             OR EXISTS (SELECT 1 FROM account_people p WHERE p.account_id = a.id AND p.user_id = $1))`,
    [userId, accountId],
  );
  if (!account) throw notFound();
  return { account, isPrimary: account.primary_user_id === userId };
}

/** Like requireMemberAccount, for changes only the primary user may make (403 for other members). */
export async function requirePrimaryAccount(
  q: Queryable,
  userId: number,
  accountId: number,
): Promise<AccountRow> {
  const { account, isPrimary } = await requireMemberAccount(q, userId, accountId);
  if (!isPrimary) throw forbidden();
  return account;
}

/** Statuses in which the application's details may still be changed by its members. */
export const EDITABLE_STATUSES = ['draft', 'pending', 'application_in_progress'] as const;

export const canEditDetails = (account: Pick<AccountRow, 'status'>): boolean =>
  (EDITABLE_STATUSES as readonly string[]).includes(account.status);
