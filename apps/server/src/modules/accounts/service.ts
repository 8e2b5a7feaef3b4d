import type {
  TAccountListItem,
  TAccountsListEntry,
  TInvitationCard,
} from '@portal/contracts/api/account-setup';
import {
  ACCOUNT_STATUS_DISPLAY,
  ACCOUNT_TYPE_LABELS,
  secondaryUserLabel,
} from '@portal/contracts/api/onboarding';
import type { Queryable } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { listAccountCards, listAccounts, listOpenSecondaryInvitations } from './queries.ts';

/**
 * The accounts a user is a member of in the application (only the activated ones when asked), exactly
 * one of them selected: what other modules read to know the accounts a request may be about.
 */
export function memberAccounts(
  q: Queryable,
  userId: number,
  options: { applicationId: string; activatedOnly: boolean },
) {
  return listAccounts(q, userId, options);
}

/**
 * The accounts page (spec section 2, Accounts list): the user's open secondary invitations first, then
 * their accounts with status tags; exactly one account is marked selected (the chosen one, else the
 * first). Lists of activated accounts (the header, the rebalance filter) carry no invitations.
 */
export async function accountsPage(
  deps: Deps,
  userId: number,
  options: { applicationId: string; activatedOnly: boolean },
): Promise<TAccountsListEntry[]> {
  const rows = await listAccountCards(deps.db, userId, options);
  const selected = rows.find((r) => r.chosen) ?? rows[0];
  const accounts = rows.map((row): TAccountListItem => {
    const accountType = row.account_type;
    const status = row.status;
    return {
      kind: 'account',
      id: row.id,
      uuid: row.uuid,
      name: row.name,
      account_type: accountType,
      type_display: ACCOUNT_TYPE_LABELS[accountType],
      status,
      status_display: ACCOUNT_STATUS_DISPLAY[status],
      is_active: row.is_active,
      is_selected: row.id === selected?.id,
      is_primary: row.is_primary === true,
    };
  });
  if (options.activatedOnly) return accounts;
  const invitations = (await listOpenSecondaryInvitations(deps.db, userId, options.applicationId)).map(
    (row): TInvitationCard => {
      const accountType = row.account_type;
      return {
        kind: 'invitation',
        uuid: row.uuid,
        account_id: row.account_id,
        account_name: row.account_name ?? '',
        account_type: accountType,
        type_display: accountType ? ACCOUNT_TYPE_LABELS[accountType] : '',
        role_label: accountType ? secondaryUserLabel(accountType, row.trustee_type) : 'Member',
        invited_by: `${row.inviter_first_name ?? ''} ${row.inviter_last_name ?? ''}`.trim(),
        url: `/invitation-secondary/${row.uuid}/`,
      };
    },
  );
  return [...invitations, ...accounts];
}

/** The user's selected active account in the application, else their first active one. */
export async function currentActiveAccount(deps: Deps, userId: number, applicationId: string) {
  const accounts = await listAccounts(deps.db, userId, { applicationId, activatedOnly: true });
  return accounts.find((a) => a.is_selected);
}
