// Checking a code of an authenticator app, a backup code or a passkey's answer: what sign-in and action
// confirmation (modules/auth) call beside the SMS code's own check (auth/codes.ts).
import { normaliseBackupCode, PASSKEY_MESSAGES } from '@portal/contracts/api/second-factors';
import { verify } from 'otplib';
import type { Deps } from '../../deps.ts';
import { reset, throttle } from '../../security/rate-limit.ts';
import { decryptSecret } from '../../security/secret-cipher.ts';
import { acceptTimeStep, findTotp, spendBackupCode, unusedBackupCodes } from './queries.ts';
import { verifyAssertion } from './webauthn.ts';

// Like an SMS code: five wrong tries, here per user in 15 minutes (an app has no "new code" to ask for),
// and the per-address limit every code check shares.
const TRIES_PER_USER = { max: 5, windowSeconds: 15 * 60 };
const CODE_CHECK_WINDOW_SECONDS = 15 * 60;
/** Codes of the step before and after now are accepted: phones' clocks drift. */
const TOLERANCE_SECONDS = 30;

export const SECOND_FACTOR_MESSAGES = {
  invalid: 'The code is not valid.',
  reused: 'This code has already been used. Please wait for the next code in your app.',
  noApp: 'There is no authenticator app on your account.',
} as const;

/** Counts the try before anything is compared, so tries sent at once never see room that is not there. */
async function countTry(deps: Deps, userId: number, ip: string): Promise<void> {
  await throttle(deps.db, `code-check-address:${ip}`, {
    max: deps.config.codeChecksPerAddress,
    windowSeconds: CODE_CHECK_WINDOW_SECONDS,
  });
  await throttle(deps.db, `second-factor-check:${userId}`, TRIES_PER_USER);
}

/** The time step a code of `secret` belongs to, if it is valid now. */
export async function timeStepOf(secret: string, code: string): Promise<number | null> {
  const result = await verify({ secret, token: code, epochTolerance: TOLERANCE_SECONDS });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Checks a code of the user's authenticator app (also an app being enrolled) and answers the failure
 * message, if any. A code is accepted once: its time step is recorded in the same statement that checks
 * it is newer than the last one accepted.
 */
export async function checkAppCode(
  deps: Deps,
  userId: number,
  code: string,
  ip: string,
  options: { enrolling: boolean } = { enrolling: false },
): Promise<string | null> {
  await countTry(deps, userId, ip);
  const app = await findTotp(deps.db, userId);
  if (!app || (app.confirmed_at === null) !== options.enrolling) return SECOND_FACTOR_MESSAGES.noApp;
  const step = await timeStepOf(decryptSecret(deps.config.tfnEncryptionKey, app.secret_ciphertext), code);
  if (step === null) return SECOND_FACTOR_MESSAGES.invalid;
  if (!(await acceptTimeStep(deps.db, userId, step))) return SECOND_FACTOR_MESSAGES.reused;
  await reset(deps.db, `second-factor-check:${userId}`);
  return null;
}

/** Checks and spends one of the user's backup codes; answers the failure message, if any. */
export async function checkBackupCode(
  deps: Deps,
  userId: number,
  code: string,
  ip: string,
): Promise<string | null> {
  await countTry(deps, userId, ip);
  const typed = normaliseBackupCode(code);
  for (const stored of await unusedBackupCodes(deps.db, userId)) {
    if (await deps.hasher.verify(stored.code_hash, typed)) {
      if (!(await spendBackupCode(deps.db, stored.id))) break;
      await reset(deps.db, `second-factor-check:${userId}`);
      return null;
    }
  }
  return SECOND_FACTOR_MESSAGES.invalid;
}

/**
 * Checks a passkey's answer to a challenge this session asked for (a sign-in's second factor or an
 * action's confirmation): only the user's own passkeys count. Counted like a code, though a signature
 * cannot be guessed: a broken client must not make the server verify without end.
 */
export async function checkPasskey(
  deps: Deps,
  user: { id: number; sessionId: number },
  response: { id: string },
  ip: string,
): Promise<string | null> {
  await countTry(deps, user.id, ip);
  const used = await verifyAssertion(
    deps,
    { purpose: 'second_factor', sessionId: user.sessionId },
    response,
    (passkey) => passkey.user_id === user.id,
  );
  if (!used) return PASSKEY_MESSAGES.notVerified;
  await reset(deps.db, `second-factor-check:${user.id}`);
  return null;
}
