// The demo's account applications: applicant@demo.test part-way through a company application, so the
// fill-in-missing-details steps, the summary's 'Missing details' and the accounts pages have something
// to show without first going through an invitation.
import type { Queryable } from '../db/client.ts';
import { embeddedCompanyRegister } from '../providers/company-register.ts';
import { seedDemoDetails } from './details.ts';
import { copyApplications, demoUserExists, insertAccount, insertAccountPerson } from './queries/users.ts';
import { insertDemoInvestor, makePrimaryMember } from './users.ts';

export const DEMO_APPLICANT = {
  email: 'applicant@demo.test',
  first_name: 'Priya',
  last_name: 'Sharma',
  phone_number: '0478200001',
  note: 'part-way through a company application (Sharma Holdings Pty Ltd): directors done; her own tax details, beneficial owners, company details, the company tax details and signing authority left',
} as const;

/** The company of the application: in the embedded register, with Priya and Daniel Sharma as directors. */
const COMPANY_ACN = '612345678';
const DIRECTOR_AND_SHAREHOLDER_ROLE = 3;
const DIRECTOR_ROLE = 2;

/** Idempotent: does nothing when the applicant is already there. */
export async function seedDemoApplications(q: Queryable, passwordHash: string): Promise<void> {
  if (await demoUserExists(q, DEMO_APPLICANT.email)) return;
  const userId = await insertDemoInvestor(q, DEMO_APPLICANT, passwordHash);
  // The same applications and modules as the other demo investors.
  await copyApplications(q, userId, 'investor@demo.test');
  await seedDemoDetails(q, userId, DEMO_APPLICANT);

  const company = await embeddedCompanyRegister.lookupAcn(COMPANY_ACN);
  const accountId = await insertAccount(q, {
    name: company!.business_name,
    account_type: 'company',
    application_id: 'ipm',
    status: 'application_in_progress',
    primary_user_id: userId,
    initiator_user_id: userId,
    acn: COMPANY_ACN,
    register_data: JSON.stringify(company),
    primary_user_role_id: DIRECTOR_AND_SHAREHOLDER_ROLE,
  });
  await makePrimaryMember(q, accountId, userId);
  // The other director from the register, named in the directors step (not yet registered).
  await insertAccountPerson(q, {
    account_id: accountId,
    role_id: DIRECTOR_ROLE,
    first_name: 'Daniel',
    last_name: 'Sharma',
    email: 'daniel.sharma@demo.test',
    phone_number: '0478200002',
  });
}
