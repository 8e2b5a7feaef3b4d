import type { Db, Queryable } from '../db/client.ts';
import type { PasswordHasher } from '../security/passwords.ts';
import { encryptSecret } from '../security/secret-cipher.ts';
import { seedDemoApplications } from './applications.ts';
import { seedDemoDetails } from './details.ts';
import { seedDemoInvitations } from './invitations.ts';
import { seedDemoLoanNotes } from './loan-notes.ts';
import { insertApplicationIfMissing, insertFlatPageIfMissing } from './queries/content.ts';
import {
  demoUserExists,
  grantApplication,
  insertAccount,
  insertAccountMember,
  insertDemoUser,
  insertDemoUserApp,
  type UserRow,
} from './queries/users.ts';

export const DEMO_PASSWORD = 'Demo-Portal-2026!';
/**
 * The demo staff user's authenticator app, published like the demo password: staff must use an app or a
 * passkey at every sign-in. Add it to an app by hand, or print the current code with
 * `npm run demo:staff-code`.
 */
export const DEMO_STAFF_APP_SECRET = 'DEMOSTAFFAPPSECRETDEMOSTAFFAPP23';

type DemoUser = Pick<UserRow, 'email' | 'first_name' | 'last_name' | 'phone_number'> &
  Partial<Pick<UserRow, 'is_staff' | 'login_two_factor_auth_enabled' | 'force_password_change'>> & {
    /** The secret of an authenticator app the user has set up (encrypted at rest like any other). */
    app_secret?: string;
    /** True: no personal, contact or additional details yet, so sign-in leads to the Individual info flow. */
    details_missing?: boolean;
    /** True: the dashboard's guided tour has not been done yet (the other demo users have done it). */
    tour_pending?: boolean;
    /** A block only staff lift (the staff console's Unblock). */
    blocked_status?: UserRow['blocked_status'];
    note: string;
  };

/** The demo sign-ins, printed at start and listed in the README. */
export const DEMO_USERS: DemoUser[] = [
  {
    email: 'investor@demo.test',
    first_name: 'Alex',
    last_name: 'Morgan',
    phone_number: '0412345678',
    note: 'primary investor (private portfolios), login two-factor off',
  },
  {
    email: 'secure@demo.test',
    first_name: 'Sam',
    last_name: 'Taylor',
    phone_number: '0423456789',
    login_two_factor_auth_enabled: true,
    note: 'primary investor with login two-factor on (code by SMS, see /dev/outbox)',
  },
  {
    email: 'staff@demo.test',
    first_name: 'Jordan',
    last_name: 'Lee',
    phone_number: '0434567890',
    is_staff: true,
    app_secret: DEMO_STAFF_APP_SECRET,
    note: `staff user: every sign-in asks for the authenticator app's code (secret ${DEMO_STAFF_APP_SECRET}; npm run demo:staff-code prints it)`,
  },
  {
    email: 'reset@demo.test',
    first_name: 'Casey',
    last_name: 'Brown',
    phone_number: '0445678901',
    force_password_change: true,
    note: 'must change the password at sign-in (after the SMS code, see /dev/outbox)',
  },
  {
    email: 'details@demo.test',
    first_name: 'Riley',
    last_name: 'Chen',
    phone_number: '0456789012',
    details_missing: true,
    note: 'no personal details yet: sign-in leads to the Individual info flow (a document id starting FAIL fails verification)',
  },
  {
    email: 'newcomer@demo.test',
    first_name: 'Jamie',
    last_name: 'Walker',
    phone_number: '0467890123',
    tour_pending: true,
    note: 'investor who has not taken the guided tour of the dashboard yet',
  },
  {
    email: 'blocked@demo.test',
    first_name: 'Quinn',
    last_name: 'Bradley',
    phone_number: '0478901234',
    blocked_status: 'temporary_blocked',
    note: 'investor whose account is temporarily blocked: staff unblock it in the console (Clients)',
  },
];

const APPLICATIONS = [
  ['ipm', 'Private Portfolios', '#0b3d5c', '#c8a24a', 'support@ipm.portal.example', 0],
  ['icf', 'Loan Notes', '#1f5130', '#d08c2d', 'support@icf.portal.example', 1],
  ['viv', 'Investment View', '#4a2366', '#2a9d8f', 'support@viv.portal.example', 2],
] as const;

const INVESTOR_MODULES = [
  'dashboard',
  'reports',
  'documents',
  'private_portfolio_manager',
  'settings',
  'activity',
];

const FLAT_PAGES = [
  {
    slug: 'terms-of-service',
    title: 'Terms of Service',
    content:
      'These terms govern your use of the Client Portal. By signing in you agree to use the portal only for managing your own investments or those you are authorised to act for.\n\nInformation in the portal is general in nature and does not take into account your personal objectives, financial situation or needs.\n\nWe may change these terms from time to time; the current version is always available on this page.',
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    content:
      'We collect personal information to provide and administer your investments, to meet our obligations under Australian law, including anti-money laundering and tax laws, and to contact you about your accounts.\n\nWe handle your information in line with the Australian Privacy Principles. You may ask to access or correct the information we hold about you by contacting support.\n\nDeclining to give a Tax File Number is not an offence, but tax may then be withheld at the highest marginal rate.',
  },
  {
    slug: 'security-statement',
    title: 'Security Statement',
    content:
      'We protect your account with strong password rules, optional two-factor verification by SMS and automatic sign-out after a period of inactivity.\n\nWe will never ask for your password or a verification code by phone or e-mail. If you receive such a request, do not answer it and contact support.\n\nIf you think someone else has used your account, block it from the account settings and contact support.',
  },
];

/** `secretKey` encrypts the demo users' app secrets, as the server's TFN key does (config.tfnEncryptionKey). */
export async function seedDemo(db: Db, hasher: PasswordHasher, secretKey: Uint8Array): Promise<void> {
  const passwordHash = await hasher.hash(DEMO_PASSWORD);
  await db.tx(async (q) => {
    for (const [id, name, primary, secondary, supportEmail, sort] of APPLICATIONS) {
      await insertApplicationIfMissing(q, {
        id,
        name,
        logo: `/brands/${id}/logo.svg`,
        favicon: `/brands/${id}/favicon.svg`,
        color_primary: primary,
        color_secondary: secondary,
        support_email: supportEmail,
        sort_order: sort,
      });
    }
    for (const [index, page] of FLAT_PAGES.entries()) {
      await insertFlatPageIfMissing(q, { ...page, targets: ['login', 'legal'], sort_order: index });
    }
    for (const user of DEMO_USERS) await upsertDemoUser(q, user, passwordHash, secretKey);
    await seedDemoInvitations(q);
    await seedDemoApplications(q, passwordHash);
    await seedDemoLoanNotes(q, passwordHash);
  });
}

async function upsertDemoUser(
  q: Queryable,
  user: DemoUser,
  passwordHash: string,
  secretKey: Uint8Array,
): Promise<void> {
  if (await demoUserExists(q, user.email)) return;
  const userId = await insertDemoUser(
    q,
    {
      email: user.email,
      password_hash: passwordHash,
      first_name: user.first_name,
      last_name: user.last_name,
      phone_number: user.phone_number,
      is_staff: user.is_staff ?? false,
      login_two_factor_auth_enabled: user.login_two_factor_auth_enabled ?? false,
      force_password_change: user.force_password_change ?? false,
      email_verified: true,
      verified_status: 'verified',
      blocked_status: user.blocked_status ?? null,
    },
    !user.tour_pending,
  );
  for (const [applicationId] of APPLICATIONS) {
    await grantApplication(q, userId, applicationId, INVESTOR_MODULES);
  }
  if (user.app_secret) await insertDemoUserApp(q, userId, encryptSecret(secretKey, user.app_secret));
  if (user.is_staff) return;
  if (!user.details_missing) await seedDemoDetails(q, userId, user);
  const accounts = [
    [`${user.first_name} ${user.last_name}`, 'individual'],
    [`${user.last_name} Family Super Fund`, 'smsf'],
    [`${user.last_name} Family Trust`, 'trust'],
  ] as const;
  for (const [name, type] of accounts) {
    const accountId = await insertAccount(q, {
      name,
      account_type: type,
      application_id: 'ipm',
      status: 'active',
      primary_user_id: userId,
      initiator_user_id: userId,
    });
    await insertAccountMember(q, { account_id: accountId, user_id: userId });
  }
}
