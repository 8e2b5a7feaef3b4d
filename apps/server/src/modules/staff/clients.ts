// Clients in the staff console: search, the client's page, acting as them (managed-user mode), and the
// administrator's fixes: unblocking an account and resetting login two-factor.
import {
  STAFF_TEXTS,
  type TStaffAccount,
  type TStaffActAs,
  type TStaffClientDetail,
  type TStaffClientList,
  type TStaffInvitation,
  type ZStaffClientSearchQuerySchema,
} from '@portal/contracts/api/staff';
import type * as z from 'zod/mini';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { AuthContext } from '../auth/session-context.ts';
import { clearSignInAttempts } from '../auth/sign-in-limits.ts';
import { logStaffAction } from './access.ts';
import { actionTitle } from './audit.ts';
import {
  findClient,
  listClientAccounts,
  listClientActivity,
  listClientInvitations,
  resetLoginTwoFactor,
  type StaffInvitationRow,
  searchClients,
  unblockClient,
} from './queries.ts';

/** The staff member behind a console call, and where they called from (the log keeps both). */
export type StaffCaller = Pick<AuthContext, 'user'> & { ip: string };

const RECENT_ACTIVITY = 20;

const toAccount = (row: Awaited<ReturnType<typeof listClientAccounts>>[number]): TStaffAccount => ({
  id: row.id,
  name: row.name,
  account_type: row.account_type,
  application_id: row.application_id,
  status: row.status,
  role: row.role,
  abn: row.abn,
  acn: row.acn,
});

export const toStaffInvitation = (row: StaffInvitationRow): TStaffInvitation => ({
  id: row.id,
  kind: row.kind,
  application_id: row.application_id,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  phone_number: row.phone_number,
  account_name: row.account_name,
  invited_by: row.invited_by,
  status: row.status,
  can_resend: !row.taken_up,
  created: row.created,
  expires: row.expires,
});

export async function findClients(
  deps: Deps,
  query: z.output<typeof ZStaffClientSearchQuerySchema>,
): Promise<TStaffClientList> {
  const { count, rows } = await searchClients(deps.db, query.q, {
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  const accounts = await listClientAccounts(
    deps.db,
    rows.map((row) => row.id),
  );
  return {
    count,
    page: query.page,
    page_size: query.page_size,
    results: rows.map((row) => ({
      ...row,
      accounts: accounts.filter((account) => account.user_id === row.id).map(toAccount),
    })),
  };
}

/** A client (never a staff member), or 404. */
async function requireClient(deps: Deps, clientId: number) {
  const client = await findClient(deps.db, clientId);
  if (!client) throw notFound();
  return client;
}

export async function getClient(deps: Deps, clientId: number): Promise<TStaffClientDetail> {
  const client = await requireClient(deps, clientId);
  const [accounts, invitations, activity] = await Promise.all([
    listClientAccounts(deps.db, [client.id]),
    listClientInvitations(deps.db, client),
    listClientActivity(deps.db, client.id, RECENT_ACTIVITY),
  ]);
  return {
    ...client,
    accounts: accounts.map(toAccount),
    invitations: invitations.map(toStaffInvitation),
    activity: activity.map((row) => ({ ...row, title: actionTitle(row.action) })),
  };
}

/**
 * Managed-user mode starts on the web (every later call carries the client's id); this call checks the
 * client and records who started acting for them. What the staff member then does is logged by each
 * call with both identities.
 */
export async function startActingAs(deps: Deps, staff: StaffCaller, clientId: number): Promise<TStaffActAs> {
  const client = await requireClient(deps, clientId);
  await logStaffAction(deps.db, staff, 'act_as_started', client.id);
  return {
    user_id: client.id,
    first_name: client.first_name,
    last_name: client.last_name,
    email: client.email,
  };
}

export async function stopActingAs(
  deps: Deps,
  staff: StaffCaller,
  clientId: number,
): Promise<{ detail: string }> {
  const client = await requireClient(deps, clientId);
  await logStaffAction(deps.db, staff, 'act_as_ended', client.id);
  return { detail: 'Managed-user mode has ended.' };
}

/** Lifts a temporary or permanent block; the client may sign in again at once and is told by e-mail. */
export async function unblock(deps: Deps, staff: StaffCaller, clientId: number): Promise<{ detail: string }> {
  const client = await requireClient(deps, clientId);
  if (!client.blocked_status) throw new AppError(400, { detail: STAFF_TEXTS.notBlocked });
  await deps.db.tx(async (q) => {
    await unblockClient(q, client.id);
    await clearSignInAttempts(q, client.email);
    await logStaffAction(q, staff, 'client_unblocked', client.id, { was: client.blocked_status });
    await deps.messenger.sendEmail(q, {
      to: client.email,
      subject: 'Your Client Portal account is unblocked',
      text: [
        `Dear ${client.first_name || 'client'},`,
        '',
        'Our support team has unblocked your account: you can sign in again.',
        'If you did not ask for this, please contact support at once.',
      ].join('\n'),
    });
  });
  return { detail: STAFF_TEXTS.unblocked };
}

/**
 * For a client who lost their phone: login two-factor (and the code a password reset asks for) is off,
 * so the next sign-in needs the password alone; the client turns it on again in Settings.
 */
export async function resetTwoFactor(
  deps: Deps,
  staff: StaffCaller,
  clientId: number,
): Promise<{ detail: string }> {
  const client = await requireClient(deps, clientId);
  if (!client.login_two_factor_auth_enabled && !client.two_factor_after_reset)
    throw new AppError(400, { detail: STAFF_TEXTS.twoFactorNotSet });
  await deps.db.tx(async (q) => {
    await resetLoginTwoFactor(q, client.id);
    await logStaffAction(q, staff, 'two_factor_reset', client.id);
    await deps.messenger.sendEmail(q, {
      to: client.email,
      subject: 'Your sign-in no longer asks for an SMS code',
      text: [
        `Dear ${client.first_name || 'client'},`,
        '',
        'Our support team has turned off two-factor authentication for your sign-in.',
        'You can turn it on again in Settings once you have your phone.',
        'If you did not ask for this, please contact support at once.',
      ].join('\n'),
    });
  });
  return { detail: STAFF_TEXTS.twoFactorReset };
}
