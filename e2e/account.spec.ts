import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { BASE_URL } from './playwright.config.ts';
import {
  codeIn,
  DEMO_PASSWORD,
  lastOutboxId,
  linkIn,
  signInThroughApi,
  signInThroughPage,
  waitForMessage,
  waitOutResendTimeout,
} from './support.ts';

// These journeys change investor@demo.test and change it back, so the other journeys find it as seeded.
const EMAIL = 'investor@demo.test';
const PHONE = '0412345678';
/** Everywhere these journeys send the investor's messages: the seeded details and the ones changed to. */
const INVESTOR_RECIPIENTS = [EMAIL, PHONE, 'alex.morgan@demo.test', '0498765432'];

async function signedIn(page: Page): Promise<void> {
  await signInThroughApi(page, EMAIL);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

/**
 * A security setting asks a fresh code first: the Verification page sends one to `phone`, and the code
 * from the outbox confirms it. A user may ask one code per resend timeout, so a journey that follows
 * another one's code waits it out first.
 */
async function confirmWithCode(page: Page, request: APIRequestContext, phone: string, before: number) {
  await expect(page.getByRole('heading', { name: 'Verification' })).toBeVisible();
  const sms = await waitForMessage(request, BASE_URL, phone, before);
  await page.getByLabel('Code').fill(codeIn(sms.body));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Verification' })).toBeHidden();
}

test('change e-mail by the link sent to the new address', async ({ page, request }) => {
  await signedIn(page);
  const confirmation = await lastOutboxId(request, BASE_URL);
  await page.goto('/account/change-email/');
  await confirmWithCode(page, request, PHONE, confirmation);
  const changeTo = async (from: string, to: string) => {
    await page.goto('/account/change-email/');
    await expect(page.getByText(`Current email: ${from}`)).toBeVisible();
    const before = await lastOutboxId(request, BASE_URL);
    await page.getByLabel('New email').fill(to);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Change email' }).click();
    await expect(page.getByText(`Your e-mail address stays ${from} until the link is opened.`)).toBeVisible();
    const mail = await waitForMessage(request, BASE_URL, to, before);
    await page.goto(linkIn(mail.body));
    await expect(page.getByText('Your e-mail address has been changed.')).toBeVisible();
    // The old address is told, without the link.
    const notice = await waitForMessage(request, BASE_URL, from, before);
    expect(notice.subject).toBe('Your e-mail address was changed');
  };
  await changeTo(EMAIL, 'alex.morgan@demo.test');
  await page.goto('/account/change-email/');
  await expect(page.getByText('Current email: alex.morgan@demo.test')).toBeVisible();
  await changeTo('alex.morgan@demo.test', EMAIL);
});

test('change phone with the SMS code sent to the new number', async ({ page, request }) => {
  await waitOutResendTimeout(page, request, BASE_URL, INVESTOR_RECIPIENTS);
  await signedIn(page);
  const confirmation = await lastOutboxId(request, BASE_URL);
  await page.goto('/account-new/contact-details/change-phone/');
  await confirmWithCode(page, request, PHONE, confirmation);
  const changeTo = async (to: string, grouped: string) => {
    await page.goto('/account-new/contact-details/change-phone/');
    const before = await lastOutboxId(request, BASE_URL);
    await page.getByLabel('New mobile phone').fill(to);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Change phone' }).click();
    await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
    await expect(page.getByTestId('grouped-phone')).toHaveText(grouped);
    const sms = await waitForMessage(request, BASE_URL, to, before);
    await page.getByLabel('Code').fill(codeIn(sms.body));
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Your mobile number has been changed.')).toBeVisible();
    await expect(page).toHaveURL(/\/account-new\/settings\/$/);
  };
  await changeTo('0498765432', '0498 765 432');
  await page.goto('/account/activity/');
  await expect(page.getByRole('cell', { name: 'Mobile number changed' }).first()).toBeVisible();
  await changeTo(PHONE, '0412 345 678');
});

test('enable login two-factor: logged out, then signing in asks for the SMS code', async ({
  page,
  request,
}) => {
  await waitOutResendTimeout(page, request, BASE_URL, INVESTOR_RECIPIENTS);
  await signedIn(page);
  await page.goto('/account/settings/');
  const toggle = page.getByRole('switch', { name: 'Login Two-Factor Authentication' });
  await expect(toggle).toBeEnabled();
  await expect(toggle).not.toBeChecked();
  const confirmation = await lastOutboxId(request, BASE_URL);
  await toggle.click();
  await confirmWithCode(page, request, PHONE, confirmation);
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(
    page.getByText('Login Two-Factor Authentication setting was enabled. You will be logged out now.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/auth\/login\/$/);

  const before = await lastOutboxId(request, BASE_URL);
  await signInThroughPage(page, EMAIL);
  await expect(page.getByRole('heading', { name: 'Verification' })).toBeVisible();
  const sms = await waitForMessage(request, BASE_URL, PHONE, before);
  await page.getByLabel('Code').fill(codeIn(sms.body));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // Back as seeded: two-factor off, which is a security change too.
  await waitOutResendTimeout(page, request, BASE_URL, INVESTOR_RECIPIENTS);
  await page.goto('/account/settings/');
  await expect(toggle).toBeChecked();
  const offConfirmation = await lastOutboxId(request, BASE_URL);
  await toggle.click();
  await confirmWithCode(page, request, PHONE, offConfirmation);
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(page.getByText('Your settings were successfully changed')).toBeVisible();
  await expect(toggle).not.toBeChecked();
});
