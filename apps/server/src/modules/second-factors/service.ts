import type {
  TBackupCodesResponse,
  TSecondFactorsResponse,
  TTotpEnrolmentResponse,
} from '@portal/contracts/api/second-factors';
import { accountMessages } from '@portal/contracts/messages';
import { generateSecret, generateURI } from 'otplib';
import QRCode from 'qrcode';
import type { Queryable } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError, fieldError } from '../../http/errors.ts';
import { logActivity } from '../../security/activity-log.ts';
import { encryptSecret } from '../../security/secret-cipher.ts';
import { hasAppOrPasskey } from '../auth/second-factor-channels.ts';
import { requireConfirmedAction } from '../auth/service.ts';
import type { AuthContext } from '../auth/session-context.ts';
import { issueBackupCodes } from './backup-codes.ts';
import {
  countAppsAndPasskeys,
  countUnusedBackupCodes,
  deleteBackupCodes,
  deleteTotp,
  listPasskeys,
  lockFactorsOf,
  savePendingTotp,
} from './queries.ts';
import { checkAppCode } from './verify.ts';

type Caller = { ip: string };

const ISSUER = 'Client Portal';

export const SECOND_FACTOR_TEXTS = {
  appAlreadySetUp: 'An authenticator app is already set up. Remove it before you set up another.',
  appAdded: 'Your authenticator app is set up. Keep your backup codes somewhere safe.',
  appRemoved: 'Your authenticator app was removed.',
  backupCodesIssued: 'Here are your new backup codes. Your earlier backup codes no longer work.',
  backupCodesNeedFactor: 'Set up an authenticator app or a passkey before you create backup codes.',
  staffKeepOne: 'Staff must keep an authenticator app or a passkey. Add another before you remove this one.',
} as const;

/** What each change of a second factor is called in the activity log and in the e-mail about it. */
const FACTOR_CHANGES = {
  authenticator_app_added: 'An authenticator app was set up',
  authenticator_app_removed: 'An authenticator app was removed',
  backup_codes_generated: 'New backup codes were created',
  passkey_added: 'A passkey was added',
  passkey_removed: 'A passkey was removed',
} as const;
export type FactorChange = keyof typeof FACTOR_CHANGES;

/** Second factors are the user's own: staff acting for a client cannot see or change them. */
function refuseManaged(auth: AuthContext): void {
  if (auth.managed) throw new AppError(403, { detail: accountMessages.staffCannotChange });
}

/** Every change of a second factor is in the activity log and e-mailed to the user (no secret in it). */
export async function recordFactorChange(
  deps: Deps,
  q: Queryable,
  auth: AuthContext,
  change: FactorChange,
  caller: Caller,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await logActivity(q, { userId: auth.user.id, action: change, ip: caller.ip, detail });
  await deps.messenger.sendEmail(q, {
    to: auth.user.email,
    subject: `${FACTOR_CHANGES[change]} on your Client Portal account`,
    text: `${FACTOR_CHANGES[change]} on your Client Portal account. If this was not you, contact support at once.`,
  });
}

/** A change of a second factor needs a fresh second factor (or, for a user with none, the session). */
export function requireFreshFactor(auth: AuthContext): void {
  refuseManaged(auth);
  requireConfirmedAction(auth, 'two_factor');
}

export async function secondFactorsOf(deps: Deps, auth: AuthContext): Promise<TSecondFactorsResponse> {
  refuseManaged(auth);
  return {
    sms: auth.user.phone_number !== null,
    totp: auth.user.has_totp,
    backup_codes_left: await countUnusedBackupCodes(deps.db, auth.user.id),
    passkeys: await listPasskeys(deps.db, auth.user.id),
    app_or_passkey_required: auth.user.is_staff,
  };
}

/** A new secret for an authenticator app, kept unconfirmed until the app's first code confirms it. */
export async function startTotpEnrolment(deps: Deps, auth: AuthContext): Promise<TTotpEnrolmentResponse> {
  requireFreshFactor(auth);
  if (auth.user.has_totp) throw new AppError(400, { detail: SECOND_FACTOR_TEXTS.appAlreadySetUp });
  const secret = generateSecret();
  const saved = await savePendingTotp(deps.db, {
    user_id: auth.user.id,
    secret_ciphertext: encryptSecret(deps.config.tfnEncryptionKey, secret),
  });
  if (!saved) throw new AppError(400, { detail: SECOND_FACTOR_TEXTS.appAlreadySetUp });
  const otpauthUri = generateURI({ issuer: ISSUER, label: auth.user.email, secret });
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1 });
  return {
    secret,
    otpauth_uri: otpauthUri,
    qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/** The app's first code confirms it; ten backup codes are issued with it, shown once. */
export async function confirmTotpEnrolment(
  deps: Deps,
  auth: AuthContext,
  code: string,
  caller: Caller,
): Promise<TBackupCodesResponse> {
  requireFreshFactor(auth);
  const failure = await checkAppCode(deps, auth.user.id, code, caller.ip, { enrolling: true });
  if (failure) throw fieldError('code', failure);
  const backupCodes = await deps.db.tx(async (q) => {
    await recordFactorChange(deps, q, auth, 'authenticator_app_added', caller);
    return issueBackupCodes(deps, q, auth.user.id);
  });
  return { detail: SECOND_FACTOR_TEXTS.appAdded, backup_codes: backupCodes };
}

export async function removeTotp(deps: Deps, auth: AuthContext, caller: Caller): Promise<{ detail: string }> {
  requireFreshFactor(auth);
  await removeAppOrPasskey(deps, auth, caller, (q) => deleteTotp(q, auth.user.id), {
    activity: 'authenticator_app_removed',
  });
  return { detail: SECOND_FACTOR_TEXTS.appRemoved };
}

/**
 * Removes an authenticator app or a passkey (`remove` answers whether there was one) in a transaction
 * that holds the user's row, so two removals sent at once take turns and the second sees what the first
 * left: staff keep at least one, and the backup codes go with the last (without an app or passkey they
 * would be a factor of their own).
 */
export async function removeAppOrPasskey(
  deps: Deps,
  auth: AuthContext,
  caller: Caller,
  remove: (q: Queryable) => Promise<boolean>,
  change: { activity: FactorChange; detail?: Record<string, unknown> },
): Promise<void> {
  await deps.db.tx(async (q) => {
    await lockFactorsOf(q, auth.user.id);
    if (!(await remove(q))) return;
    const left = await countAppsAndPasskeys(q, auth.user.id);
    if (left === 0 && auth.user.is_staff)
      throw new AppError(400, { detail: SECOND_FACTOR_TEXTS.staffKeepOne });
    if (left === 0) await deleteBackupCodes(q, auth.user.id);
    await recordFactorChange(deps, q, auth, change.activity, caller, change.detail);
  });
}

export async function regenerateBackupCodes(
  deps: Deps,
  auth: AuthContext,
  caller: Caller,
): Promise<TBackupCodesResponse> {
  requireFreshFactor(auth);
  if (!hasAppOrPasskey(auth.user))
    throw new AppError(400, { detail: SECOND_FACTOR_TEXTS.backupCodesNeedFactor });
  const backupCodes = await deps.db.tx(async (q) => {
    await recordFactorChange(deps, q, auth, 'backup_codes_generated', caller);
    return issueBackupCodes(deps, q, auth.user.id);
  });
  return { detail: SECOND_FACTOR_TEXTS.backupCodesIssued, backup_codes: backupCodes };
}
