import type { Queryable } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/errors.ts';
import { hit, throttle } from '../../security/rate-limit.ts';
import { randomCode, sha256 } from '../../security/tokens.ts';
import { countWrongAttempt, insertCode, latestCodeForUpdate, markCodeUsed, type UserRow } from './queries.ts';

export const CODE_TTL_SECONDS = 10 * 60;
export const MAX_WRONG_ATTEMPTS = 5;
const CODE_CHECK_WINDOW_SECONDS = 15 * 60;

// invite_phone: the mobile number of a user who signed up from an invitation, before any session exists.
// email_change: the code in the e-mail that confirms a new address (beside its link).
export type CodePurpose = 'login' | 'action' | 'phone_change' | 'invite_phone' | 'email_change';

export const CODE_MESSAGES = {
  invalid: 'The code is not valid.',
  expired: 'The code has expired. Please request a new one.',
  tooManyWrong: 'Too many incorrect attempts. Please request a new code.',
} as const;

/**
 * Sends a fresh six-digit code by SMS, bound to one session and purpose. `resend` marks a request the
 * user made, which must wait out the resend timeout since the last one.
 */
export async function sendCode(
  deps: Deps,
  q: Queryable,
  user: UserRow,
  sessionId: number | null,
  purpose: CodePurpose,
  options: { resend: boolean },
): Promise<void> {
  if (!user.phone_number) throw new AppError(400, { detail: 'There is no mobile number on your profile.' });
  if (options.resend) {
    await throttle(q, `code-resend:${user.id}:${purpose}`, {
      max: 1,
      windowSeconds: deps.config.resendCodeTimeout,
    });
  }
  const perHour = deps.config.codesPerHour;
  const sentThisHour = await hit(q, `code-send:${user.id}`, { max: perHour, windowSeconds: 3600 });
  if (sentThisHour > perHour) {
    throw new AppError(403, {
      code: 'max_verification_limit_reached',
      detail:
        'You have reached the maximum number of verification codes. Please try again in an hour or contact support.',
    });
  }
  const code = await issueCode(q, user.id, sessionId, purpose);
  await deps.messenger.sendSms(q, {
    to: user.phone_number,
    text: `Your Client Portal verification code is ${code}. It expires in 10 minutes. Never share it.`,
  });
}

/** A fresh six-digit code bound to one session and purpose, for the caller to send; earlier ones stay valid until used or expired. */
export async function issueCode(
  q: Queryable,
  userId: number,
  sessionId: number | null,
  purpose: CodePurpose,
): Promise<string> {
  const code = randomCode();
  await insertCode(
    q,
    { user_id: userId, session_id: sessionId, purpose, code_hash: sha256(code) },
    CODE_TTL_SECONDS,
  );
  return code;
}

/**
 * Checks a code in its own transaction and answers the failure message, if any. A wrong guess is
 * counted and committed even though the caller then refuses the request.
 */
export async function checkCode(
  deps: Deps,
  userId: number,
  sessionId: number | null,
  purpose: CodePurpose,
  code: string,
  ip: string,
): Promise<string | null> {
  // Guesses are limited per code (five) and, across accounts, per address.
  await throttle(deps.db, `code-check-address:${ip}`, {
    max: deps.config.codeChecksPerAddress,
    windowSeconds: CODE_CHECK_WINDOW_SECONDS,
  });
  return deps.db.tx(async (q) => {
    const row = await latestCodeForUpdate(q, userId, sessionId, purpose);
    if (!row || row.used) return CODE_MESSAGES.invalid;
    if (row.wrong_attempts >= MAX_WRONG_ATTEMPTS) return CODE_MESSAGES.tooManyWrong;
    if (row.expired) return CODE_MESSAGES.expired;
    if (sha256(code) !== row.code_hash) {
      await countWrongAttempt(q, row.id);
      return row.wrong_attempts + 1 >= MAX_WRONG_ATTEMPTS
        ? CODE_MESSAGES.tooManyWrong
        : CODE_MESSAGES.invalid;
    }
    await markCodeUsed(q, row.id);
    return null;
  });
}
