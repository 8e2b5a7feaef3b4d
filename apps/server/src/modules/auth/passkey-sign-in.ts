// Passkeys at sign-in and for protected actions: as the second factor of a password sign-in, to confirm
// an action, and as a passwordless sign-in with a passkey the user chose for it. Each is an options call
// (a challenge for this session) and a verify call, as the typed factors are one call.
import type { TLoginResponse } from '@portal/contracts/api/auth';
import { PASSKEY_MESSAGES, type TWebAuthnOptionsResponse } from '@portal/contracts/api/second-factors';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/errors.ts';
import { logActivity } from '../../security/activity-log.ts';
import { randomToken, sha256 } from '../../security/tokens.ts';
import { getProfile } from '../profile/service.ts';
import { checkPasskey } from '../second-factors/verify.ts';
import { authenticationOptions, verifyAssertion } from '../second-factors/webauthn.ts';
import { type Caller, sessionDevice } from '../sessions/caller.ts';
import { alertIfNewDevice } from '../sessions/new-device.ts';
import { clearTwoFactorAfterReset, findUserById, insertSession } from './queries.ts';
import {
  completeSignIn,
  openActionWindow,
  refuseChannelNotSetUp,
  requirePendingSignIn,
  throttleSignInsFrom,
} from './service.ts';
import { type AuthContext, blockedError } from './session-context.ts';

type Assertion = { id: string };

/** A challenge for one of the caller's passkeys, bound to the caller's session. */
function secondFactorOptions(deps: Deps, auth: AuthContext): Promise<TWebAuthnOptionsResponse> {
  refuseChannelNotSetUp(auth.user, 'passkey');
  return authenticationOptions(deps, {
    purpose: 'second_factor',
    sessionId: auth.session.id,
    userId: auth.user.id,
  });
}

async function requirePasskey(deps: Deps, auth: AuthContext, assertion: Assertion, caller: Caller) {
  refuseChannelNotSetUp(auth.user, 'passkey');
  const failure = await checkPasskey(
    deps,
    { id: auth.user.id, sessionId: auth.session.id },
    assertion,
    caller.ip,
  );
  if (failure) throw new AppError(400, { detail: failure });
}

export function loginConfirmationOptions(deps: Deps, auth: AuthContext): Promise<TWebAuthnOptionsResponse> {
  requirePendingSignIn(auth);
  return secondFactorOptions(deps, auth);
}

/** The passkey confirms a password sign-in, as an app's code does. */
export async function confirmLoginWithPasskey(
  deps: Deps,
  auth: AuthContext,
  assertion: Assertion,
  caller: Caller,
): Promise<TLoginResponse> {
  requirePendingSignIn(auth);
  await requirePasskey(deps, auth, assertion, caller);
  return completeSignIn(deps, auth, 'passkey', caller);
}

export const actionConfirmationOptions = secondFactorOptions;

/** The passkey opens protected writes for ten minutes, as a code does. */
export async function confirmActionWithPasskey(
  deps: Deps,
  auth: AuthContext,
  assertion: Assertion,
  caller: Caller,
): Promise<{ detail: string }> {
  await requirePasskey(deps, auth, assertion, caller);
  return openActionWindow(deps, auth);
}

/** A challenge for a passwordless sign-in: no session and no user yet; the browser lists its passkeys. */
export async function passwordlessOptions(deps: Deps, caller: Caller): Promise<TWebAuthnOptionsResponse> {
  await throttleSignInsFrom(deps, caller, 'passkey-challenge');
  return authenticationOptions(deps, { purpose: 'passwordless', sessionId: null, userId: null });
}

/**
 * A passwordless sign-in: a passkey the user chose for it, verified with user verification, is both
 * factors (something held, unlocked by something known or a biometric), so the session opens signed in.
 * It keeps what a password sign-in keeps: the per-address limit, a blocked account refused, a forced
 * password change enforced by the session (session-context.ts), the 'login' entry of the activity log.
 */
export async function passkeyLogin(
  deps: Deps,
  assertion: Assertion,
  caller: Caller,
): Promise<TLoginResponse> {
  await throttleSignInsFrom(deps, caller);
  let notPasswordless = false;
  const passkey = await verifyAssertion(
    deps,
    { purpose: 'passwordless', sessionId: null },
    assertion,
    (candidate) => {
      notPasswordless = !candidate.passwordless;
      return candidate.passwordless;
    },
  );
  if (!passkey) {
    throw new AppError(400, {
      detail: notPasswordless ? PASSKEY_MESSAGES.notForPasswordless : PASSKEY_MESSAGES.notVerified,
    });
  }
  const user = await findUserById(deps.db, passkey.user_id);
  if (!user) throw new AppError(400, { detail: PASSKEY_MESSAGES.notVerified });
  if (user.blocked_status) throw blockedError(user.blocked_status);
  const key = randomToken();
  await deps.db.tx(async (q) => {
    const sessionId = await insertSession(q, {
      user_id: user.id,
      token_hash: sha256(key),
      pending_two_factor: null,
      ...sessionDevice(caller),
    });
    await alertIfNewDevice(deps, q, sessionId);
    // A second factor was given: as after a code, a password reset no longer asks for one.
    await clearTwoFactorAfterReset(q, user.id);
    await logActivity(q, {
      userId: user.id,
      action: 'login',
      ip: caller.ip,
      detail: { two_factor: null, passkey: passkey.id },
    });
  });
  return { key, profile: await getProfile(deps, user.id) };
}
