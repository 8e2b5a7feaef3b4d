// Adding and removing passkeys from the settings: a change of second factor like the authenticator app's,
// behind a fresh second factor, in the activity log and e-mailed.
import {
  PASSKEY_MESSAGES,
  type TBackupCodesResponse,
  type TPasskeyRegistrationRequest,
  type TWebAuthnOptionsResponse,
} from '@portal/contracts/api/second-factors';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { hasAppOrPasskey } from '../auth/second-factor-channels.ts';
import type { AuthContext } from '../auth/session-context.ts';
import { issueBackupCodes } from './backup-codes.ts';
import { deletePasskey, insertPasskey, listPasskeys } from './queries.ts';
import { recordFactorChange, removeAppOrPasskey, requireFreshFactor } from './service.ts';
import { registrationOptions, verifyRegistration } from './webauthn.ts';

type Caller = { ip: string };

export async function passkeyRegistrationOptions(
  deps: Deps,
  auth: AuthContext,
  passwordless: boolean,
): Promise<TWebAuthnOptionsResponse> {
  requireFreshFactor(auth);
  return registrationOptions(deps, auth.user, auth.session.id, passwordless);
}

/**
 * Saves the passkey the browser made, once its attestation verifies against this session's challenge
 * with user verification. The first app or passkey comes with backup codes, as the app's enrolment does;
 * they are answered once.
 */
export async function addPasskey(
  deps: Deps,
  auth: AuthContext,
  input: TPasskeyRegistrationRequest,
  caller: Caller,
): Promise<TBackupCodesResponse> {
  requireFreshFactor(auth);
  const credential = await verifyRegistration(deps, auth.session.id, input.credential);
  if (!credential) throw new AppError(400, { detail: PASSKEY_MESSAGES.notVerified });
  const firstStrongFactor = !hasAppOrPasskey(auth.user);
  const backupCodes = await deps.db.tx(async (q) => {
    const saved = await insertPasskey(q, {
      user_id: auth.user.id,
      credential_id: credential.id,
      public_key: credential.publicKey,
      sign_count: credential.counter,
      transports: credential.transports ?? [],
      name: input.name,
      passwordless: input.passwordless,
    });
    if (!saved) return null;
    await recordFactorChange(deps, q, auth, 'passkey_added', caller, { name: input.name });
    return firstStrongFactor ? issueBackupCodes(deps, q, auth.user.id) : [];
  });
  if (!backupCodes) throw new AppError(400, { detail: PASSKEY_MESSAGES.notVerified });
  return {
    detail: backupCodes.length > 0 ? PASSKEY_MESSAGES.addedWithBackupCodes : PASSKEY_MESSAGES.added,
    backup_codes: backupCodes,
  };
}

/** Removes one of the user's passkeys; staff keep at least one app or passkey. */
export async function removePasskey(
  deps: Deps,
  auth: AuthContext,
  id: number,
  caller: Caller,
): Promise<{ detail: string }> {
  requireFreshFactor(auth);
  const removed = (await listPasskeys(deps.db, auth.user.id)).find((passkey) => passkey.id === id);
  if (!removed) throw notFound();
  await removeAppOrPasskey(deps, auth, caller, (q) => deletePasskey(q, auth.user.id, id), {
    activity: 'passkey_removed',
    detail: { name: removed.name },
  });
  return { detail: PASSKEY_MESSAGES.removed };
}
