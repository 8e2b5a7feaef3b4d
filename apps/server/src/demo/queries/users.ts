// The demo's users, their applications and accounts.
import { DASHBOARD_TOUR_KEY } from '@portal/contracts/constants';
import { type Insertable, type Selectable, sql } from 'kysely';
import type { Queryable } from '../../db/client.ts';
import { type Database, exec, runMaybeOne, runOne, sqlBuilder } from '../../db/typed-sql.ts';

export type UserRow = Selectable<Database['users']>;

/** Seeding is idempotent per person: a demo user already there (in any letter case) is left as it is. */
export async function demoUserExists(q: Queryable, email: string): Promise<boolean> {
  const row = await runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('users')
      .select('id')
      .where(sql<string>`lower(email)`, '=', sql<string>`lower(${email})`),
  );
  return row !== undefined;
}

/** Inserts a user, who has taken the dashboard's tour when `tourTaken`; answers the new id. */
export async function insertDemoUser(
  q: Queryable,
  user: Omit<Insertable<Database['users']>, 'onboardings'>,
  tourTaken: boolean,
): Promise<number> {
  const row = await runOne(
    q,
    sqlBuilder
      .insertInto('users')
      .values({
        ...user,
        ...(tourTaken && { onboardings: sql`jsonb_build_object(${DASHBOARD_TOUR_KEY}::text, true)` }),
      })
      .returning('id'),
  );
  return row.id;
}

/** An authenticator app the user has set up and confirmed (its secret encrypted by the caller). */
export const insertDemoUserApp = (q: Queryable, userId: number, secretCiphertext: string) =>
  exec(
    q,
    sqlBuilder
      .insertInto('totp_authenticators')
      .values({ user_id: userId, secret_ciphertext: secretCiphertext, confirmed_at: sql`now()` }),
  );

/** Gives a user access to an application with the given header modules. */
export const grantApplication = (q: Queryable, userId: number, applicationId: string, modules: string[]) =>
  exec(
    q,
    sqlBuilder
      .insertInto('user_applications')
      .values({ user_id: userId, application_id: applicationId, modules }),
  );

/** Gives a user the same applications and modules as the user of `email`. */
export const copyApplications = (q: Queryable, userId: number, email: string) =>
  exec(
    q,
    sqlBuilder
      .insertInto('user_applications')
      .columns(['user_id', 'application_id', 'modules'])
      .expression(
        sqlBuilder
          .selectFrom('user_applications as ua')
          .innerJoin('users as u', 'u.id', 'ua.user_id')
          .select([sql.val(userId).as('user_id'), 'ua.application_id', 'ua.modules'])
          .where('u.email', '=', email),
      ),
  );

export const setSelectedAccount = (q: Queryable, userId: number, accountId: number) =>
  exec(q, sqlBuilder.updateTable('users').set({ selected_account_id: accountId }).where('id', '=', userId));

/** Inserts an account; answers the new id. */
export async function insertAccount(
  q: Queryable,
  account: Insertable<Database['accounts']>,
): Promise<number> {
  const row = await runOne(q, sqlBuilder.insertInto('accounts').values(account).returning('id'));
  return row.id;
}

export const insertAccountMember = (q: Queryable, member: Insertable<Database['account_members']>) =>
  exec(q, sqlBuilder.insertInto('account_members').values(member));

export const insertAccountPerson = (q: Queryable, person: Insertable<Database['account_people']>) =>
  exec(q, sqlBuilder.insertInto('account_people').values(person));
