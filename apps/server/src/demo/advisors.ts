import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { exec, sqlBuilder } from '../db/typed-sql.ts';

type DemoAdvisor = {
  first_name: string;
  last_name: string;
  role: string;
  photo: string;
  email: string;
  phone_number: string;
  address: string;
};

/** The demo's private portfolio managers; their photos are initials avatars in apps/web/public/advisors/. */
export const DEMO_ADVISORS: readonly DemoAdvisor[] = [
  {
    first_name: 'Emma',
    last_name: 'Clarke',
    role: 'Senior Private Portfolio Manager',
    photo: '/advisors/emma-clarke.svg',
    email: 'emma.clarke@advisors.demo.test',
    phone_number: '02 9100 2001',
    address: 'Level 12, 1 Martin Place, Sydney NSW 2000',
  },
  {
    first_name: 'Daniel',
    last_name: 'Hughes',
    role: 'Private Portfolio Manager',
    photo: '/advisors/daniel-hughes.svg',
    email: 'daniel.hughes@advisors.demo.test',
    phone_number: '03 9200 3002',
    address: 'Level 8, 101 Collins Street, Melbourne VIC 3000',
  },
];

/** The booking team every demo application shows and sends meeting requests to. */
export const DEMO_BOOKING_TEAM = {
  booking_team_email: 'bookings@advisors.demo.test',
  booking_team_additional_email: 'reviews@advisors.demo.test',
  booking_team_phone_number: '1300 555 010',
} as const;

/**
 * The demo's advisors (idempotent: does nothing where they are already there): both advisors look after
 * every ipm account of the demo users (accounts added since the last start get them too), and each
 * application has the booking team configured unless it already has a configuration.
 */
export async function seedDemoAdvisors(db: Db, _config: Config): Promise<void> {
  await db.tx(async (q) => {
    for (const advisor of DEMO_ADVISORS) {
      await exec(
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
                sql<string>`${advisor.photo}::text`.as('photo'),
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
    }
    await exec(
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
              join.on(
                sql<boolean>`lower(ad.email) = ANY(${DEMO_ADVISORS.map((a) => a.email.toLowerCase())}::text[])`,
              ),
            )
            .select(['a.id as account_id', 'ad.id as advisor_id'])
            .distinct()
            .where('a.application_id', '=', 'ipm'),
        )
        .onConflict((oc) => oc.doNothing()),
    );
    await exec(
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
              sql.val(DEMO_BOOKING_TEAM.booking_team_email).as('booking_team_email'),
              sql.val(DEMO_BOOKING_TEAM.booking_team_additional_email).as('booking_team_additional_email'),
              sql.val(DEMO_BOOKING_TEAM.booking_team_phone_number).as('booking_team_phone_number'),
            ]),
        )
        .onConflict((oc) => oc.column('application_id').doNothing()),
    );
  });
}
