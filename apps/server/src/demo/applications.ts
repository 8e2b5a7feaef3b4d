// The demo's account applications: applicant@demo.test part-way through a company application, so the
// fill-in-missing-details steps, the summary's 'Missing details' and the accounts pages have something
// to show without first going through an invitation.
import { DASHBOARD_TOUR_KEY } from '@portal/contracts/constants';
import type { Queryable } from '../db/client.ts';
import { embeddedCompanyRegister } from '../providers/company-register.ts';
import { seedDemoDetails } from './details.ts';

export const DEMO_APPLICANT = {
  email: 'applicant@demo.test',
  first_name: 'Priya',
  last_name: 'Sharma',
  phone_number: '0478200001',
  note: 'part-way through a company application (Sharma Holdings Pty Ltd): directors done; beneficial owners, company details, tax and signing authority left',
} as const;

/** The company of the application: in the embedded register, with Priya and Daniel Sharma as directors. */
const COMPANY_ACN = '612345678';
const DIRECTOR_AND_SHAREHOLDER_ROLE = 3;
const DIRECTOR_ROLE = 2;

/** Idempotent: does nothing when the applicant is already there. */
export async function seedDemoApplications(q: Queryable, passwordHash: string): Promise<void> {
  const existing = await q.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [
    DEMO_APPLICANT.email,
  ]);
  if (existing.length > 0) return;
  const [user] = await q.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, phone_number, email_verified, verified_status,
                        onboardings)
     VALUES ($1, $2, $3, $4, $5, true, 'verified', jsonb_build_object($6::text, true)) RETURNING id`,
    [
      DEMO_APPLICANT.email,
      passwordHash,
      DEMO_APPLICANT.first_name,
      DEMO_APPLICANT.last_name,
      DEMO_APPLICANT.phone_number,
      DASHBOARD_TOUR_KEY,
    ],
  );
  const userId = user!.id;
  // The same applications and modules as the other demo investors.
  await q.query(
    `INSERT INTO user_applications (user_id, application_id, modules)
     SELECT $1, ua.application_id, ua.modules FROM user_applications ua
       JOIN users u ON u.id = ua.user_id WHERE u.email = 'investor@demo.test'`,
    [userId],
  );
  await seedDemoDetails(q, userId, DEMO_APPLICANT);

  const company = await embeddedCompanyRegister.lookupAcn(COMPANY_ACN);
  const [account] = await q.query<{ id: number }>(
    `INSERT INTO accounts (name, account_type, application_id, status, primary_user_id, initiator_user_id, acn,
                           register_data, primary_user_role_id)
     VALUES ($1, 'company', 'ipm', 'application_in_progress', $2, $2, $3, $4, $5) RETURNING id`,
    [company!.business_name, userId, COMPANY_ACN, JSON.stringify(company), DIRECTOR_AND_SHAREHOLDER_ROLE],
  );
  const accountId = account!.id;
  await q.query(`INSERT INTO account_members (account_id, user_id, role) VALUES ($1, $2, 'primary')`, [
    accountId,
    userId,
  ]);
  await q.query('UPDATE users SET selected_account_id = $2 WHERE id = $1', [userId, accountId]);
  // The other director from the register, named in the directors step (not yet registered).
  await q.query(
    `INSERT INTO account_people (account_id, role_id, first_name, last_name, email, phone_number)
     VALUES ($1, $2, 'Daniel', 'Sharma', 'daniel.sharma@demo.test', '0478200002')`,
    [accountId, DIRECTOR_ROLE],
  );
}
