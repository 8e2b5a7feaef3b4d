// Read-only access for an accountant (issue 20, part 4): the investor's grants (invite, list, revoke),
// the invitation the e-mailed link opens (sign up, or accept when already a user), whose accounts a
// viewer may view, and the log of what a viewer viewed. Who may call what is in viewer-scope.ts.
import {
  SHARED_ACCESS_INVITATION_DAYS,
  sharedAccessMessages,
  type TSharedAccessGrant,
  type TSharedAccessInviteRequest,
  type TSharedAccount,
  type TViewableInvestor,
  type TViewerInvitation,
} from '@portal/contracts/api/shared-access';
import { invitationMessages, type TViewerSignUpForm } from '@portal/contracts/forms/invitations';
import type { Queryable } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError, fieldError, forbidden, notFound } from '../../http/errors.ts';
import { logActivity } from '../../security/activity-log.ts';
import { randomToken, sha256 } from '../../security/tokens.ts';
import { memberAccounts } from '../accounts/service.ts';
import { userWithEmail } from '../auth/service.ts';
import type { AuthContext } from '../auth/session-context.ts';
import { requireFreshFactor } from '../second-factors/service.ts';
import {
  acceptGrant,
  findLiveGrantForEmail,
  findOpenInvitation,
  grantApplicationsOfGrant,
  insertGrant,
  insertViewerUser,
  listGrantsOf,
  listViewableInvestors,
  revokeGrant,
  viewLoggedWithin,
} from './queries.ts';
import { VIEW_LOG_WINDOW_SECONDS, VIEWS, type ViewerScope, type ViewKind } from './viewer-scope.ts';

type Caller = { ip: string; applicationId: string };

const INVITATION_TTL_SECONDS = SHARED_ACCESS_INVITATION_DAYS * 24 * 3600;

const fullName = (person: { first_name: string | null; last_name: string | null }) =>
  `${person.first_name ?? ''} ${person.last_name ?? ''}`.trim();
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

// ---------- the investor's side ----------

/** The investor's active accounts of the application: the ones they may share. */
export async function shareableAccounts(
  deps: Deps,
  auth: AuthContext,
  applicationId: string,
): Promise<TSharedAccount[]> {
  const rows = await memberAccounts(deps.db, auth.actingUserId, { applicationId, activatedOnly: true });
  return rows.map((a) => ({ id: a.id, name: a.name }));
}

/** Who the investor shares accounts with: invited (link not used yet, or expired) or active. */
export async function grantsOf(deps: Deps, auth: AuthContext): Promise<TSharedAccessGrant[]> {
  const rows = await listGrantsOf(deps.db, auth.actingUserId);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.accepted_at ? fullName(row) : null,
    accounts: row.accounts,
    status: row.accepted_at ? 'active' : row.expired ? 'expired' : 'invited',
    since: row.accepted ?? row.created,
  }));
}

/** Security settings are the investor's own: staff acting for them, and viewers, cannot change them. */
function requireOwnFreshFactor(auth: AuthContext): void {
  if (auth.managed) throw forbidden();
  requireFreshFactor(auth);
}

/**
 * Invites a person by e-mail to view chosen accounts: only the investor's own active accounts, one live
 * grant per e-mail, never themselves. Needs a fresh second factor like every security setting; logged,
 * and e-mailed to the investor as well as to the invitee (whose link carries the token stored hashed).
 */
export async function invite(
  deps: Deps,
  auth: AuthContext,
  input: TSharedAccessInviteRequest,
  caller: Caller,
): Promise<TSharedAccessGrant[]> {
  requireOwnFreshFactor(auth);
  const email = input.email.trim();
  if (sameEmail(email, auth.user.email)) throw fieldError('email', sharedAccessMessages.ownEmail);
  const own = await shareableAccounts(deps, auth, caller.applicationId);
  const ownIds = new Set(own.map((a) => a.id));
  if (input.accounts.some((id) => !ownIds.has(id)))
    throw fieldError('accounts', sharedAccessMessages.unknownAccount);
  const accountIds = [...new Set(input.accounts)].sort((a, b) => a - b);
  const names = own.filter((a) => accountIds.includes(a.id)).map((a) => a.name);
  const token = randomToken();
  await deps.db.tx(async (q) => {
    if (await findLiveGrantForEmail(q, auth.actingUserId, email))
      throw fieldError('email', sharedAccessMessages.alreadyShared);
    await insertGrant(
      q,
      { investor_user_id: auth.actingUserId, email, token_hash: sha256(token) },
      INVITATION_TTL_SECONDS,
      accountIds,
    );
    await logActivity(q, {
      userId: auth.actingUserId,
      action: 'shared_access_invited',
      ip: caller.ip,
      detail: { email, accounts: accountIds },
    });
    const investor = fullName(auth.user) || 'An investor';
    await deps.messenger.sendEmail(q, {
      to: email,
      subject: `${investor} shared accounts with you on Client Portal`,
      text: [
        'Hello,',
        '',
        `${investor} invited you to view these accounts on Client Portal, read only: ${names.join(', ')}.`,
        `Open your invitation: ${deps.config.publicUrl}/shared-access/${token}/`,
        '',
        `The link works for ${SHARED_ACCESS_INVITATION_DAYS} days.`,
      ].join('\n'),
    });
    await deps.messenger.sendEmail(q, {
      to: auth.user.email,
      subject: 'You shared accounts on your Client Portal account',
      text: `You invited ${email} to view ${names.join(', ')}. If this was not you, contact support at once.`,
    });
  });
  return grantsOf(deps, auth);
}

/** Revokes a grant at once (the viewer's next request is refused); logged and e-mailed to the investor. */
export async function revoke(
  deps: Deps,
  auth: AuthContext,
  grantId: number,
  caller: Caller,
): Promise<TSharedAccessGrant[]> {
  requireOwnFreshFactor(auth);
  await deps.db.tx(async (q) => {
    const revoked = await revokeGrant(q, auth.actingUserId, grantId);
    if (!revoked) throw notFound();
    await logActivity(q, {
      userId: auth.actingUserId,
      action: 'shared_access_revoked',
      ip: caller.ip,
      detail: { email: revoked.email },
    });
    await deps.messenger.sendEmail(q, {
      to: auth.user.email,
      subject: 'You revoked shared access on your Client Portal account',
      text: `${revoked.email} can no longer view your accounts. If this was not you, contact support at once.`,
    });
  });
  return grantsOf(deps, auth);
}

// ---------- the invitation ----------

async function openInvitation(q: Queryable, token: string) {
  const invitation = await findOpenInvitation(q, sha256(token));
  if (!invitation) throw new AppError(404, { detail: sharedAccessMessages.invitationNotValid });
  return invitation;
}

/** What the e-mailed link's page shows; a used, revoked, expired or unknown link answers 404. */
export async function invitationOf(deps: Deps, token: string): Promise<TViewerInvitation> {
  const invitation = await openInvitation(deps.db, token);
  return {
    email: invitation.email,
    investor_name: fullName({
      first_name: invitation.investor_first_name,
      last_name: invitation.investor_last_name,
    }),
    accounts: invitation.accounts,
    existing_user: (await userWithEmail(deps.db, invitation.email)) !== undefined,
  };
}

/** Accepts the grant for the viewer, once; the investor's log names who accepted (not as staff). */
async function acceptIn(
  q: Queryable,
  grant: { id: number; investorId: number },
  viewer: { id: number; name: string },
  ip: string,
) {
  if (!(await acceptGrant(q, grant.id, viewer.id)))
    throw new AppError(404, { detail: sharedAccessMessages.invitationNotValid });
  await grantApplicationsOfGrant(q, grant.id, viewer.id);
  await logActivity(q, {
    userId: grant.investorId,
    actorUserId: viewer.id,
    action: 'shared_access_accepted',
    ip,
    detail: { grant: grant.id, viewer: viewer.name },
  });
}

/**
 * The invitee signs up with the invitation's rules (the sign-up form's): the invited e-mail, name,
 * password and mobile. The user has no accounts of their own and login two-factor on, so every sign-in,
 * the first included, asks for the code texted to that mobile. A person who is already a user signs in
 * and accepts instead.
 */
export async function signUp(
  deps: Deps,
  token: string,
  form: TViewerSignUpForm,
  caller: { ip: string },
): Promise<{ detail: string }> {
  const first = await openInvitation(deps.db, token);
  if (!sameEmail(form.email, first.email)) throw fieldError('email', invitationMessages.emailMismatch);
  if (await userWithEmail(deps.db, first.email))
    throw new AppError(403, { detail: sharedAccessMessages.signInToAccept });
  const passwordHash = await deps.hasher.hash(form.password1);
  await deps.db.tx(async (q) => {
    const invitation = await openInvitation(q, token);
    if (await userWithEmail(q, invitation.email))
      throw new AppError(403, { detail: sharedAccessMessages.signInToAccept });
    const viewerId = await insertViewerUser(q, {
      email: invitation.email,
      password_hash: passwordHash,
      first_name: form.first_name,
      last_name: form.last_name,
      phone_number: form.phone_number,
      marketing_opt_out: form.marketing_opt_out ?? false,
    });
    await logActivity(q, {
      userId: viewerId,
      action: 'registered_from_invitation',
      ip: caller.ip,
      detail: { shared_access: invitation.id },
    });
    await acceptIn(
      q,
      { id: invitation.id, investorId: invitation.investor_user_id },
      { id: viewerId, name: fullName(form) },
      caller.ip,
    );
  });
  return { detail: sharedAccessMessages.signedUp };
}

/** A signed-in user whose e-mail the invitation names accepts it (staff never view a client's accounts). */
export async function accept(
  deps: Deps,
  auth: AuthContext,
  token: string,
  caller: { ip: string },
): Promise<{ detail: string }> {
  if (auth.managed) throw forbidden();
  if (auth.user.is_staff) throw forbidden(sharedAccessMessages.staffCannotView);
  await deps.db.tx(async (q) => {
    const invitation = await openInvitation(q, token);
    if (!sameEmail(invitation.email, auth.user.email))
      throw new AppError(403, { detail: sharedAccessMessages.otherUserSignedIn });
    if (invitation.investor_user_id === auth.user.id) throw forbidden();
    await acceptIn(
      q,
      { id: invitation.id, investorId: invitation.investor_user_id },
      { id: auth.user.id, name: fullName(auth.user) },
      caller.ip,
    );
  });
  return { detail: sharedAccessMessages.accepted };
}

// ---------- the viewer's side ----------

/** Whose accounts the signed-in user may view, as a viewer. */
export async function viewableInvestors(deps: Deps, auth: AuthContext): Promise<TViewableInvestor[]> {
  if (auth.managed) return [];
  const rows = await listViewableInvestors(deps.db, auth.user.id);
  return rows
    .filter((row) => row.accounts.length > 0)
    .map((row) => ({
      investor_id: row.investor_user_id,
      investor_name: fullName(row),
      accounts: row.accounts,
    }));
}

/**
 * Records a viewer's view in the investor's activity log, with the viewer's name: a download every time,
 * a list view once per kind in VIEW_LOG_WINDOW_SECONDS, so a page that refreshes does not flood the log.
 */
export async function recordView(
  deps: Deps,
  view: {
    investorId: number;
    viewerId: number;
    viewer: ViewerScope;
    kind: ViewKind;
    ip: string;
    detail: Record<string, unknown>;
  },
): Promise<void> {
  const entry = { investorId: view.investorId, viewerId: view.viewerId, action: view.kind };
  if (!VIEWS[view.kind].everyTime && (await viewLoggedWithin(deps.db, entry, VIEW_LOG_WINDOW_SECONDS)))
    return;
  await logActivity(deps.db, {
    userId: view.investorId,
    actorUserId: view.viewerId,
    action: view.kind,
    ip: view.ip,
    detail: { ...view.detail, viewer: view.viewer.viewerName, grant: view.viewer.grantId },
  });
}
