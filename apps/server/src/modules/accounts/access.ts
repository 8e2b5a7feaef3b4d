import type { Queryable } from '../../db/client.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { findMemberAccount } from './queries.ts';

/** The account row every onboarding rule reads. */
export type AccountRow = NonNullable<Awaited<ReturnType<typeof findMemberAccount>>>;

export type AccountAccess = { account: AccountRow; isPrimary: boolean };

/**
 * The account as the acting user may see it: a member (primary or secondary) of it. Anyone else gets 404,
 * the same answer as for an id that does not exist, so ids cannot be probed.
 */
export async function requireMemberAccount(
  q: Queryable,
  userId: number,
  accountId: number,
): Promise<AccountAccess> {
  const row = await findMemberAccount(q, userId, accountId);
  if (!row) throw notFound();
  return { account: row, isPrimary: row.primary_user_id === userId };
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
