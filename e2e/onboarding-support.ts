// Journeys of invitations, shared by the onboarding specs: a provider's invitation issued through the
// dev call, and a person taking a primary or secondary invitation up through the pages, reading every
// code from the outbox.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { codeIn, fillIndividualInfo, lastOutboxId, linkIn, waitForMessage } from './support.ts';

export const INVITEE_PASSWORD = 'Harbour-Bridge-2031!';

export type TInvitee = {
  application: 'ipm' | 'icf' | 'viv';
  email: string;
  phone: string;
  first: string;
  last: string;
};

const TERMS: Record<TInvitee['application'], RegExp[]> = {
  icf: [/over 18 years old/, /not a tax resident of the United States/],
  ipm: [/over 18 years old/, /at least \$500,000/],
  viv: [/over 18 years old/, /at least \$500,000/],
};

/** POST /api/dev/invitations/: issues a primary invitation and sends it (e-mail link, SMS code). */
export async function issuePrimaryInvitation(
  request: APIRequestContext,
  baseURL: string,
  invitee: TInvitee,
): Promise<{ uuid: string }> {
  const response = await request.post(`${baseURL}/api/dev/invitations/`, {
    data: {
      application: invitee.application,
      email: invitee.email,
      phone_number: invitee.phone,
      first_name: invitee.first,
      last_name: invitee.last,
    },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { uuid: string };
}

/** Ticks the terms of the product and continues (the welcome step). */
async function passTerms(page: Page, application: TInvitee['application']): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  for (const label of TERMS[application]) await page.getByLabel(label).check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The sign-up (or set-password) form with the invited e-mail, then the SMS code of the mobile number. */
async function signUpAndConfirmPhone(
  page: Page,
  baseURL: string,
  phone: string,
  submitLabel: string,
): Promise<void> {
  await page.getByLabel('Password', { exact: true }).fill(INVITEE_PASSWORD);
  await page.getByLabel('Repeat password').fill(INVITEE_PASSWORD);
  await page.getByLabel('Mobile phone').fill(phone);
  await page.getByLabel('I agree to the Terms of Service and the Privacy Policy').check();
  const before = await lastOutboxId(page.request, baseURL);
  await page.getByRole('button', { name: submitLabel }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your mobile number' })).toBeVisible();
  await expect(page.getByText(`${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`)).toBeVisible();
  const sms = await waitForMessage(page.request, baseURL, phone, before);
  await page.getByLabel('Code', { exact: true }).fill(codeIn(sms.body));
  await page.getByRole('button', { name: 'Confirm' }).click();
}

/**
 * Takes a primary invitation up from its e-mail: terms, the 12-digit code from the SMS, sign-up, the
 * mobile number's code, the Individual info flow; stops on /account-setup/apply-now/.
 */
export async function completePrimaryInvitation(
  page: Page,
  baseURL: string,
  invitee: TInvitee,
): Promise<void> {
  const email = await waitForMessage(page.request, baseURL, invitee.email);
  const link = linkIn(email.body);
  const invitationSms = await waitForMessage(page.request, baseURL, invitee.phone);
  const code = invitationSms.body.match(/\b(\d{12})\b/)?.[1];
  if (!code) throw new Error(`no invitation code in: ${invitationSms.body}`);

  await page.goto(link);
  await passTerms(page, invitee.application);
  await expect(page.getByRole('heading', { name: 'Enter your invitation code' })).toBeVisible();
  await page.getByLabel('Invitation code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(invitee.email);
  await signUpAndConfirmPhone(page, baseURL, invitee.phone, 'Sign up');

  await expect(page).toHaveURL(`${baseURL}/individual-info/`);
  await fillIndividualInfo(page, invitee);
  // The finished flow leads back to the invitation, which hands over to account setup.
  await expect(page).toHaveURL(`${baseURL}/account-setup/apply-now/`);
}

/**
 * Takes a secondary invitation up from its e-mail, up to the secondary summary: terms, set password, the
 * mobile number's code, the activation review, the Individual info flow and the individual tax form.
 */
export async function acceptSecondaryInvitation(
  page: Page,
  baseURL: string,
  invitee: {
    email: string;
    phone: string;
    first: string;
    last: string;
    application?: TInvitee['application'];
  },
): Promise<void> {
  const email = await waitForMessage(page.request, baseURL, invitee.email);
  const link = email.body.match(/https?:\/\/\S+\/invitation-secondary\/\S+\//)?.[0];
  if (!link) throw new Error(`no invitation link in: ${email.body}`);

  await page.goto(link);
  await passTerms(page, invitee.application ?? 'ipm');
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await signUpAndConfirmPhone(page, baseURL, invitee.phone, 'Sign up');
  await expect(page.getByRole('heading', { name: 'Review the application' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  // The tax form comes next, but the details gate comes before any form; the finished flow leads back
  // to the invitation, which asks for the tax details and then hands over to the secondary summary.
  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible();
  await fillIndividualInfo(page, invitee);
  await page.getByLabel("I don't have a TFN").check();
  await page.getByRole('radiogroup', { name: 'Australian tax resident' }).getByLabel('Yes').check();
  await page.getByRole('radiogroup', { name: 'Tax resident of another country' }).getByLabel('No').check();
  await page.getByRole('button', { name: /Next|Save/ }).click();
  await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
  await expect(page).toHaveURL(/\/account-setup\/secondary-summary\//);
}
