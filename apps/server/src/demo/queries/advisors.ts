// The demo's advisors and the booking team of each application.
import { type Selectable, sql } from 'kysely';
import type { Queryable } from '../../db/client.ts';
import { type Database, exec, sqlBuilder } from '../../db/typed-sql.ts';

export type DemoAdvisor = Pick<
  Selectable<Database['advisors']>,
  'first_name' | 'last_name' | 'role' | 'photo' | 'email' | 'phone_number' | 'address'
>;
export type BookingTeam = Omit<Selectable<Database['advisor_configuration']>, 'application_id'>;

/** Inserts an advisor unless one with the same e-mail (in any letter case) is there already. */
export const insertAdvisorIfMissing = (q: Queryable, advisor: DemoAdvisor) =>
  exec(
    q,
    sqlBuilder
      .insertInto('advisors')
      .columns(['first_name', 'last_name', 'role', 'photo', 'email', 'phone_number', 'address'])
      .expression(
        sqlBuilder
          .selectNoFrom([
            sql<string>`${advisor.first_name}::text`.as('first_name'),
            sql<string>`${advisor.last_name}::text`.as('last_name'),
            sql<string>`${advisor.role}::text`.as('role'),
            sql<string | null>`${advisor.photo}::text`.as('photo'),
            sql<string>`${advisor.email}::text`.as('email'),
            sql<string>`${advisor.phone_number}::text`.as('phone_number'),
            sql<string>`${advisor.address}::text`.as('address'),
          ])
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('advisors')
                  .select('id')
                  .where(sql<string>`lower(email)`, '=', sql<string>`lower(${advisor.email}::text)`),
              ),
            ),
          ),
      ),
  );

/** The advisors of `emails` look after every ipm account of a demo user (those they do not yet). */
export const assignAdvisorsToDemoAccounts = (q: Queryable, emails: string[]) =>
  exec(
    q,
    sqlBuilder
      .insertInto('account_advisors')
      .columns(['account_id', 'advisor_id'])
      .expression(
        sqlBuilder
          .selectFrom('accounts as a')
          .innerJoin('account_members as m', 'm.account_id', 'a.id')
          .innerJoin('users as u', (join) =>
            join.onRef('u.id', '=', 'm.user_id').on(sql<string>`lower(u.email)`, 'like', '%@demo.test'),
          )
          .innerJoin('advisors as ad', (join) =>
            join.on(sql<boolean>`lower(ad.email) = ANY(${emails.map((e) => e.toLowerCase())}::text[])`),
          )
          .select(['a.id as account_id', 'ad.id as advisor_id'])
          .distinct()
          .where('a.application_id', '=', 'ipm'),
      )
      .onConflict((oc) => oc.doNothing()),
  );

/** Configures the booking team of every application that has no advisor configuration yet. */
export const configureBookingTeam = (q: Queryable, team: BookingTeam) =>
  exec(
    q,
    sqlBuilder
      .insertInto('advisor_configuration')
      .columns([
        'application_id',
        'booking_team_email',
        'booking_team_additional_email',
        'booking_team_phone_number',
      ])
      .expression(
        sqlBuilder
          .selectFrom('applications')
          .select([
            'id as application_id',
            sql<string | null>`${team.booking_team_email}::text`.as('booking_team_email'),
            sql<string | null>`${team.booking_team_additional_email}::text`.as(
              'booking_team_additional_email',
            ),
            sql<string | null>`${team.booking_team_phone_number}::text`.as('booking_team_phone_number'),
          ]),
      )
      .onConflict((oc) => oc.column('application_id').doNothing()),
  );
