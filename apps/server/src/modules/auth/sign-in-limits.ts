import type { Queryable } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { giveBack, hit, secondsLeft, takeAttempt, tooManyAttempts } from '../../security/rate-limit.ts';
import { findUserByEmail, forgetRateLimits } from './queries.ts';

/**
 * How many password attempts an e-mail may take (docs/security.md, sign-in limits). Every attempt is
 * taken from both limits before its password is checked, so attempts sent at once never see room that
 * is not there; the rightful user's attempt is given back.
 *
 * - From one address: 5 attempts per e-mail in 15 minutes. An attacker's address runs out; the owner's
 *   address does not.
 * - From all addresses together: 20 attempts per e-mail in an hour, then the e-mail is held for an hour,
 *   two, four... (at most a day), doubling with each hold within a day of the last one.
 */
export const SIGN_IN_LIMITS = {
  perAddress: { max: 5, windowSeconds: 15 * 60 },
  perAccount: { max: 20, windowSeconds: 3600, maxHoldSeconds: 24 * 3600 },
} as const;

// One e-mail to the owner per hour of attack, however many attempts are refused.
const ATTACK_NOTICES = { max: 1, windowSeconds: 3600 };

const accountKey = (email: string) => `login-account:${email.toLowerCase()}`;
const addressKey = (email: string, ip: string) => `login-account-address:${email.toLowerCase()}:${ip}`;

/**
 * Takes an attempt for the e-mail (known or not, so the answer never tells which e-mails have
 * accounts) or refuses with 429 when a limit is spent, telling the owner once an hour.
 */
export async function takeSignInAttempt(deps: Deps, email: string, ip: string): Promise<void> {
  const fromAddress = await hit(deps.db, addressKey(email, ip), SIGN_IN_LIMITS.perAddress);
  if (fromAddress > SIGN_IN_LIMITS.perAddress.max) {
    await warnOwner(deps, email);
    throw tooManyAttempts(await secondsLeft(deps.db, addressKey(email, ip), SIGN_IN_LIMITS.perAddress));
  }
  const overall = await takeAttempt(deps.db, accountKey(email), SIGN_IN_LIMITS.perAccount);
  if (!overall.allowed) {
    await warnOwner(deps, email);
    throw tooManyAttempts(overall.retryAfter);
  }
}

/** The password was right: the attempt does not count against the owner. */
export async function returnSignInAttempt(q: Queryable, email: string, ip: string): Promise<void> {
  await forgetRateLimits(q, { key: addressKey(email, ip) });
  await giveBack(q, accountKey(email));
}

/** Forgets every attempt counted against the e-mail (staff unblocking a client). */
export async function clearSignInAttempts(q: Queryable, email: string): Promise<void> {
  await forgetRateLimits(q, {
    key: accountKey(email),
    prefix: `login-account-address:${email.toLowerCase()}:`,
  });
}

/** The owner hears that someone is guessing their password: no address, no password, no link. */
async function warnOwner(deps: Deps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const notices = await hit(deps.db, `login-attack-notice:${user.id}`, ATTACK_NOTICES);
  if (notices > ATTACK_NOTICES.max) return;
  await deps.db.tx((q) =>
    deps.messenger.sendEmail(q, {
      to: user.email,
      subject: 'Repeated failed sign-ins to your Client Portal account',
      text: 'Someone has repeatedly tried to sign in to your Client Portal account with a wrong password, so further attempts are being slowed down. You can still sign in as usual. If you did not make these attempts, consider changing your password; if you cannot sign in, contact support.',
    }),
  );
}
