import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import {
  assignAdvisorsToDemoAccounts,
  type BookingTeam,
  configureBookingTeam,
  type DemoAdvisor,
  insertAdvisorIfMissing,
} from './queries/advisors.ts';

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
} as const satisfies BookingTeam;

/**
 * The demo's advisors (idempotent: does nothing where they are already there): both advisors look after
 * every ipm account of the demo users (accounts added since the last start get them too), and each
 * application has the booking team configured unless it already has a configuration.
 */
export async function seedDemoAdvisors(db: Db, _config: Config): Promise<void> {
  await db.tx(async (q) => {
    for (const advisor of DEMO_ADVISORS) await insertAdvisorIfMissing(q, advisor);
    await assignAdvisorsToDemoAccounts(
      q,
      DEMO_ADVISORS.map((a) => a.email),
    );
    await configureBookingTeam(q, DEMO_BOOKING_TEAM);
  });
}
