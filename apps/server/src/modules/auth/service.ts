import type { TLoginResponse, TSecurityResource } from '@portal/contracts/api/auth';
import type {
  TSecondFactorChannel,
  TSecondFactorChannelsResponse,
} from '@portal/contracts/api/second-factors';
import { jwtVerify } from 'jose';
import type { Queryable } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError, fieldError } from '../../http/errors.ts';
import { isRowId } from '../../http/ids.ts';
import { logActivity } from '../../security/activity-log.ts';
import { reset, throttle } from '../../security/rate-limit.ts';
import { randomToken, sha256 } from '../../security/tokens.ts';
import { createNotification, SECURITY_NOTIFICATIONS } from '../notifications/service.ts';
import { getProfile } from '../profile/service.ts';
import { checkAppCode, checkBackupCode } from '../second-factors/verify.ts';
import { type Caller, sessionDevice } from '../sessions/caller.ts';
import { alertIfNewDevice } from '../sessions/new-device.ts';
import { checkCode, sendCode } from './codes.ts';
import {
  clearTwoFactorAfterReset,
  confirmActionsFor,
  findLiveLink,
  findSessionByTokenHash,
  findUserByEmail,
  findUserById,
  insertLink,
  insertSession,
  markEmailVerified,
  markLinkUsed,
  recordAdvisorTokenUse,
  recordPasswordResetRequest,
  revokeAllSessions,
  revokeSession,
  rotateSessionToken,
  setBlocked,
  setPassword,
  type UserRow,
} from './queries.ts';
import { channelsOf, hasAppOrPasskey } from './second-factor-channels.ts';
import { type AuthContext, blockedError } from './session-context.ts';
import { returnSignInAttempt, takeSignInAttempt } from './sign-in-limits.ts';

const LOGIN_ADDRESS_WINDOW_SECONDS = 15 * 60;
const RESETS_PER_EMAIL = { max: 3, windowSeconds: 3600 };
const RESETS_PER_ADDRESS = { max: 10, windowSeconds: 3600 };
const PASSWORD_CHECKS_PER_USER = { max: 5, windowSeconds: 15 * 60 };
const RESET_LINK_TTL_SECONDS = 3600;
const EMAIL_LINK_TTL_SECONDS = 24 * 3600;
const ACTION_CONFIRMATION_SECONDS = 10 * 60;

export const AUTH_MESSAGES = {
  badCredentials: 'Unable to log in with provided credentials.',
  wrongOldPassword: 'Your old password was entered incorrectly. Please enter it again.',
  wrongPassword: 'Your password was entered incorrectly. Please enter it again.',
  resetSent: 'If an account exists for this e-mail, we have sent a link to reset the password.',
  resetLinkInvalid: 'The password reset link has expired or has already been used.',
  resetDone: 'Password has been reset with the new password.',
  passwordChanged: 'New password has been saved.',
  passwordVerified: 'Your password is correct.',
  codeSent: 'A new verification code has been sent to your phone.',
  actionConfirmed: 'The action has been confirmed.',
  confirmActionFirst: 'Please confirm this action with the code sent to your phone.',
  blocked: 'Your account has been blocked.',
  loggedOut: 'Successfully logged out.',
  emailVerifySent: 'A verification link has been sent to your e-mail.',
  emailVerified: 'Your e-mail address has been verified.',
  emailLinkInvalid: 'The verification link is invalid or has expired.',
  advisorTokenInvalid: 'The sign-in link is invalid or has expired.',
  staffNeedPhone:
    'Staff sign in with a code sent to their mobile, and there is no mobile number on your account. Please contact an administrator.',
  channelNotSetUp: 'This way of confirming is not set up on your account.',
} as const;

/**
 * The second factor a sign-in still needs. Staff, who can act for every client, always need one: a
 * staff user without a mobile number cannot sign in until an administrator adds one.
 */
function pendingFor(user: UserRow): 'login_2fa_required' | 'permission_denied' | null {
  const strong = hasAppOrPasskey(user);
  if (user.is_staff && !user.phone_number && !strong) {
    throw new AppError(403, { detail: AUTH_MESSAGES.staffNeedPhone, code: 'staff_phone_required' });
  }
  if (!user.phone_number && !strong) return null;
  if (user.two_factor_after_reset) return 'permission_denied';
  // An authenticator app or passkey is set up to be used: every password sign-in asks for a factor.
  if (user.is_staff || strong) return 'login_2fa_required';
  return user.login_two_factor_auth_enabled ? 'login_2fa_required' : null;
}

/**
 * Sign-ins of any kind from one address are limited (LOGINS_PER_ADDRESS in 15 minutes); `step` counts a
 * step before the sign-in (a passkey's challenge) on a limit of its own, so it does not halve the other.
 */
export async function throttleSignInsFrom(deps: Deps, caller: Caller, step = 'login'): Promise<void> {
  await throttle(deps.db, `${step}-address:${caller.ip}`, {
    max: deps.config.loginsPerAddress,
    windowSeconds: LOGIN_ADDRESS_WINDOW_SECONDS,
  });
}

export async function login(
  deps: Deps,
  input: { email: string; password: string },
  caller: Caller,
): Promise<TLoginResponse> {
  await throttleSignInsFrom(deps, caller);
  await takeSignInAttempt(deps, input.email, caller.ip);

  const user = await findUserByEmail(deps.db, input.email);
  const valid = await deps.hasher.verify(user?.password_hash, input.password);
  if (!user || !valid) {
    if (user) await logActivity(deps.db, { userId: user.id, action: 'login_failed', ip: caller.ip });
    throw new AppError(400, { non_field_errors: [AUTH_MESSAGES.badCredentials] });
  }
  await returnSignInAttempt(deps.db, input.email, caller.ip);
  if (user.blocked_status) throw blockedError(user.blocked_status);

  const pending = pendingFor(user);
  const key = randomToken();
  await deps.db.tx(async (q) => {
    const sessionId = await insertSession(q, {
      user_id: user.id,
      token_hash: sha256(key),
      pending_two_factor: pending,
      ...sessionDevice(caller),
    });
    if (!pending) await alertIfNewDevice(deps, q, sessionId);
    // The SMS code is sent at once only when it is the default way; with an app or passkey the user
    // asks for one from the Verification overlay if they need it.
    if (pending && channelsOf(user)[0] === 'sms') {
      await sendCode(deps, q, user, sessionId, 'login', { resend: false });
    }
    await logActivity(q, {
      userId: user.id,
      action: 'login',
      ip: caller.ip,
      detail: { two_factor: pending },
    });
  });
  return { key, profile: pending ? null : await getProfile(deps, user.id) };
}

export async function logout(deps: Deps, auth: AuthContext, caller: Caller): Promise<{ detail: string }> {
  await revokeSession(deps.db, auth.session.id);
  await logActivity(deps.db, { userId: auth.user.id, action: 'logout', ip: caller.ip });
  return { detail: AUTH_MESSAGES.loggedOut };
}

/** The user asked for another sign-in code. */
export async function resendLoginCode(deps: Deps, auth: AuthContext): Promise<{ detail: string }> {
  refuseChannelNotSetUp(auth.user, 'sms');
  await deps.db.tx((q) =>
    sendCode(deps, q, auth.user, auth.session.id, auth.session.pending_two_factor ? 'login' : 'action', {
      resend: true,
    }),
  );
  return { detail: AUTH_MESSAGES.codeSent };
}

/** GET /api/auth/second-factors/: the ways the caller can confirm, the default first. */
export function secondFactorChannels(auth: AuthContext): TSecondFactorChannelsResponse {
  const channels = channelsOf(auth.user);
  return { channels, default_channel: channels[0] ?? null };
}

/**
 * Refuses a channel the user cannot use. The SMS code keeps the spec's own answers (a user without a
 * mobile gets 'There is no mobile number on your profile.' when asking for one); only staff with an app or
 * passkey, who may no longer use it, are refused here.
 */
export function refuseChannelNotSetUp(user: UserRow, channel: TSecondFactorChannel): void {
  const usable =
    channel === 'sms'
      ? !user.phone_number || channelsOf(user).includes('sms')
      : channelsOf(user).includes(channel);
  if (!usable) throw new AppError(400, { detail: AUTH_MESSAGES.channelNotSetUp });
}

/** The channels whose code is typed; a passkey answers a challenge instead (modules/second-factors). */
export type CodeChannel = Exclude<TSecondFactorChannel, 'passkey'>;

/** Checks a typed second factor of the caller for a sign-in or an action; answers the failure message. */
async function checkSecondFactor(
  deps: Deps,
  auth: AuthContext,
  purpose: 'login' | 'action',
  channel: CodeChannel,
  code: string,
  ip: string,
): Promise<string | null> {
  refuseChannelNotSetUp(auth.user, channel);
  // The spec's SMS code keeps its own checks and messages exactly.
  if (channel === 'sms') return checkCode(deps, auth.user.id, auth.session.id, purpose, code, ip);
  return channel === 'totp'
    ? checkAppCode(deps, auth.user.id, code, ip)
    : checkBackupCode(deps, auth.user.id, code, ip);
}

export function requirePendingSignIn(auth: AuthContext): void {
  if (!auth.session.pending_two_factor)
    throw new AppError(400, { detail: 'There is no sign-in to confirm.' });
}

export async function confirmLogin(
  deps: Deps,
  auth: AuthContext,
  code: string,
  caller: Caller,
  channel: CodeChannel = 'sms',
): Promise<TLoginResponse> {
  requirePendingSignIn(auth);
  const failure = await checkSecondFactor(deps, auth, 'login', channel, code, caller.ip);
  if (failure) throw fieldError('code', failure);
  return completeSignIn(deps, auth, channel, caller);
}

/** The second factor of a sign-in was given: a new key for the signed-in session. */
export async function completeSignIn(
  deps: Deps,
  auth: AuthContext,
  channel: TSecondFactorChannel,
  caller: Caller,
): Promise<TLoginResponse> {
  // A new key after the second factor: whoever saw the first one cannot use the signed-in session.
  const key = randomToken();
  await deps.db.tx(async (q) => {
    await rotateSessionToken(q, auth.session.id, sha256(key), { clearPending: true });
    await clearTwoFactorAfterReset(q, auth.user.id);
    // A staff member without an app or passkey may only set one up, which needs a fresh factor: the code
    // just given is one (a second SMS at once would wait out the resend timeout).
    if (auth.user.is_staff && !hasAppOrPasskey(auth.user)) {
      await confirmActionsFor(q, auth.session.id, ACTION_CONFIRMATION_SECONDS);
    }
    await alertIfNewDevice(deps, q, auth.session.id);
    await logActivity(q, {
      userId: auth.user.id,
      action: 'login_two_factor_confirmed',
      ip: caller.ip,
      detail: { channel },
    });
  });
  return { key, profile: await getProfile(deps, auth.user.id) };
}

/** Protected resources need a confirmed code before a write when the user has two-factor on. */
export function twoFactorRequiredForWrite(user: UserRow): boolean {
  return user.login_two_factor_auth_enabled && user.phone_number !== null;
}

/**
 * Whether writing `resource` needs a freshly confirmed code. A security setting (password, e-mail,
 * mobile, login two-factor) needs one whenever there is a mobile to send it to, whatever the login
 * two-factor setting: a stolen session alone must not take the account over. Blocking the account
 * follows the login two-factor setting.
 */
function codeRequiredFor(user: UserRow, resource: TSecurityResource): boolean {
  if (resource === 'block_access') return twoFactorRequiredForWrite(user) || hasAppOrPasskey(user);
  return channelsOf(user).length > 0;
}

export function securitySchema(auth: AuthContext, resource: TSecurityResource) {
  const confirmedUntil = auth.session.action_confirmed_until;
  return {
    resource,
    two_factor_required_for_write: codeRequiredFor(auth.user, resource),
    confirmed: confirmedUntil !== null && confirmedUntil.getTime() > Date.now(),
  };
}

/** Refuses a write of `resource` (403 action_confirmation_required) until the schema's code is confirmed. */
export function requireConfirmedAction(auth: AuthContext, resource: TSecurityResource): void {
  const schema = securitySchema(auth, resource);
  if (schema.two_factor_required_for_write && !schema.confirmed) {
    throw new AppError(403, {
      code: 'action_confirmation_required',
      detail: AUTH_MESSAGES.confirmActionFirst,
    });
  }
}

export async function sendActionCode(deps: Deps, auth: AuthContext): Promise<{ detail: string }> {
  refuseChannelNotSetUp(auth.user, 'sms');
  await deps.db.tx((q) => sendCode(deps, q, auth.user, auth.session.id, 'action', { resend: true }));
  return { detail: AUTH_MESSAGES.codeSent };
}

export async function confirmAction(
  deps: Deps,
  auth: AuthContext,
  code: string,
  caller: Caller,
  channel: CodeChannel = 'sms',
): Promise<{ detail: string }> {
  const failure = await checkSecondFactor(deps, auth, 'action', channel, code, caller.ip);
  if (failure) throw fieldError('code', failure);
  return openActionWindow(deps, auth);
}

/** A fresh second factor was given: protected writes are open for ten minutes on this session. */
export async function openActionWindow(deps: Deps, auth: AuthContext): Promise<{ detail: string }> {
  await confirmActionsFor(deps.db, auth.session.id, ACTION_CONFIRMATION_SECONDS);
  return { detail: AUTH_MESSAGES.actionConfirmed };
}

/** Checks the current password for a sensitive change; guesses are limited per user. */
export async function requireCurrentPassword(
  deps: Deps,
  user: UserRow,
  password: string,
  field: string,
  message: string,
) {
  await throttle(deps.db, `password-check:${user.id}`, PASSWORD_CHECKS_PER_USER);
  if (!(await deps.hasher.verify(user.password_hash, password))) throw fieldError(field, message);
  await reset(deps.db, `password-check:${user.id}`);
}

export async function changePassword(
  deps: Deps,
  auth: AuthContext,
  input: { old_password: string; new_password1: string },
  caller: Caller,
): Promise<{ detail: string; key: string }> {
  requireConfirmedAction(auth, 'password');
  await requireCurrentPassword(
    deps,
    auth.user,
    input.old_password,
    'old_password',
    AUTH_MESSAGES.wrongOldPassword,
  );
  const passwordHash = await deps.hasher.hash(input.new_password1);
  const key = randomToken();
  await deps.db.tx(async (q) => {
    await setPassword(q, auth.user.id, passwordHash, false);
    // Every other device is signed out; this one continues with a new key.
    await revokeAllSessions(q, auth.user.id);
    await insertSession(q, {
      user_id: auth.user.id,
      token_hash: sha256(key),
      pending_two_factor: null,
      ...sessionDevice(caller),
    });
    await logActivity(q, { userId: auth.user.id, action: 'password_changed', ip: caller.ip });
    await createNotification(deps, q, { user_id: auth.user.id, ...SECURITY_NOTIFICATIONS.passwordChanged });
    await deps.messenger.sendEmail(q, {
      to: auth.user.email,
      subject: 'Your password was changed',
      text: 'The password of your Client Portal account was changed. If this was not you, contact support at once.',
    });
  });
  return { detail: AUTH_MESSAGES.passwordChanged, key };
}

/**
 * POST /api/auth/password-verify/: checks the signed-in person's password (a staff member acting for a
 * client: their own), counted against the same limit as every password check, so it cannot be guessed.
 */
export async function verifyPassword(
  deps: Deps,
  auth: AuthContext,
  password: string,
): Promise<{ detail: string }> {
  await requireCurrentPassword(deps, auth.user, password, 'password', AUTH_MESSAGES.wrongPassword);
  return { detail: AUTH_MESSAGES.passwordVerified };
}

export async function blockOwnAccount(
  deps: Deps,
  auth: AuthContext,
  password: string,
  caller: Caller,
): Promise<{ detail: string }> {
  if (auth.managed)
    throw new AppError(403, { detail: 'Staff cannot block an account on behalf of a client.' });
  requireConfirmedAction(auth, 'block_access');
  await requireCurrentPassword(deps, auth.user, password, 'password', AUTH_MESSAGES.wrongPassword);
  await deps.db.tx(async (q) => {
    await setBlocked(q, auth.user.id, 'permanent_blocked');
    await revokeAllSessions(q, auth.user.id);
    await logActivity(q, { userId: auth.user.id, action: 'account_blocked_by_user', ip: caller.ip });
  });
  return { detail: AUTH_MESSAGES.blocked };
}

/**
 * Answers the same, with the same work, whether the e-mail has an account or not: the token is drawn and
 * hashed, and one statement records the link and the log entry (for no one when there is no live
 * account). Only the e-mail itself differs, one row queued in the same transaction.
 */
export async function requestPasswordReset(
  deps: Deps,
  email: string,
  caller: Caller,
): Promise<{ detail: string }> {
  await throttle(deps.db, `reset-address:${caller.ip}`, RESETS_PER_ADDRESS);
  await throttle(deps.db, `reset-email:${email.toLowerCase()}`, RESETS_PER_EMAIL);
  const token = randomToken();
  const tokenHash = sha256(token);
  await deps.db.tx(async (q) => {
    const user = await recordPasswordResetRequest(q, {
      email,
      tokenHash,
      ttlSeconds: RESET_LINK_TTL_SECONDS,
      ip: caller.ip,
    });
    if (!user) return;
    await deps.messenger.sendEmail(q, {
      to: user.email,
      subject: 'Reset your Client Portal password',
      text: `To choose a new password, open this link within one hour:\n\n${deps.config.publicUrl}/auth/reset-password-confirm/?uid=${user.id}&token=${token}\n\nIf you did not ask for this, ignore this e-mail.`,
    });
  });
  return { detail: AUTH_MESSAGES.resetSent };
}

export async function checkResetLink(
  deps: Deps,
  input: { uid: string; token: string },
): Promise<{ detail: string }> {
  const link = await deps.db.tx((q) => findLiveLink(q, 'password_reset', sha256(input.token)));
  if (!link || String(link.user_id) !== input.uid)
    throw new AppError(400, { detail: AUTH_MESSAGES.resetLinkInvalid });
  return { detail: 'The link is valid.' };
}

export async function confirmPasswordReset(
  deps: Deps,
  input: { uid: string; token: string; new_password1: string },
  caller: Caller,
): Promise<{ detail: string }> {
  const passwordHash = await deps.hasher.hash(input.new_password1);
  const userId = await deps.db.tx(async (q) => {
    const link = await findLiveLink(q, 'password_reset', sha256(input.token));
    if (!link || String(link.user_id) !== input.uid) return null;
    await markLinkUsed(q, link.id);
    // The next sign-in asks for an SMS code: a reset link alone never opens the account.
    await setPassword(q, link.user_id, passwordHash, true);
    await revokeAllSessions(q, link.user_id);
    await logActivity(q, { userId: link.user_id, action: 'password_reset', ip: caller.ip });
    await createNotification(deps, q, { user_id: link.user_id, ...SECURITY_NOTIFICATIONS.passwordReset });
    const user = await findUserById(q, link.user_id);
    await deps.messenger.sendEmail(q, {
      to: user!.email,
      subject: 'Your password was reset',
      text: 'The password of your Client Portal account was reset. If this was not you, contact support at once.',
    });
    return link.user_id;
  });
  if (userId === null) throw new AppError(400, { detail: AUTH_MESSAGES.resetLinkInvalid });
  return { detail: AUTH_MESSAGES.resetDone };
}

export async function sendEmailVerification(deps: Deps, auth: AuthContext): Promise<{ detail: string }> {
  await throttle(deps.db, `email-verify:${auth.user.id}`, { max: 3, windowSeconds: 3600 });
  const token = randomToken();
  await deps.db.tx(async (q) => {
    await insertLink(
      q,
      { user_id: auth.user.id, purpose: 'email_verify', token_hash: sha256(token) },
      EMAIL_LINK_TTL_SECONDS,
    );
    await deps.messenger.sendEmail(q, {
      to: auth.user.email,
      subject: 'Verify your e-mail address',
      text: `Open this link to verify your e-mail address:\n\n${deps.config.publicUrl}/auth/email-verify/?key=${token}`,
    });
  });
  return { detail: AUTH_MESSAGES.emailVerifySent };
}

export async function verifyEmail(deps: Deps, key: string): Promise<{ detail: string }> {
  const ok = await deps.db.tx(async (q) => {
    const link = await findLiveLink(q, 'email_verify', sha256(key));
    if (!link) return false;
    await markLinkUsed(q, link.id);
    await markEmailVerified(q, link.user_id);
    return true;
  });
  if (!ok) throw new AppError(400, { detail: AUTH_MESSAGES.emailLinkInvalid });
  return { detail: AUTH_MESSAGES.emailVerified };
}

const MAX_ADVISOR_TOKEN_SECONDS = 10 * 60;

type AdvisorClaims = {
  sub?: string;
  iat?: number;
  exp?: number;
  jti?: string;
  managed_user_id?: unknown;
  extra_permissions?: unknown;
};

/**
 * The advisor hand-off: a short-lived HS256 token naming the advisor (a staff user) and the client
 * they act for; the session it opens acts only for that client (scope 'client'). Signature, algorithm, audience, exp, nbf and a ten-minute lifetime are checked, and
 * each token id signs in once.
 */
export async function advisorLogin(
  deps: Deps,
  jwt: string,
  caller: Caller,
): Promise<{
  key: string;
  extra_permissions: Record<string, { actions: string[]; children: string[] }>;
  managed_user_id: number;
}> {
  const invalid = () => new AppError(400, { detail: AUTH_MESSAGES.advisorTokenInvalid });
  let claims: AdvisorClaims;
  try {
    ({ payload: claims } = await jwtVerify<AdvisorClaims>(jwt, deps.config.advisorJwtSecret, {
      algorithms: ['HS256'],
      audience: deps.config.advisorJwtAudience,
      maxTokenAge: '10m',
      requiredClaims: ['exp', 'iat', 'jti', 'sub'],
    }));
  } catch {
    throw invalid();
  }
  // maxTokenAge bounds only the age (now - iat); a token must also not be issued to live longer.
  if (
    typeof claims.exp !== 'number' ||
    typeof claims.iat !== 'number' ||
    claims.exp - claims.iat > MAX_ADVISOR_TOKEN_SECONDS
  ) {
    throw invalid();
  }
  const advisor = claims.sub ? await findUserByEmail(deps.db, claims.sub) : undefined;
  if (!advisor?.is_staff || advisor.blocked_status) throw invalid();
  // The session acts for one client only: a token naming no one, a staff user, or a blocked or
  // unknown user opens none (a hand-off must never become a staff session).
  const managedUserId = claims.managed_user_id;
  if (!isRowId(managedUserId)) throw invalid();
  const client = await findUserById(deps.db, managedUserId);
  if (!client || client.is_staff || client.blocked_status) throw invalid();
  const extra = parseExtraPermissions(claims.extra_permissions);
  const key = randomToken();
  const used = await deps.db.tx(async (q) => {
    if (!(await recordAdvisorTokenUse(q, claims.jti!))) return false;
    await insertSession(q, {
      user_id: advisor.id,
      token_hash: sha256(key),
      pending_two_factor: null,
      extra_permissions: extra,
      managed_user_id: managedUserId,
      ...sessionDevice(caller),
    });
    await logActivity(q, {
      userId: managedUserId,
      actorUserId: advisor.id,
      action: 'advisor_login',
      ip: caller.ip,
    });
    return true;
  });
  if (!used) throw invalid();
  return { key, extra_permissions: extra, managed_user_id: managedUserId };
}

function parseExtraPermissions(value: unknown): Record<string, { actions: string[]; children: string[] }> {
  const result: Record<string, { actions: string[]; children: string[] }> = {};
  if (!value || typeof value !== 'object') return result;
  for (const [product, entry] of Object.entries(value as Record<string, unknown>)) {
    const e = entry as { actions?: unknown; children?: unknown };
    const strings = (v: unknown) =>
      Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
    result[product] = { actions: strings(e?.actions), children: strings(e?.children) };
  }
  return result;
}

// --- For other modules, which never read the user and session tables themselves ---

/** The user signed in with `token`, unless a second factor is still pending; nothing counts as activity. */
export async function signedInUserOfToken(deps: Deps, token: string): Promise<UserRow | undefined> {
  const found = await findSessionByTokenHash(deps.db, sha256(token));
  return found && !found.session.pending_two_factor ? found.user : undefined;
}

export type { UserRow };
export { revokeAllSessions };
export const userWithEmail = (q: Queryable, email: string) => findUserByEmail(q, email);
export const userWithId = (q: Queryable, id: number) => findUserById(q, id);

/** Opens a full session (no step pending) for the user and answers its key. */
export async function openSession(q: Queryable, userId: number, caller: Caller): Promise<string> {
  const key = randomToken();
  await insertSession(q, {
    user_id: userId,
    token_hash: sha256(key),
    pending_two_factor: null,
    ...sessionDevice(caller),
  });
  return key;
}
