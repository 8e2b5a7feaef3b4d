// Test set-up of shared access: an investor invites a person, who signs up from the e-mailed link and
// signs in with the SMS code, as a user would.
import type { FastifyInstance } from 'fastify';
import { seedDemoPortfolio } from '../../demo/portfolio.ts';
import { DEMO_PASSWORD } from '../../demo/seed.ts';
import { call, confirmActionWithCode, lastMessageTo, signInWithCode } from '../../testing/http.ts';
import { depsOf, type TestApp } from '../../testing/test-app.ts';
import { createDocument } from '../documents/service.ts';

export const DEMO_INVESTOR = { email: 'investor@demo.test', phone: '0412345678', name: 'Alex Morgan' };

/** The token of the newest shared-access link e-mailed to `email`. */
export async function invitationTokenFor(app: FastifyInstance, email: string): Promise<string> {
  const mail = await lastMessageTo(app, email);
  const match = mail?.body.match(/\/shared-access\/([A-Za-z0-9_-]+)\//);
  if (!match) throw new Error(`no shared-access link to ${email}: ${mail?.body}`);
  return match[1]!;
}

/** The investor invites `email` to view `accounts` (confirming the action with the SMS code first). */
export async function inviteViewer(
  app: FastifyInstance,
  investorToken: string,
  email: string,
  accounts: number[],
): Promise<string> {
  const send = () =>
    call(app, '/api/profiles/my/shared-access/', { token: investorToken, body: { email, accounts } });
  let invited = await send();
  // The confirmation lasts a while: confirm only when the server asks for it.
  if (invited.status === 403 && invited.json?.code === 'action_confirmation_required') {
    await confirmActionWithCode(app, investorToken, DEMO_INVESTOR.phone);
    invited = await send();
  }
  if (invited.status !== 200) throw new Error(`invite: ${invited.status} ${invited.text}`);
  return invitationTokenFor(app, email);
}

export const signUpForm = (email: string, phone: string, name = { first: 'Casey', last: 'Ledger' }) => ({
  email,
  first_name: name.first,
  last_name: name.last,
  password1: DEMO_PASSWORD,
  password2: DEMO_PASSWORD,
  phone_number: phone,
  password_check_list: true,
  agreement_terms_and_policy: true,
});

/** The invitee signs up from the link and signs in with the SMS code; answers the viewer's token. */
export async function signUpViewer(
  app: FastifyInstance,
  invitationToken: string,
  email: string,
  phone: string,
): Promise<string> {
  const signedUp = await call(app, `/api/shared-access/invitations/${invitationToken}/sign-up/`, {
    body: signUpForm(email, phone),
  });
  if (signedUp.status !== 200) throw new Error(`sign-up: ${signedUp.status} ${signedUp.text}`);
  return signInWithCode(app, email, phone);
}

/** Headers of a viewer's call acting for the investor. */
export const actingFor = (investorId: number) => ({ 'x-managed-user-id': String(investorId) });

const PDF = (text: string) => new TextEncoder().encode(`%PDF-1.4\n% ${text}\n${'x'.repeat(200)}\n%%EOF\n`);

/**
 * The investor's client area in a test: a year of portfolio data, one document per account, and ready
 * reports of each account alone and of all accounts together.
 */
export async function giveClientArea(t: TestApp, investorId: number, accountIds: number[]): Promise<void> {
  await seedDemoPortfolio(t.db, { years: 1, emails: [DEMO_INVESTOR.email] });
  const deps = depsOf(t);
  for (const accountId of accountIds) {
    await createDocument(deps, {
      accountId,
      category: 'Statement',
      company: `Statement of ${accountId}`,
      dateOf: '2026-06-30',
      fileName: `statement-${accountId}.pdf`,
      bytes: PDF(`statement ${accountId}`),
      notify: false,
    });
  }
  for (const ids of [...accountIds.map((id) => [id]), accountIds]) {
    const fileKey = await t.files.put(PDF(`report ${ids.join(',')}`), 'pdf');
    const csvKey = await t.files.put(Buffer.from(`Group,Account\r\nreport ${ids.join(' ')},x\r\n`), 'csv');
    // Performance, and the realised capital gains by parcel with its CSV file.
    await t.db.query(
      `WITH report AS (
         INSERT INTO generated_reports (uuid, user_id, creator_id, application_id, name, account_ids,
                                        report_type_ids, start_date, end_date, status, file_key)
         VALUES (gen_random_uuid(), $1, $1, 'ipm', $2, $3, '{2,9}', '2025-07-01', '2026-06-30', 'ready', $4)
         RETURNING id)
       INSERT INTO report_csv_files (report_id, report_type_id, file_key) SELECT id, 9, $5 FROM report`,
      [investorId, `Report of ${ids.join(' and ')}`, ids, fileKey, csvKey],
    );
  }
}
