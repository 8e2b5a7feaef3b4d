import { type Insertable, sql } from 'kysely';
import type { Queryable } from '../db/client.ts';
import { type Database, exec, run, runMaybeOne, runOne, sqlBuilder } from '../db/typed-sql.ts';

/** The user of an e-mail address in any letter case, if there is one. */
export const userByEmail = (q: Queryable, email: string) =>
  runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('users')
      .select('is_staff')
      .where(sql<string>`lower(email)`, '=', sql<string>`lower(${email})`),
  );

/** Inserts a user; answers the new id. */
export const insertUser = (q: Queryable, user: Insertable<Database['users']>) =>
  runOne(q, sqlBuilder.insertInto('users').values(user).returning('id'));

/** Every configured application, in the order the portal lists them. */
export const applicationIds = (q: Queryable) =>
  run(q, sqlBuilder.selectFrom('applications').select('id').orderBy('sort_order').orderBy('id'));

/** Gives a user access to an application with the given header modules. */
export const grantApplication = (q: Queryable, userId: number, applicationId: string, modules: string[]) =>
  exec(
    q,
    sqlBuilder
      .insertInto('user_applications')
      .values({ user_id: userId, application_id: applicationId, modules }),
  );
