import { DASHBOARD_TOUR_KEY } from '@portal/contracts/constants';
import { sql } from 'kysely';
import type { Queryable } from '../db/client.ts';
import { exec, runMaybeOne, runOne, sqlBuilder } from '../db/typed-sql.ts';

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

type DemoPerson = { email: string; first_name: string; last_name: string; phone_number: string };

/** A verified investor who has taken the dashboard's tour; answers the new user's id. */
export async function insertDemoInvestor(
  q: Queryable,
  person: DemoPerson,
  passwordHash: string,
): Promise<number> {
  const user = await runOne(
    q,
    sqlBuilder
      .insertInto('users')
      .values({
        email: person.email,
        password_hash: passwordHash,
        first_name: person.first_name,
        last_name: person.last_name,
        phone_number: person.phone_number,
        email_verified: true,
        verified_status: 'verified',
        onboardings: sql`jsonb_build_object(${DASHBOARD_TOUR_KEY}::text, true)`,
      })
      .returning('id'),
  );
  return user.id;
}

/** The user becomes the account's primary member, and the account the one they see first. */
export async function makePrimaryMember(q: Queryable, accountId: number, userId: number): Promise<void> {
  await exec(
    q,
    sqlBuilder
      .insertInto('account_members')
      .values({ account_id: accountId, user_id: userId, role: 'primary' }),
  );
  await exec(
    q,
    sqlBuilder.updateTable('users').set({ selected_account_id: accountId }).where('id', '=', userId),
  );
}
