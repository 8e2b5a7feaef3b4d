import { type Insertable, sql } from 'kysely';
import type { Queryable } from '../../db/client.ts';
import { type Database, exec, run, runMaybeOne, runOne, sqlBuilder } from '../../db/typed-sql.ts';

// --- Authenticator app ---

export function findTotp(q: Queryable, userId: number) {
  return runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('totp_authenticators')
      .select(['secret_ciphertext', 'confirmed_at', 'last_time_step'])
      .where('user_id', '=', userId),
  );
}

/** A secret being enrolled replaces an earlier unconfirmed one; a confirmed app is never overwritten. */
export async function savePendingTotp(
  q: Queryable,
  row: Required<Pick<Insertable<Database['totp_authenticators']>, 'user_id' | 'secret_ciphertext'>>,
): Promise<boolean> {
  const saved = await run(
    q,
    sqlBuilder
      .insertInto('totp_authenticators')
      .values(row)
      .onConflict((conflict) =>
        conflict
          .column('user_id')
          .doUpdateSet({
            secret_ciphertext: row.secret_ciphertext,
            last_time_step: null,
            created_at: sql`now()`,
          })
          .where('totp_authenticators.confirmed_at', 'is', null),
      )
      .returning('user_id'),
  );
  return saved.length === 1;
}

/**
 * Records the time step of a code just accepted, and confirms an enrolling app, in one statement that
 * succeeds only for a step newer than every step accepted before: a code is accepted once, even when the
 * same code arrives twice at the same moment.
 */
export async function acceptTimeStep(q: Queryable, userId: number, timeStep: number): Promise<boolean> {
  const rows = await run(
    q,
    sqlBuilder
      .updateTable('totp_authenticators')
      .set({ last_time_step: timeStep, confirmed_at: sql`coalesce(confirmed_at, now())` })
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('last_time_step', 'is', null), eb('last_time_step', '<', timeStep)]))
      .returning('user_id'),
  );
  return rows.length === 1;
}

export async function deleteTotp(q: Queryable, userId: number): Promise<boolean> {
  const rows = await run(
    q,
    sqlBuilder.deleteFrom('totp_authenticators').where('user_id', '=', userId).returning('user_id'),
  );
  return rows.length === 1;
}

/**
 * Holds the user's row until the transaction ends: two changes of the user's second factors sent at once
 * take turns, so each sees what the other left.
 */
export async function lockFactorsOf(q: Queryable, userId: number): Promise<void> {
  await run(q, sqlBuilder.selectFrom('users').select('id').where('id', '=', userId).forUpdate());
}

/** How many authenticator apps (confirmed) and passkeys the user has now. */
export async function countAppsAndPasskeys(q: Queryable, userId: number): Promise<number> {
  const row = await runOne(
    q,
    sqlBuilder.selectNoFrom((eb) => [
      eb
        .selectFrom('totp_authenticators')
        .select(eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('confirmed_at', 'is not', null)
        .as('apps'),
      eb
        .selectFrom('passkeys')
        .select(eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .as('passkeys'),
    ]),
  );
  return Number(row.apps ?? 0) + Number(row.passkeys ?? 0);
}

// --- Backup codes ---

export async function replaceBackupCodes(q: Queryable, userId: number, codeHashes: string[]): Promise<void> {
  await exec(q, sqlBuilder.deleteFrom('backup_codes').where('user_id', '=', userId));
  await exec(
    q,
    sqlBuilder
      .insertInto('backup_codes')
      .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash }))),
  );
}

export async function deleteBackupCodes(q: Queryable, userId: number): Promise<void> {
  await exec(q, sqlBuilder.deleteFrom('backup_codes').where('user_id', '=', userId));
}

export function unusedBackupCodes(q: Queryable, userId: number) {
  return run(
    q,
    sqlBuilder
      .selectFrom('backup_codes')
      .select(['id', 'code_hash'])
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .orderBy('id'),
  );
}

/** Spends a backup code; false when it was spent meanwhile (two sign-ins with one code at once). */
export async function spendBackupCode(q: Queryable, id: number): Promise<boolean> {
  const rows = await run(
    q,
    sqlBuilder
      .updateTable('backup_codes')
      .set({ used_at: sql`now()` })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .returning('id'),
  );
  return rows.length === 1;
}

export async function countUnusedBackupCodes(q: Queryable, userId: number): Promise<number> {
  const row = await runOne(
    q,
    sqlBuilder
      .selectFrom('backup_codes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null),
  );
  return row.n;
}

// --- Passkeys ---

const utc = (column: 'created_at' | 'last_used_at') =>
  sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** The user's passkeys, oldest first. */
const passkeysOf = (userId: number) =>
  sqlBuilder.selectFrom('passkeys').where('user_id', '=', userId).orderBy('id');

/** The user's passkeys as the settings page lists them. */
export function listPasskeys(q: Queryable, userId: number) {
  return run(
    q,
    passkeysOf(userId).select([
      'id',
      'name',
      'passwordless',
      utc('created_at').as('created'),
      utc('last_used_at').as('last_used'),
    ]),
  );
}

/** What a ceremony's options name of the user's passkeys: their ids and how the browser reaches them. */
export function passkeyCredentialsOf(q: Queryable, userId: number) {
  return run(q, passkeysOf(userId).select(['credential_id', 'transports']));
}

/** A passkey by the id its authenticator gives it, with what verifying its signature needs. */
export function findPasskeyByCredentialId(q: Queryable, credentialId: string) {
  return runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('passkeys')
      .select(['id', 'user_id', 'credential_id', 'public_key', 'sign_count', 'transports', 'passwordless'])
      .where('credential_id', '=', credentialId),
  );
}

/** Saves a verified new passkey; false when its credential is already on file (for anyone). */
export async function insertPasskey(
  q: Queryable,
  row: Required<
    Pick<
      Insertable<Database['passkeys']>,
      'user_id' | 'credential_id' | 'public_key' | 'sign_count' | 'transports' | 'name' | 'passwordless'
    >
  >,
): Promise<boolean> {
  const saved = await run(
    q,
    sqlBuilder
      .insertInto('passkeys')
      .values(row)
      .onConflict((conflict) => conflict.column('credential_id').doNothing())
      .returning('id'),
  );
  return saved.length === 1;
}

/** A signature was verified: its counter is kept (a cloned authenticator shows an older one) and the use. */
export async function recordPasskeyUse(q: Queryable, id: number, signCount: number): Promise<void> {
  await exec(
    q,
    sqlBuilder
      .updateTable('passkeys')
      .set({ sign_count: signCount, last_used_at: sql`now()` })
      .where('id', '=', id),
  );
}

export async function deletePasskey(q: Queryable, userId: number, id: number): Promise<boolean> {
  const rows = await run(
    q,
    sqlBuilder.deleteFrom('passkeys').where('user_id', '=', userId).where('id', '=', id).returning('id'),
  );
  return rows.length === 1;
}

// --- WebAuthn challenges ---

type ChallengeBinding = Pick<Insertable<Database['webauthn_challenges']>, 'purpose' | 'challenge'> & {
  session_id: number | null;
};

/** Keeps a challenge just issued; challenges that expired an hour ago go at the same time. */
export async function insertChallenge(
  q: Queryable,
  row: ChallengeBinding,
  ttlSeconds: number,
): Promise<void> {
  await exec(
    q,
    sqlBuilder
      .deleteFrom('webauthn_challenges')
      .where('expires_at', '<', sql<Date>`now() - interval '1 hour'`),
  );
  await exec(
    q,
    sqlBuilder
      .insertInto('webauthn_challenges')
      .values({ ...row, expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds})` }),
  );
}

/**
 * Spends a challenge for the purpose and session it was issued to, if it is still live: one UPDATE, so a
 * challenge answered twice at the same moment is accepted once.
 */
export async function spendChallenge(q: Queryable, row: ChallengeBinding): Promise<boolean> {
  const rows = await run(
    q,
    sqlBuilder
      .updateTable('webauthn_challenges')
      .set({ used_at: sql`now()` })
      .where('challenge', '=', row.challenge)
      .where('purpose', '=', row.purpose)
      .where((eb) =>
        row.session_id === null ? eb('session_id', 'is', null) : eb('session_id', '=', row.session_id),
      )
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning('id'),
  );
  return rows.length === 1;
}
