import { accountMessages } from '@portal/contracts/messages';
import type { Queryable } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError, fieldError } from '../../http/errors.ts';
import { logActivity } from '../../security/activity-log.ts';
import { throttle } from '../../security/rate-limit.ts';
import { randomToken, sha256 } from '../../security/tokens.ts';
import { checkCode, issueCode, sendCode } from '../auth/codes.ts';
import {
  AUTH_MESSAGES,
  requireConfirmedAction,
  requireCurrentPassword,
  revokeAllSessions,
  userWithId,
} from '../auth/service.ts';
import type { AuthContext } from '../auth/session-context.ts';
import { createNotification } from '../notifications/service.ts';
import {
  deletePhoneChange,
  emailTakenByOther,
  findLiveEmailChange,
  findLivePendingEmailChange,
  findPendingEmailChange,
  findPhoneChange,
  insertEmailChange,
  markEmailChangeUsed,
  setLoginTwoFactor,
  setMarketingOptOut,
  setUserEmail,
  setUserPhone,
  upsertPhoneChange,
} from './queries.ts';

const EMAIL_CHANGE_LINK_TTL_SECONDS = 24 * 3600;
const EMAIL_CHANGE_SENDS_PER_HOUR = { max: 5, windowSeconds: 3600 };

type Caller = { ip: string };

const NO_PHONE_FOR_TWO_FACTOR = 'Add a mobile number before you turn on login two-factor authentication.';

/** Sign-in details (e-mail, phone, login two-factor) are the user's own: staff cannot change them. */
function refuseManaged(auth: AuthContext): void {
  if (auth.managed) throw new AppError(403, { detail: accountMessages.staffCannotChange });
}

function mask(text: string): string {
  return text.length <= 4 ? '****' : `${'*'.repeat(text.length - 3)}${text.slice(-3)}`;
}

// --- Settings ---

export async function updateLoginTwoFactor(
  deps: Deps,
  auth: AuthContext,
  enabled: boolean,
  caller: Caller,
): Promise<{ detail: string; login_two_factor_auth_enabled: boolean; logged_out: boolean }> {
  refuseManaged(auth);
  if (enabled && !auth.user.phone_number) {
    throw fieldError('login_two_factor_auth_enabled', NO_PHONE_FOR_TWO_FACTOR);
  }
  requireConfirmedAction(auth, 'two_factor');
  const changed = auth.user.login_two_factor_auth_enabled !== enabled;
  await deps.db.tx(async (q) => {
    await setLoginTwoFactor(q, auth.user.id, enabled);
    if (!changed) return;
    // Enabling ends every session, so each device signs in again with a code.
    if (enabled) await revokeAllSessions(q, auth.user.id);
    await logActivity(q, {
      userId: auth.user.id,
      action: enabled ? 'login_two_factor_enabled' : 'login_two_factor_disabled',
      ip: caller.ip,
    });
    await deps.messenger.sendEmail(q, {
      to: auth.user.email,
      subject: enabled
        ? 'Login two-factor authentication enabled'
        : 'Login two-factor authentication disabled',
      text: `Login two-factor authentication was ${enabled ? 'enabled' : 'disabled'} on your Client Portal account. If this was not you, contact support at once.`,
    });
  });
  return {
    detail: enabled ? accountMessages.twoFactorEnabledLogout : accountMessages.twoFactorDisabled,
    login_two_factor_auth_enabled: enabled,
    logged_out: enabled && changed,
  };
}

export async function updateMarketingOptOut(
  deps: Deps,
  auth: AuthContext,
  optOut: boolean,
  caller: Caller,
): Promise<{ detail: string; marketing_opt_out: boolean }> {
  await deps.db.tx(async (q) => {
    await setMarketingOptOut(q, auth.actingUserId, optOut);
    await logActivity(q, {
      userId: auth.actingUserId,
      actorUserId: auth.user.id,
      action: 'marketing_opt_out_changed',
      ip: caller.ip,
      detail: { marketing_opt_out: optOut },
    });
  });
  return { detail: accountMessages.settingsSaved, marketing_opt_out: optOut };
}

// --- Change e-mail ---

/**
 * The e-mail to the new address: a link (any device, 24 hours) and a six-digit code for the session that
 * asked (10 minutes, POST confirm-email-address-by-code).
 */
async function sendEmailChangeLink(deps: Deps, q: Queryable, auth: AuthContext, newEmail: string) {
  const user = auth.user;
  await throttle(q, `email-change-send:${user.id}`, EMAIL_CHANGE_SENDS_PER_HOUR);
  const token = randomToken();
  await insertEmailChange(
    q,
    { user_id: user.id, new_email: newEmail, token_hash: sha256(token) },
    EMAIL_CHANGE_LINK_TTL_SECONDS,
  );
  const code = await issueCode(q, user.id, auth.session.id, 'email_change');
  await deps.messenger.sendEmail(q, {
    to: newEmail,
    subject: 'Confirm your new e-mail address',
    text: `To use this address for your Client Portal account, open this link within 24 hours:\n\n${deps.config.publicUrl}/account/confirm-email/?key=${token}\n\nOr enter this code in the portal within 10 minutes: ${code}\n\nIf you did not ask for this, ignore this e-mail.`,
  });
}

export async function requestEmailChange(
  deps: Deps,
  auth: AuthContext,
  input: { new_email: string; password: string },
  caller: Caller,
): Promise<{ detail: string; new_email: string }> {
  refuseManaged(auth);
  requireConfirmedAction(auth, 'email');
  await requireCurrentPassword(deps, auth.user, input.password, 'password', AUTH_MESSAGES.wrongPassword);
  if (input.new_email.toLowerCase() === auth.user.email.toLowerCase()) {
    throw fieldError('new_email', 'This is already your e-mail address.');
  }
  await deps.db.tx(async (q) => {
    await sendEmailChangeLink(deps, q, auth, input.new_email);
    await logActivity(q, { userId: auth.user.id, action: 'email_change_requested', ip: caller.ip });
  });
  return { detail: accountMessages.emailConfirmationSent, new_email: input.new_email };
}

export async function resendEmailChange(
  deps: Deps,
  auth: AuthContext,
): Promise<{ detail: string; new_email: string }> {
  refuseManaged(auth);
  const newEmail = await deps.db.tx(async (q) => {
    const pending = await findPendingEmailChange(q, auth.user.id);
    if (!pending) return null;
    await sendEmailChangeLink(deps, q, auth, pending.new_email);
    return pending.new_email;
  });
  if (newEmail === null) throw new AppError(400, { detail: accountMessages.noEmailChangePending });
  return { detail: accountMessages.emailConfirmationSent, new_email: newEmail };
}

type EmailChange = { id: number; user_id: number; new_email: string };
type EmailChangeOutcome = 'invalid' | 'taken' | 'changed';

/** Applies a confirmed change; the old address is told (without the link or the new address). */
async function applyEmailChange(
  deps: Deps,
  q: Queryable,
  change: EmailChange,
  caller: Caller,
): Promise<EmailChangeOutcome> {
  if (await emailTakenByOther(q, change.new_email, change.user_id)) return 'taken';
  const user = await userWithId(q, change.user_id);
  if (!user) return 'invalid';
  await markEmailChangeUsed(q, change.id);
  await setUserEmail(q, change.user_id, change.new_email);
  await logActivity(q, { userId: change.user_id, action: 'email_changed', ip: caller.ip });
  const notice =
    'The e-mail address of your Client Portal account was changed. If this was not you, contact support at once.';
  await deps.messenger.sendEmail(q, {
    to: user.email,
    subject: 'Your e-mail address was changed',
    text: notice,
  });
  await notifyInApp(deps, q, change.user_id, 'Your e-mail address was changed', notice);
  return 'changed';
}

function emailChangeAnswer(outcome: EmailChangeOutcome): { detail: string } {
  if (outcome === 'invalid') throw new AppError(400, { detail: accountMessages.emailLinkInvalid });
  if (outcome === 'taken') throw new AppError(400, { detail: accountMessages.emailInUse });
  return { detail: accountMessages.emailChanged };
}

/** Opening the link changes the e-mail. */
export async function confirmEmailChange(
  deps: Deps,
  key: string,
  caller: Caller,
): Promise<{ detail: string }> {
  await throttle(deps.db, `email-change-confirm:${caller.ip}`, { max: 30, windowSeconds: 15 * 60 });
  const outcome = await deps.db.tx(async (q) => {
    const change = await findLiveEmailChange(q, sha256(key));
    if (!change) return 'invalid' as const;
    return applyEmailChange(deps, q, change, caller);
  });
  return emailChangeAnswer(outcome);
}

/**
 * The code of the e-mail changes the address too, in the session that asked for the change: six digits
 * are guessable where 256 bits are not, so the code is bound to that session and limited like every code.
 */
export async function confirmEmailChangeByCode(
  deps: Deps,
  auth: AuthContext,
  code: string,
  caller: Caller,
): Promise<{ detail: string }> {
  refuseManaged(auth);
  if (!(await findLivePendingEmailChange(deps.db, auth.user.id)))
    throw new AppError(400, { detail: accountMessages.noEmailChangePending });
  const failure = await checkCode(deps, auth.user.id, auth.session.id, 'email_change', code, caller.ip);
  if (failure) throw fieldError('code', failure);
  const outcome = await deps.db.tx(async (q) => {
    const change = await findLivePendingEmailChange(q, auth.user.id);
    if (!change) return 'invalid' as const;
    return applyEmailChange(deps, q, change, caller);
  });
  return emailChangeAnswer(outcome);
}

// --- Change phone ---

export async function requestPhoneChange(
  deps: Deps,
  auth: AuthContext,
  input: { new_phone_number: string; password: string },
  caller: Caller,
): Promise<{ detail: string; new_phone_number: string }> {
  refuseManaged(auth);
  requireConfirmedAction(auth, 'phone');
  await requireCurrentPassword(deps, auth.user, input.password, 'password', AUTH_MESSAGES.wrongPassword);
  if (input.new_phone_number === auth.user.phone_number) {
    throw fieldError('new_phone_number', 'This is already your mobile number.');
  }
  await deps.db.tx(async (q) => {
    await upsertPhoneChange(q, {
      user_id: auth.user.id,
      session_id: auth.session.id,
      new_phone_number: input.new_phone_number,
    });
    await sendCode(
      deps,
      q,
      { ...auth.user, phone_number: input.new_phone_number },
      auth.session.id,
      'phone_change',
      {
        resend: false,
      },
    );
    await logActivity(q, {
      userId: auth.user.id,
      action: 'phone_change_requested',
      ip: caller.ip,
      detail: { new_phone_number: mask(input.new_phone_number) },
    });
  });
  return { detail: accountMessages.phoneCodeSent, new_phone_number: input.new_phone_number };
}

async function pendingPhoneOf(deps: Deps, auth: AuthContext) {
  const pending = await findPhoneChange(deps.db, auth.user.id);
  // The code is bound to the session that asked for it.
  if (!pending || pending.session_id !== auth.session.id) {
    throw new AppError(400, { detail: accountMessages.noPhoneChangePending });
  }
  return pending;
}

export async function resendPhoneChange(deps: Deps, auth: AuthContext): Promise<{ detail: string }> {
  refuseManaged(auth);
  const pending = await pendingPhoneOf(deps, auth);
  await deps.db.tx((q) =>
    sendCode(
      deps,
      q,
      { ...auth.user, phone_number: pending.new_phone_number },
      auth.session.id,
      'phone_change',
      {
        resend: true,
      },
    ),
  );
  return { detail: accountMessages.phoneCodeSent };
}

export async function confirmPhoneChange(
  deps: Deps,
  auth: AuthContext,
  code: string,
  caller: Caller,
): Promise<{ detail: string; phone_number: string }> {
  refuseManaged(auth);
  const pending = await pendingPhoneOf(deps, auth);
  const failure = await checkCode(deps, auth.user.id, auth.session.id, 'phone_change', code, caller.ip);
  if (failure) throw fieldError('code', failure);
  await deps.db.tx(async (q) => {
    await setUserPhone(q, auth.user.id, pending.new_phone_number);
    await deletePhoneChange(q, auth.user.id);
    await logActivity(q, { userId: auth.user.id, action: 'phone_changed', ip: caller.ip });
    const notice =
      'The mobile number of your Client Portal account was changed. If this was not you, contact support at once.';
    await deps.messenger.sendEmail(q, {
      to: auth.user.email,
      subject: 'Your mobile number was changed',
      text: notice,
    });
    await notifyInApp(deps, q, auth.user.id, 'Your mobile number was changed', notice);
  });
  return { detail: accountMessages.phoneChanged, phone_number: pending.new_phone_number };
}

/** The in-app notice beside the e-mail (security notices carry no secrets). */
async function notifyInApp(
  deps: Deps,
  q: Queryable,
  userId: number,
  title: string,
  description: string,
): Promise<void> {
  await createNotification(deps, q, {
    user_id: userId,
    title,
    description,
    labels: ['security'],
    redirect_url: '/account/activity/',
  });
}
