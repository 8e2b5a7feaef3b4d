import type { ExpressionBuilder, Insertable } from 'kysely';
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Queryable } from '../../db/client.ts';
import { type Database, exec, run, runMaybeOne, runOne, sqlBuilder } from '../../db/typed-sql.ts';

type GrantScope = Database & { g: Database['account_viewer_grants'] };

/**
 * The accounts of grant `g` that its investor still holds (primary user or member): an account the
 * investor has left is no longer shared, whatever the grant said.
 */
const grantedAccounts = (eb: ExpressionBuilder<GrantScope, 'g'>) =>
  jsonArrayFrom(
    eb
      .selectFrom('account_viewer_grant_accounts as ga')
      .innerJoin('accounts as a', 'a.id', 'ga.account_id')
      .select(['a.id', 'a.name'])
      .whereRef('ga.grant_id', '=', 'g.id')
      .where((inner) =>
        inner.or([
          inner('a.primary_user_id', '=', inner.ref('g.investor_user_id')),
          inner.exists(
            inner
              .selectFrom('account_members as m')
              .select(inner.lit(1).as('one'))
              .whereRef('m.account_id', '=', 'a.id')
              .whereRef('m.user_id', '=', 'g.investor_user_id'),
          ),
        ]),
      )
      .orderBy('a.id'),
  );

const iso = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** Records a grant and its accounts; answers its id. */
export async function insertGrant(
  q: Queryable,
  grant: Pick<Insertable<Database['account_viewer_grants']>, 'investor_user_id' | 'email' | 'token_hash'>,
  ttlSeconds: number,
  accountIds: readonly number[],
): Promise<number> {
  const row = await runOne(
    q,
    sqlBuilder
      .insertInto('account_viewer_grants')
      .values({ ...grant, expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds})` })
      .returning('id'),
  );
  await exec(
    q,
    sqlBuilder
      .insertInto('account_viewer_grant_accounts')
      .values(accountIds.map((account_id) => ({ grant_id: row.id, account_id }))),
  );
  return row.id;
}

/** The investor's live (not revoked) grant to this e-mail, if any. */
export async function findLiveGrantForEmail(q: Queryable, investorId: number, email: string) {
  const row = await runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('account_viewer_grants')
      .select('id')
      .where('investor_user_id', '=', investorId)
      .where(sql<boolean>`lower(email) = lower(${email})`)
      .where('revoked_at', 'is', null),
  );
  return row ?? null;
}

/** The investor's live grants, newest first, with the viewer's name once accepted. */
export function listGrantsOf(q: Queryable, investorId: number) {
  return run(
    q,
    sqlBuilder
      .selectFrom('account_viewer_grants as g')
      .leftJoin('users as v', 'v.id', 'g.viewer_user_id')
      .select((eb) => [
        'g.id',
        'g.email',
        'v.first_name',
        'v.last_name',
        'g.accepted_at',
        eb('g.expires_at', '<', sql<Date>`now()`).as('expired'),
        iso('g.created_at').as('created'),
        iso('g.accepted_at').as('accepted'),
        grantedAccounts(eb).as('accounts'),
      ])
      .where('g.investor_user_id', '=', investorId)
      .where('g.revoked_at', 'is', null)
      .orderBy('g.created_at', 'desc')
      .orderBy('g.id', 'desc'),
  );
}

/** Revokes one of the investor's live grants; answers it, or null when there is no such grant. */
export async function revokeGrant(q: Queryable, investorId: number, grantId: number) {
  const row = await runMaybeOne(
    q,
    sqlBuilder
      .updateTable('account_viewer_grants')
      .set({ revoked_at: sql<Date>`now()` })
      .where('id', '=', grantId)
      .where('investor_user_id', '=', investorId)
      .where('revoked_at', 'is', null)
      .returning(['id', 'email', 'viewer_user_id']),
  );
  return row ?? null;
}

/**
 * The invitation of a token: live, not yet accepted and not expired; null otherwise (a used, revoked,
 * expired or unknown link alike).
 */
export async function findOpenInvitation(q: Queryable, tokenHash: string) {
  const row = await runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('account_viewer_grants as g')
      .innerJoin('users as i', 'i.id', 'g.investor_user_id')
      .select((eb) => [
        'g.id',
        'g.email',
        'g.investor_user_id',
        'i.first_name as investor_first_name',
        'i.last_name as investor_last_name',
        grantedAccounts(eb).as('accounts'),
      ])
      .where('g.token_hash', '=', tokenHash)
      .where('g.revoked_at', 'is', null)
      .where('g.accepted_at', 'is', null)
      .where('g.expires_at', '>', sql<Date>`now()`),
  );
  return row ?? null;
}

/** Marks an open invitation accepted by the viewer, once; false when it is no longer open. */
export async function acceptGrant(q: Queryable, grantId: number, viewerId: number): Promise<boolean> {
  const rows = await run(
    q,
    sqlBuilder
      .updateTable('account_viewer_grants')
      .set({ viewer_user_id: viewerId, accepted_at: sql<Date>`now()` })
      .where('id', '=', grantId)
      .where('revoked_at', 'is', null)
      .where('accepted_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning('id'),
  );
  return rows.length > 0;
}

/**
 * The viewer's accepted, unrevoked grant from the investor, with the accounts it still covers; none while
 * the investor's own account is blocked.
 */
export async function findViewerGrant(q: Queryable, viewerId: number, investorId: number) {
  const row = await runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('account_viewer_grants as g')
      .innerJoin('users as i', 'i.id', 'g.investor_user_id')
      .select((eb) => ['g.id', grantedAccounts(eb).as('accounts')])
      .where('i.blocked_status', 'is', null)
      .where('g.viewer_user_id', '=', viewerId)
      .where('g.investor_user_id', '=', investorId)
      .where('g.accepted_at', 'is not', null)
      .where('g.revoked_at', 'is', null),
  );
  return row ?? null;
}

/** The investors whose accounts the viewer may view, with those accounts. */
export function listViewableInvestors(q: Queryable, viewerId: number) {
  return run(
    q,
    sqlBuilder
      .selectFrom('account_viewer_grants as g')
      .innerJoin('users as i', 'i.id', 'g.investor_user_id')
      .select((eb) => [
        'g.investor_user_id',
        'i.first_name',
        'i.last_name',
        grantedAccounts(eb).as('accounts'),
      ])
      .where('g.viewer_user_id', '=', viewerId)
      .where('g.accepted_at', 'is not', null)
      .where('g.revoked_at', 'is', null)
      .where('i.blocked_status', 'is', null)
      .orderBy('i.last_name')
      .orderBy('i.first_name')
      .orderBy('g.investor_user_id'),
  );
}

/** Creates the user of a viewer who signed up from an invitation: login two-factor on, like every viewer. */
export async function insertViewerUser(
  q: Queryable,
  user: Pick<
    Insertable<Database['users']>,
    'email' | 'password_hash' | 'first_name' | 'last_name' | 'phone_number' | 'marketing_opt_out'
  >,
): Promise<number> {
  const row = await runOne(
    q,
    sqlBuilder
      .insertInto('users')
      .values({ ...user, email_verified: true, login_two_factor_auth_enabled: true })
      .returning('id'),
  );
  return row.id;
}

/** Lets the viewer sign in to the applications of the granted accounts (a no-op where they already may). */
export async function grantApplicationsOfGrant(q: Queryable, grantId: number, viewerId: number) {
  await exec(
    q,
    sqlBuilder
      .insertInto('user_applications')
      .columns(['user_id', 'application_id'])
      .expression((eb) =>
        eb
          .selectFrom('account_viewer_grant_accounts as ga')
          .innerJoin('accounts as a', 'a.id', 'ga.account_id')
          .select([sql<number>`${viewerId}::int`.as('user_id'), 'a.application_id'])
          .distinct()
          .where('ga.grant_id', '=', grantId),
      )
      .onConflict((oc) => oc.doNothing()),
  );
}

/** Whether the viewer's view of this kind is already in the investor's log within the last `seconds`. */
export async function viewLoggedWithin(
  q: Queryable,
  entry: { investorId: number; viewerId: number; action: string },
  seconds: number,
): Promise<boolean> {
  const row = await runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('activity_log')
      .select('id')
      .where('user_id', '=', entry.investorId)
      .where('actor_user_id', '=', entry.viewerId)
      .where('action', '=', entry.action)
      .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${seconds})`)
      .limit(1),
  );
  return row !== undefined;
}
