import { type Insertable, sql } from 'kysely';
import type { Queryable } from '../../db/client.ts';
import { type Database, exec, runMaybeOne, sqlBuilder } from '../../db/typed-sql.ts';

/** A new pending e-mail change; any earlier one of the user stops working. */
export async function insertEmailChange(
  q: Queryable,
  request: Pick<Insertable<Database['email_change_requests']>, 'user_id' | 'new_email' | 'token_hash'>,
  ttlSeconds: number,
): Promise<void> {
  await exec(
    q,
    sqlBuilder
      .updateTable('email_change_requests')
      .set({ used_at: sql`now()` })
      .where('user_id', '=', request.user_id)
      .where('used_at', 'is', null),
  );
  await exec(
    q,
    sqlBuilder
      .insertInto('email_change_requests')
      .values({ ...request, expires_at: sql`now() + make_interval(secs => ${ttlSeconds})` }),
  );
}

const emailChanges = () =>
  sqlBuilder
    .selectFrom('email_change_requests')
    .select(['id', 'user_id', 'new_email'])
    .where('used_at', 'is', null);

/** The user's pending change (not used; expired ones count, so a resend can renew them). */
export function findPendingEmailChange(q: Queryable, userId: number) {
  return runMaybeOne(
    q,
    emailChanges().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1),
  );
}

/** The user's pending change that has not expired, locked (confirming it by code). */
export function findLivePendingEmailChange(q: Queryable, userId: number) {
  return runMaybeOne(
    q,
    emailChanges()
      .where('user_id', '=', userId)
      .where('expires_at', '>', sql<Date>`now()`)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .forUpdate(),
  );
}

export function findLiveEmailChange(q: Queryable, tokenHash: string) {
  return runMaybeOne(
    q,
    emailChanges().where('token_hash', '=', tokenHash).where('expires_at', '>', sql<Date>`now()`).forUpdate(),
  );
}

export async function markEmailChangeUsed(q: Queryable, id: number): Promise<void> {
  await exec(
    q,
    sqlBuilder.updateTable('email_change_requests').set({ used_at: sql`now()` }).where('id', '=', id),
  );
}

export async function emailTakenByOther(q: Queryable, email: string, userId: number): Promise<boolean> {
  const row = await runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('users')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(email)])))
      .where('id', '<>', userId)
      .limit(1),
  );
  return row !== undefined;
}

export async function setUserEmail(q: Queryable, userId: number, email: string): Promise<void> {
  // The link reached the new address, so it is verified.
  await exec(
    q,
    sqlBuilder.updateTable('users').set({ email, email_verified: true }).where('id', '=', userId),
  );
}

export async function upsertPhoneChange(
  q: Queryable,
  request: Pick<Insertable<Database['phone_change_requests']>, 'user_id' | 'session_id' | 'new_phone_number'>,
): Promise<void> {
  await exec(
    q,
    sqlBuilder
      .insertInto('phone_change_requests')
      .values(request)
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({
          session_id: request.session_id,
          new_phone_number: request.new_phone_number,
          created_at: sql`now()`,
        }),
      ),
  );
}

export function findPhoneChange(q: Queryable, userId: number) {
  return runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('phone_change_requests')
      .select(['user_id', 'session_id', 'new_phone_number'])
      .where('user_id', '=', userId),
  );
}

export async function deletePhoneChange(q: Queryable, userId: number): Promise<void> {
  await exec(q, sqlBuilder.deleteFrom('phone_change_requests').where('user_id', '=', userId));
}

export async function setUserPhone(q: Queryable, userId: number, phone: string): Promise<void> {
  await exec(q, sqlBuilder.updateTable('users').set({ phone_number: phone }).where('id', '=', userId));
}

export async function setLoginTwoFactor(q: Queryable, userId: number, enabled: boolean): Promise<void> {
  await exec(
    q,
    sqlBuilder.updateTable('users').set({ login_two_factor_auth_enabled: enabled }).where('id', '=', userId),
  );
}

export async function setMarketingOptOut(q: Queryable, userId: number, optOut: boolean): Promise<void> {
  await exec(q, sqlBuilder.updateTable('users').set({ marketing_opt_out: optOut }).where('id', '=', userId));
}
