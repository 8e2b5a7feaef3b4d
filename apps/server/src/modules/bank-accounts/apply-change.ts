// The one step that applies a bank account change, whether the primary user makes it at once or the
// members' signatures approve it through a change request.
import { bankAccountTexts, type TBankAccount } from '@portal/contracts/api/bank-accounts';
import type { Queryable } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { type ActivityActor, logActorActivity } from '../../security/activity-log.ts';
import type { AuthContext } from '../auth/session-context.ts';
import { createNotification } from '../notifications/service.ts';
import {
  accountUserIds,
  type BankAccountValues,
  findAccountOfNotice,
  findBankAccount,
  insertBankAccount,
  markBankAccountDeleted,
  updateBankAccount,
} from './queries.ts';

export type BankActor = AuthContext & { ip?: string };

export type BankAccountChange =
  | { kind: 'add'; accountId: number; values: BankAccountValues; reservedId?: number }
  | { kind: 'edit'; accountId: number; bankAccountId: number; values: BankAccountValues }
  | { kind: 'delete'; accountId: number; bankAccountId: number };

const CHANGE_ACTIONS = {
  add: 'bank_account_added',
  edit: 'bank_account_changed',
  delete: 'bank_account_deleted',
} as const;

const CHANGE_NOTICE_TITLES = {
  add: bankAccountTexts.bankAccountAdded,
  edit: bankAccountTexts.bankAccountChanged,
  delete: bankAccountTexts.bankAccountDeleted,
} as const;

/**
 * Applies a checked bank account change inside the caller's transaction `q`: writes it, records who did
 * it, and tells every registered user of the account (SECURITY.md item 6). Answers the bank account as
 * it is now (null after a delete). Throws 404 when the bank account is gone. The caller has checked the
 * change (permission, password, code, values) and holds lockAccountForBankChange.
 */
export async function applyBankAccountChange(
  deps: Deps,
  q: Queryable,
  change: BankAccountChange,
  by: ActivityActor,
): Promise<TBankAccount | null> {
  let bankAccountId: number;
  if (change.kind === 'add') {
    bankAccountId = await insertBankAccount(
      q,
      change.accountId,
      change.values,
      by.actingUserId,
      change.reservedId ?? null,
    );
  } else if (change.kind === 'edit') {
    if (!(await updateBankAccount(q, change.accountId, change.bankAccountId, change.values, by.actingUserId)))
      throw notFound();
    bankAccountId = change.bankAccountId;
  } else {
    if (!(await markBankAccountDeleted(q, change.accountId, change.bankAccountId, by.actingUserId)))
      throw notFound();
    bankAccountId = change.bankAccountId;
  }
  await logActorActivity(q, by, CHANGE_ACTIONS[change.kind], {
    account_id: change.accountId,
    bank_account_id: bankAccountId,
  });
  const account = await findAccountOfNotice(q, change.accountId);
  for (const userId of await accountUserIds(q, change.accountId)) {
    await createNotification(deps, q, {
      user_id: userId,
      application_id: account?.application_id ?? null,
      title: CHANGE_NOTICE_TITLES[change.kind],
      description: bankAccountTexts.changeNotice(account?.name ?? ''),
      redirect_url: `/accounts/${change.accountId}/`,
      email: true,
    });
  }
  return change.kind === 'delete'
    ? null
    : ((await findBankAccount(q, change.accountId, bankAccountId)) ?? null);
}
