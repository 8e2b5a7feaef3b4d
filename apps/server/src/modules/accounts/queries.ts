import { sql } from 'kysely';
import type { Queryable } from '../../db/client.ts';
import { run, runMaybeOne, sqlBuilder } from '../../db/typed-sql.ts';
import { ACCOUNT_COLUMNS } from './account-columns.ts';
import { memberOf } from './member-of-queries.ts';

/** The accounts a user is a member of; exactly one is marked selected (the chosen one, else the first). */
export async function listAccounts(
  q: Queryable,
  userId: number,
  options: { applicationId: string; activatedOnly: boolean },
) {
  const rows = await run(
    q,
    sqlBuilder
      .selectFrom('accounts as a')
      .innerJoin('account_members as m', (join) =>
        join.onRef('m.account_id', '=', 'a.id').on('m.user_id', '=', userId),
      )
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select((eb) => [
        'a.id',
        'a.name',
        'a.account_type',
        'a.is_active',
        eb('u.selected_account_id', '=', eb.ref('a.id')).as('chosen'),
      ])
      .where('a.application_id', '=', options.applicationId)
      .$if(options.activatedOnly, (query) => query.where('a.is_active', '=', true))
      .orderBy('a.id'),
  );
  const selected = rows.find((r) => r.chosen) ?? rows[0];
  return rows.map(({ chosen: _chosen, ...row }) => ({ ...row, is_selected: row.id === selected?.id }));
}

/**
 * The accounts page's cards: every account of the application the user holds, is a member of, or is a
 * contact or director of (after accepting an invitation), oldest first.
 */
export function listAccountCards(
  q: Queryable,
  userId: number,
  options: { applicationId: string; activatedOnly: boolean },
) {
  return run(
    q,
    sqlBuilder
      .selectFrom('accounts as a')
      .innerJoin('users as u', (join) => join.on('u.id', '=', userId))
      .select((eb) => [
        'a.id',
        'a.uuid',
        'a.name',
        'a.account_type',
        'a.status',
        'a.is_active',
        eb('a.primary_user_id', '=', userId).as('is_primary'),
        eb('u.selected_account_id', '=', eb.ref('a.id')).as('chosen'),
      ])
      .where('a.application_id', '=', options.applicationId)
      .$if(options.activatedOnly, (query) => query.where('a.is_active', '=', true))
      .where((eb) => memberOf(eb, userId, ['contact', 'director']))
      .orderBy('a.id'),
  );
}

/** The user's secondary invitations still open (not completed, revoked or expired) in the application. */
export function listOpenSecondaryInvitations(q: Queryable, userId: number, applicationId: string) {
  return run(
    q,
    sqlBuilder
      .selectFrom('invitations as i')
      .innerJoin('users as u', (join) => join.on('u.id', '=', userId))
      .leftJoin('accounts as a', 'a.id', 'i.account_id')
      .leftJoin('users as inviter', (join) =>
        join.on((eb) => eb('inviter.id', '=', eb.fn.coalesce('i.invited_by_user_id', 'a.primary_user_id'))),
      )
      .select([
        'i.uuid',
        'a.id as account_id',
        'a.name as account_name',
        'a.account_type',
        'a.trustee_type',
        'inviter.first_name as inviter_first_name',
        'inviter.last_name as inviter_last_name',
      ])
      .where('i.kind', '=', 'secondary')
      .where('i.application_id', '=', applicationId)
      .where((eb) =>
        eb.or([
          eb('i.user_id', '=', eb.ref('u.id')),
          eb(eb.fn('lower', ['i.email']), '=', eb.fn('lower', ['u.email'])),
        ]),
      )
      .where('i.completed_at', 'is', null)
      .where('i.revoked_at', 'is', null)
      .where('i.expires_at', '>', sql<Date>`now()`)
      .orderBy('i.id'),
  );
}

/**
 * The account as a member (primary or secondary) of it sees it: its primary user, a member, or one of
 * its people. Undefined for anyone else, as for an id that does not exist.
 */
export function findMemberAccount(q: Queryable, userId: number, accountId: number) {
  return runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('accounts as a')
      .select([...ACCOUNT_COLUMNS, 'a.primary_user_role_id', 'a.submitted_at'])
      .where('a.id', '=', accountId)
      .where((eb) => memberOf(eb, userId)),
  );
}
