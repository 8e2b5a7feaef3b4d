// The first staff user of a fresh installation (and any later one):
// `npm run admin -- create-staff <email> <mobile>`.
import { randomBytes, randomInt } from 'node:crypto';
import { zEmail, zMobile } from '@portal/contracts/fields';
import * as z from 'zod/mini';
import type { Queryable } from '../db/client.ts';
import { logActivity } from '../security/activity-log.ts';
import type { PasswordHasher } from '../security/passwords.ts';
import { applicationIds, grantApplication, insertUser, userByEmail } from './queries.ts';

/** Modules of the header a staff member uses for their own profile (the console itself needs none). */
const STAFF_MODULES = ['settings', 'activity'];

export type CreatedStaff = {
  id: number;
  email: string;
  mobile: string;
  oneTimePassword: string;
  applications: string[];
};

export class AdminCommandError extends Error {}

/**
 * A one-time password: 20 random letters and digits with a symbol, a capital, a small letter and a digit
 * mixed in, so it passes every password rule; the first sign-in asks for a new one.
 */
export function oneTimePassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const chars = [...randomBytes(20)].map((byte) => alphabet[byte % alphabet.length]!);
  for (const required of ['!', 'K', 'k', '7']) chars.splice(randomInt(0, chars.length + 1), 0, required);
  return chars.join('');
}

/**
 * Creates a staff user with a one-time password (argon2id-hashed like every password) that must be
 * changed at the first sign-in, with access to every configured application. An e-mail already in use
 * is refused: a client is never turned into staff by this command. The mobile number is required: every
 * staff sign-in is confirmed with a code sent to it.
 */
export async function createStaffUser(
  q: Queryable,
  hasher: PasswordHasher,
  rawEmail: string,
  rawMobile: string,
): Promise<CreatedStaff> {
  const parsed = z.safeParse(zEmail(), rawEmail);
  if (!parsed.success) throw new AdminCommandError(`Not an e-mail address: ${rawEmail}`);
  const email = parsed.data;
  const mobile = z.safeParse(zMobile(), rawMobile.replace(/\s/g, ''));
  if (!mobile.success)
    throw new AdminCommandError(`Not an Australian mobile number (10 digits starting 04): ${rawMobile}`);
  const existing = await userByEmail(q, email);
  if (existing?.is_staff) throw new AdminCommandError(`${email} is a staff user already.`);
  if (existing)
    throw new AdminCommandError(`${email} belongs to a client; staff need an e-mail of their own.`);

  const password = oneTimePassword();
  const row = await insertUser(q, {
    email,
    password_hash: await hasher.hash(password),
    phone_number: mobile.data,
    is_staff: true,
    email_verified: true,
    force_password_change: true,
  });
  const applications = await applicationIds(q);
  for (const application of applications) await grantApplication(q, row.id, application.id, STAFF_MODULES);
  await logActivity(q, { userId: row.id, action: 'staff.created', detail: { by: 'admin command' } });
  return {
    id: row.id,
    email,
    mobile: mobile.data,
    oneTimePassword: password,
    applications: applications.map((a) => a.id),
  };
}
