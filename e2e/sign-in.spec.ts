import { expect, test } from '@playwright/test';
import { BASE_URL } from './playwright.config.ts';
import { codeIn, enterCodeFromOutbox, lastOutboxId, signInThroughPage, waitForMessage } from './support.ts';

test('an investor without two-factor signs in and out', async ({ page }) => {
  await signInThroughPage(page, 'investor@demo.test');
  await expect(page).toHaveURL(`${BASE_URL}/`);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('a wrong password shows the server message and stays on the login page', async ({ page }) => {
  await signInThroughPage(page, 'investor@demo.test', 'Wrong-Password-2026!');
  await expect(page.getByText('Unable to log in with provided credentials.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login\/$/);
});

test('two-factor sign-in: a wrong code is refused, the code from the SMS lets the investor in', async ({
  page,
  request,
}) => {
  const before = await lastOutboxId(request, BASE_URL);
  await signInThroughPage(page, 'secure@demo.test');
  await expect(page.getByRole('heading', { name: 'Verification' })).toBeVisible();
  await expect(page.getByText('A verification code has just been sent to your phone by SMS.')).toBeVisible();
  const sms = await waitForMessage(request, BASE_URL, '0423456789', before);
  const code = codeIn(sms.body);

  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Code').fill(wrong);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('The code is not valid.')).toBeVisible();

  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Verification' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('the resend countdown survives a reload, and Contact support appears after the first resend', async ({
  page,
  request,
}) => {
  const before = await lastOutboxId(request, BASE_URL);
  await signInThroughPage(page, 'secure@demo.test');
  await expect(page.getByRole('heading', { name: 'Verification' })).toBeVisible();
  await waitForMessage(request, BASE_URL, '0423456789', before);
  await expect(page.getByRole('link', { name: 'Contact support' })).toHaveCount(0);

  const afterLogin = await lastOutboxId(request, BASE_URL);
  await page.getByRole('button', { name: 'Resend code' }).click();
  await waitForMessage(request, BASE_URL, '0423456789', afterLogin);
  await expect(page.getByText(/^Resend code in [01]:\d\d$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact support' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Verification' })).toBeVisible();
  await expect(page.getByText(/^Resend code in 0:[0-5]\d$/)).toBeVisible();

  await page.getByRole('button', { name: 'Back to Login' }).click();
  await expect(page).toHaveURL(/\/auth\/login\/$/);
});

test('a user who must change the password does so before anything else', async ({ page, request }) => {
  const before = await lastOutboxId(request, BASE_URL);
  await signInThroughPage(page, 'reset@demo.test');
  // The change is a security setting: the code texted to the user comes first.
  await expect(page).toHaveURL(/\/two-factor-authentication\/sms\/check-required-confirmation\//);
  await page.goto('/account/settings/');
  await expect(page).toHaveURL(/\/account\/change-password\/|\/check-required-confirmation\//);
  await enterCodeFromOutbox(page, request, BASE_URL, '0445678901', before);
  await expect(page).toHaveURL(/\/account\/change-password\/$/);

  await page.getByLabel('Current password').fill('Demo-Portal-2026!');
  await page.getByLabel('New password', { exact: true }).fill('Fresh-Start-2027#');
  await page.getByLabel('Repeat new password').fill('Fresh-Start-2027#');
  await page.getByRole('button', { name: /change password|save/i }).click();
  await expect(page.getByText('New password has been saved.')).toBeVisible();
  await page.goto('/account/settings/');
  await expect(page).toHaveURL(/\/account\/settings\/$/);
});

test('a forgotten password is reset by the e-mailed link, and the next sign-in asks for an SMS code', async ({
  page,
  request,
}) => {
  const before = await lastOutboxId(request, BASE_URL);
  await page.goto('/auth/login/');
  await page.getByRole('link', { name: 'Forgot password' }).click();
  await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
  await page.getByLabel('Email').fill('investor@demo.test');
  await page.getByRole('button', { name: /send|reset/i }).click();
  await expect(
    page.getByText('If an account exists for this e-mail, we have sent a link to reset the password.'),
  ).toBeVisible();

  const email = await waitForMessage(request, BASE_URL, 'investor@demo.test', before);
  const link = email.body.match(/https?:\/\/\S+/)![0];
  await page.goto(link);
  await expect(page.getByLabel('New password', { exact: true })).toBeEditable();
  await page.getByLabel('New password', { exact: true }).fill('Another-Start-2027#');
  await page.getByLabel('Repeat new password').fill('Another-Start-2027#');
  await page.getByRole('button', { name: /reset|save|change/i }).click();
  await expect(page.getByText('Password has been reset with the new password.')).toBeVisible();

  // The link is spent.
  await page.goto(link);
  await expect(page.getByText('The password reset link has expired or has already been used.')).toBeVisible();

  const beforeLogin = await lastOutboxId(request, BASE_URL);
  await signInThroughPage(page, 'investor@demo.test', 'Another-Start-2027#');
  await expect(page.getByText(/Your password was recently reset/)).toBeVisible();
  const sms = await waitForMessage(request, BASE_URL, '0412345678', beforeLogin);
  await page.getByLabel('Code').fill(codeIn(sms.body));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});
