// The first staff user of a fresh installation (and any later one):
// `npm run admin -- create-staff <email> <mobile>`.
import { randomBytes, randomInt } from 'node:crypto';
import { zEmail, zMobile } from '@portal/contracts/fields';
import { sql } from 'kysely';
import * as z from 'zod/mini';
import type { Queryable } from '../db/client.ts';
import { exec, run, runMaybeOne, runOne, sqlBuilder } from '../db/typed-sql.ts';
import type { PasswordHasher } from '../security/passwords.ts';

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
  const existing = await runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('users')
      .select('is_staff')
      .where(sql<string>`lower(email)`, '=', sql<string>`lower(${email})`),
  );
  if (existing?.is_staff) throw new AdminCommandError(`${email} is a staff user already.`);
  if (existing)
    throw new AdminCommandError(`${email} belongs to a client; staff need an e-mail of their own.`);

  const password = oneTimePassword();
  const row = await runOne(
    q,
    sqlBuilder
      .insertInto('users')
      .values({
        email,
        password_hash: await hasher.hash(password),
        phone_number: mobile.data,
        is_staff: true,
        email_verified: true,
        force_password_change: true,
      })
      .returning('id'),
  );
  const applications = await run(
    q,
    sqlBuilder.selectFrom('applications').select('id').orderBy('sort_order').orderBy('id'),
  );
  for (const application of applications) {
    await exec(
      q,
      sqlBuilder
        .insertInto('user_applications')
        .values({ user_id: row.id, application_id: application.id, modules: STAFF_MODULES }),
    );
  }
  await exec(
    q,
    sqlBuilder.insertInto('activity_log').values({
      user_id: row.id,
      actor_user_id: row.id,
      action: 'staff.created',
      detail: JSON.stringify({ by: 'admin command' }),
    }),
  );
  return {
    id: row.id,
    email,
    mobile: mobile.data,
    oneTimePassword: password,
    applications: applications.map((a) => a.id),
  };
}
