import { type ExpressionBuilder, type Insertable, sql } from 'kysely';
import type { Queryable } from '../../db/client.ts';
import { type Database, exec, run, runMaybeOne, runOne, sqlBuilder } from '../../db/typed-sql.ts';

const userColumns = [
  'u.id',
  'u.email',
  'u.password_hash',
  'u.first_name',
  'u.last_name',
  'u.phone_number',
  'u.is_staff',
  'u.force_password_change',
  'u.login_two_factor_auth_enabled',
  'u.two_factor_after_reset',
  'u.blocked_status',
] as const;

/** Which second factors beside the SMS code the user has set up (modules/second-factors). */
const factorColumns = [
  sql<boolean>`EXISTS (SELECT 1 FROM totp_authenticators t WHERE t.user_id = u.id AND t.confirmed_at IS NOT NULL)`.as(
    'has_totp',
  ),
  sql<boolean>`EXISTS (SELECT 1 FROM passkeys p WHERE p.user_id = u.id)`.as('has_passkey'),
  sql<boolean>`EXISTS (SELECT 1 FROM backup_codes b WHERE b.user_id = u.id AND b.used_at IS NULL)`.as(
    'has_backup_codes',
  ),
];

const users = () => sqlBuilder.selectFrom('users as u').select([...userColumns, ...factorColumns]);

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

export function findUserByEmail(q: Queryable, email: string) {
  return runMaybeOne(
    q,
    users().where((eb) => eb(eb.fn('lower', ['u.email']), '=', eb.fn('lower', [eb.val(email)]))),
  );
}

export function findUserById(q: Queryable, id: number) {
  return runMaybeOne(q, users().where('u.id', '=', id));
}

/** Seconds since a moment, as PostgreSQL's clock has it. */
const secondsSince = (moment: 's.last_activity_at' | 's.created_at') =>
  sql<number>`extract(epoch FROM now() - ${sql.ref(moment)})::float8`;

const sessionWithUser = (tokenHash: string) =>
  sqlBuilder
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.id as s_id',
      's.user_id as s_user_id',
      's.pending_two_factor',
      's.action_confirmed_until',
      's.extra_permissions',
      's.scope',
      's.managed_user_id',
      secondsSince('s.last_activity_at').as('idle_seconds'),
      secondsSince('s.created_at').as('age_seconds'),
      ...userColumns,
      ...factorColumns,
    ])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null);

/** The session behind a token with its user, in one round trip (this runs on every request). */
export async function findSessionByTokenHash(q: Queryable, tokenHash: string) {
  const row = await runMaybeOne(q, sessionWithUser(tokenHash));
  if (!row) return undefined;
  const { s_id, s_user_id, pending_two_factor, action_confirmed_until, extra_permissions, scope } = row;
  const session = {
    id: s_id,
    user_id: s_user_id,
    pending_two_factor,
    action_confirmed_until,
    extra_permissions,
    /** 'client': an advisor hand-off, acting only for `managed_user_id` through the client's calls. */
    scope,
    managed_user_id: row.managed_user_id,
    idle_seconds: row.idle_seconds,
    age_seconds: row.age_seconds,
  };
  const user: UserRow = {
    id: row.id,
    email: row.email,
    password_hash: row.password_hash,
    first_name: row.first_name,
    last_name: row.last_name,
    phone_number: row.phone_number,
    is_staff: row.is_staff,
    force_password_change: row.force_password_change,
    login_two_factor_auth_enabled: row.login_two_factor_auth_enabled,
    two_factor_after_reset: row.two_factor_after_reset,
    blocked_status: row.blocked_status,
    has_totp: row.has_totp,
    has_passkey: row.has_passkey,
    has_backup_codes: row.has_backup_codes,
  };
  return { session, user };
}

export type SessionRow = NonNullable<Awaited<ReturnType<typeof findSessionByTokenHash>>>['session'];

/**
 * A session as written. With a `managed_user_id` it is an advisor hand-off: the session acts only for that
 * client. `extra_permissions` is the object its column keeps as JSON. `ip` and `user_agent` say where it was
 * opened: spread `sessionDevice(caller)` (modules/sessions/caller.ts) into every new session.
 */
export type NewSession = Pick<
  Insertable<Database['sessions']>,
  'user_id' | 'token_hash' | 'pending_two_factor' | 'managed_user_id' | 'ip' | 'user_agent'
> & { extra_permissions?: unknown };

export async function insertSession(q: Queryable, session: NewSession): Promise<number> {
  const row = await runOne(
    q,
    sqlBuilder
      .insertInto('sessions')
      .values({
        ...session,
        extra_permissions: JSON.stringify(session.extra_permissions ?? {}),
        scope: session.managed_user_id == null ? 'full' : 'client',
        managed_user_id: session.managed_user_id ?? null,
      })
      .returning('id'),
  );
  return row.id;
}

export async function touchSession(q: Queryable, sessionId: number): Promise<void> {
  await exec(
    q,
    sqlBuilder.updateTable('sessions').set({ last_activity_at: sql`now()` }).where('id', '=', sessionId),
  );
}

export async function revokeSession(q: Queryable, sessionId: number): Promise<void> {
  await exec(
    q,
    sqlBuilder
      .updateTable('sessions')
      .set({ revoked_at: sql`now()` })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null),
  );
}

export async function revokeAllSessions(q: Queryable, userId: number): Promise<void> {
  await exec(
    q,
    sqlBuilder
      .updateTable('sessions')
      .set({ revoked_at: sql`now()` })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null),
  );
}

/** A new key for the same session (after two-factor and after a password change). */
export async function rotateSessionToken(
  q: Queryable,
  sessionId: number,
  tokenHash: string,
  changes: { clearPending?: boolean } = {},
): Promise<void> {
  await exec(
    q,
    sqlBuilder
      .updateTable('sessions')
      .set({ token_hash: tokenHash, last_activity_at: sql`now()` })
      .$if(changes.clearPending === true, (query) => query.set({ pending_two_factor: null }))
      .where('id', '=', sessionId),
  );
}

/** `now()` plus a number of seconds. */
const secondsFromNow = (seconds: number) => sql<Date>`now() + make_interval(secs => ${seconds})`;

export async function confirmActionsFor(q: Queryable, sessionId: number, seconds: number): Promise<void> {
  await exec(
    q,
    sqlBuilder
      .updateTable('sessions')
      .set({ action_confirmed_until: secondsFromNow(seconds) })
      .where('id', '=', sessionId),
  );
}

/** `session_id IS NOT DISTINCT FROM $1`: a code of no session matches only codes of no session. */
const ofSession = (sessionId: number | null) => (eb: ExpressionBuilder<Database, 'verification_codes'>) =>
  eb('session_id', 'is not distinct from', sessionId);

export async function insertCode(
  q: Queryable,
  code: Required<
    Pick<Insertable<Database['verification_codes']>, 'user_id' | 'session_id' | 'purpose' | 'code_hash'>
  >,
  ttlSeconds: number,
): Promise<void> {
  // A new code replaces any earlier one for the same purpose and session.
  await exec(
    q,
    sqlBuilder
      .updateTable('verification_codes')
      .set({ used_at: sql`now()` })
      .where('user_id', '=', code.user_id)
      .where('purpose', '=', code.purpose)
      .where(ofSession(code.session_id))
      .where('used_at', 'is', null),
  );
  await exec(
    q,
    sqlBuilder.insertInto('verification_codes').values({ ...code, expires_at: secondsFromNow(ttlSeconds) }),
  );
}

/** The newest code of a purpose, locked so that two guesses at once are both counted. */
export function latestCodeForUpdate(q: Queryable, userId: number, sessionId: number | null, purpose: string) {
  return runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('verification_codes')
      .select((eb) => [
        'id',
        'code_hash',
        'wrong_attempts',
        eb('expires_at', '<', sql<Date>`now()`).$castTo<boolean>().as('expired'),
        eb('used_at', 'is not', null).$castTo<boolean>().as('used'),
      ])
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where(ofSession(sessionId))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .forUpdate(),
  );
}

export type CodeRow = NonNullable<Awaited<ReturnType<typeof latestCodeForUpdate>>>;

export async function countWrongAttempt(q: Queryable, codeId: number): Promise<void> {
  await exec(
    q,
    sqlBuilder
      .updateTable('verification_codes')
      .set((eb) => ({ wrong_attempts: eb('wrong_attempts', '+', 1) }))
      .where('id', '=', codeId),
  );
}

export async function markCodeUsed(q: Queryable, codeId: number): Promise<void> {
  await exec(
    q,
    sqlBuilder.updateTable('verification_codes').set({ used_at: sql`now()` }).where('id', '=', codeId),
  );
}

type LinkPurpose = Database['one_time_links']['purpose'];

export async function insertLink(
  q: Queryable,
  link: Pick<Insertable<Database['one_time_links']>, 'user_id' | 'purpose' | 'token_hash'>,
  ttlSeconds: number,
): Promise<number> {
  const row = await runOne(
    q,
    sqlBuilder
      .insertInto('one_time_links')
      .values({ ...link, expires_at: secondsFromNow(ttlSeconds) })
      .returning('id'),
  );
  return row.id;
}

/**
 * One statement for every reset request: the link and the log entry are written for a live (not
 * blocked) account with the e-mail, and nothing for any other, so known and unknown e-mails cost the same.
 */
export function recordPasswordResetRequest(
  q: Queryable,
  values: { email: string; tokenHash: string; ttlSeconds: number; ip: string },
) {
  return runMaybeOne(
    q,
    sql<Pick<Database['users'], 'email'> & { id: number }>`WITH target AS (
       SELECT id, email FROM users WHERE lower(email) = lower(${values.email}) AND blocked_status IS NULL
     ), link AS (
       INSERT INTO one_time_links (user_id, purpose, token_hash, expires_at)
       SELECT id, 'password_reset', ${values.tokenHash}, now() + make_interval(secs => ${values.ttlSeconds}) FROM target
     ), logged AS (
       INSERT INTO activity_log (user_id, actor_user_id, action, ip)
       SELECT id, id, 'password_reset_requested', ${values.ip} FROM target
     )
     SELECT id, email FROM target`,
  );
}

export function findLiveLink(q: Queryable, purpose: LinkPurpose, tokenHash: string) {
  return runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('one_time_links')
      .select(['id', 'user_id'])
      .where('purpose', '=', purpose)
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .forUpdate(),
  );
}

export async function markLinkUsed(q: Queryable, id: number): Promise<void> {
  await exec(q, sqlBuilder.updateTable('one_time_links').set({ used_at: sql`now()` }).where('id', '=', id));
}

export async function setPassword(q: Queryable, userId: number, passwordHash: string, afterReset: boolean) {
  await exec(
    q,
    sqlBuilder
      .updateTable('users')
      .set({ password_hash: passwordHash, force_password_change: false })
      // After a reset, the next sign-in asks for a code when there is a phone to send it to.
      .$if(afterReset, (query) =>
        query.set((eb) => ({
          two_factor_after_reset: eb('phone_number', 'is not', null).$castTo<boolean>(),
        })),
      )
      .where('id', '=', userId),
  );
}

export async function clearTwoFactorAfterReset(q: Queryable, userId: number): Promise<void> {
  await exec(
    q,
    sqlBuilder.updateTable('users').set({ two_factor_after_reset: false }).where('id', '=', userId),
  );
}

export async function setBlocked(
  q: Queryable,
  userId: number,
  status: UserRow['blocked_status'],
): Promise<void> {
  await exec(q, sqlBuilder.updateTable('users').set({ blocked_status: status }).where('id', '=', userId));
}

export async function markEmailVerified(q: Queryable, userId: number): Promise<void> {
  await exec(q, sqlBuilder.updateTable('users').set({ email_verified: true }).where('id', '=', userId));
}

/** Records an advisor token's id; false when it was used before (each token signs in once). */
export async function recordAdvisorTokenUse(q: Queryable, jti: string): Promise<boolean> {
  const rows = await run(
    q,
    sqlBuilder
      .insertInto('used_advisor_tokens')
      .values({ jti })
      .onConflict((conflict) => conflict.doNothing())
      .returning('jti'),
  );
  return rows.length === 1;
}

/** Forgets the attempts counted under `key`, and under every key that starts with `prefix` when given. */
export async function forgetRateLimits(q: Queryable, keys: { key: string; prefix?: string }): Promise<void> {
  await exec(
    q,
    sqlBuilder.deleteFrom('rate_limits').where((eb) => {
      const exact = eb('key', '=', keys.key);
      return keys.prefix === undefined
        ? exact
        : eb.or([exact, eb.fn<boolean>('starts_with', ['key', eb.val(keys.prefix)])]);
    }),
  );
}
