import { expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';
import { BASE_URL } from './playwright.config.ts';
import {
  enterCodeFromOutbox,
  lastOutboxId,
  signInThroughApi,
  signInThroughPage,
  waitOutResendTimeout,
} from './support.ts';

// The investor sets an authenticator app up and removes it again, so the other journeys find the
// investor as seeded (SMS only).
const EMAIL = 'investor@demo.test';
const PHONE = '0412345678';

/** The code the app shows `stepOffset` periods from now, computed from the secret the page showed. */
const appCode = (secret: string, stepOffset: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepOffset * 30 });

async function enterCode(page: Page, label: string, code: string) {
  await page.getByLabel(label, { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Submit' }).click();
}

test('authenticator app: set up with a QR code and its secret, sign in with it, remove with a backup code', async ({
  page,
  request,
}) => {
  await waitOutResendTimeout(page, request, BASE_URL, [PHONE]);
  const before = await lastOutboxId(request, BASE_URL);
  await signInThroughApi(page, EMAIL, { landing: '/account/sign-in-methods/' });
  // A change of second factor needs a fresh one: the SMS code, the investor's only factor so far.
  await expect(page.getByRole('heading', { name: 'Verification' })).toBeVisible();
  await enterCodeFromOutbox(page, request, BASE_URL, PHONE, before);

  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByLabel('Secret key').textContent())!.trim();
  await page.getByLabel('Code').fill(await appCode(secret, 0));
  await page.getByRole('button', { name: 'Confirm' }).click();
  const codes = page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const backupCode = (await codes.first().textContent())!;
  await expect(page.getByText('An authenticator app is set up.')).toBeVisible();

  // The next sign-in asks for the app's code, not an SMS.
  await page.request.post('/api/auth/logout/', {
    headers: { Authorization: `Token ${await page.evaluate(() => localStorage.getItem('portal.token'))}` },
  });
  await signInThroughPage(page, EMAIL);
  await expect(page.getByText('Enter the six-digit code that your authenticator app shows.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send a code by SMS instead' })).toBeVisible();
  await enterCode(page, 'Code', await appCode(secret, 1));
  await expect(page.getByRole('heading', { name: 'Verification' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // Removing the app needs a fresh factor: the confirmation page offers the app, SMS and backup codes.
  await page.goto('/account/sign-in-methods/');
  await page.getByRole('button', { name: 'Use a backup code' }).click();
  await enterCode(page, 'Backup code', backupCode);
  await page.getByRole('button', { name: 'Remove authenticator app' }).click();
  await expect(page.getByText('Your authenticator app was removed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set up an authenticator app' })).toBeVisible();
});
