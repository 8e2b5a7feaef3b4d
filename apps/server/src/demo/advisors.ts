import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';

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
      await q.query(
        `INSERT INTO advisors (first_name, last_name, role, photo, email, phone_number, address)
         SELECT $1::text, $2::text, $3::text, $4::text, $5::text, $6::text, $7::text
          WHERE NOT EXISTS (SELECT 1 FROM advisors WHERE lower(email) = lower($5::text))`,
        [
          advisor.first_name,
          advisor.last_name,
          advisor.role,
          advisor.photo,
          advisor.email,
          advisor.phone_number,
          advisor.address,
        ],
      );
    }
    await q.query(
      `INSERT INTO account_advisors (account_id, advisor_id)
       SELECT DISTINCT a.id, ad.id
         FROM accounts a
         JOIN account_members m ON m.account_id = a.id
         JOIN users u ON u.id = m.user_id AND lower(u.email) LIKE '%@demo.test'
         JOIN advisors ad ON lower(ad.email) = ANY($1::text[])
        WHERE a.application_id = 'ipm'
       ON CONFLICT DO NOTHING`,
      [DEMO_ADVISORS.map((a) => a.email.toLowerCase())],
    );
    await q.query(
      `INSERT INTO advisor_configuration
         (application_id, booking_team_email, booking_team_additional_email, booking_team_phone_number)
       SELECT id, $1, $2, $3 FROM applications
       ON CONFLICT (application_id) DO NOTHING`,
      [
        DEMO_BOOKING_TEAM.booking_team_email,
        DEMO_BOOKING_TEAM.booking_team_additional_email,
        DEMO_BOOKING_TEAM.booking_team_phone_number,
      ],
    );
  });
}
