import { expect, test } from '@playwright/test';
import { SHORT_SESSION_URL } from './playwright.config.ts';
import { enterCodeFromOutbox, lastOutboxId, signInThroughPage } from './support.ts';

// This server runs with SESSION_EXPIRE_WARNING_AFTER=5 and SESSION_EXPIRE_AFTER=15.
test.use({ baseURL: SHORT_SESSION_URL });

test('the keep-alive prompt keeps the session when answered and logs out at zero', async ({ page }) => {
  await signInThroughPage(page, 'investor@demo.test');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  const prompt = page.getByText('Do you want to stay logged in?');
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: /stay|yes|keep/i }).click();
  await expect(prompt).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await expect(prompt).toBeVisible({ timeout: 20_000 });
  // The login page says why: the countdown ran out, or the server ended the session first.
  await expect(page).toHaveURL(/\/auth\/login\/\?reason=(idle|expired)$/, { timeout: 40_000 });
  await expect(page.getByRole('status')).toHaveText(
    /^(You were logged out after a period of inactivity|Your session has expired)\. Log in again to continue\.$/,
  );
});

test("blocking one's own account signs out everywhere and refuses the next sign-in", async ({
  page,
  request,
}) => {
  const before = await lastOutboxId(request, SHORT_SESSION_URL);
  await signInThroughPage(page, 'reset@demo.test');
  await enterCodeFromOutbox(page, request, SHORT_SESSION_URL, '0445678901', before);
  await expect(page).toHaveURL(/\/account\/change-password\/$/);
  await page.getByLabel('Current password').fill('Demo-Portal-2026!');
  await page.getByLabel('New password', { exact: true }).fill('Block-Me-Later-2027#');
  await page.getByLabel('Repeat new password').fill('Block-Me-Later-2027#');
  await page.getByRole('button', { name: /change password|save/i }).click();
  await expect(page.getByText('New password has been saved.')).toBeVisible();

  await page.goto('/account/block-account/');
  await page
    .getByRole('button', { name: /block|continue/i })
    .first()
    .click();
  await page.getByLabel('Password', { exact: true }).fill('Block-Me-Later-2027#');
  await page.getByRole('button', { name: /block/i }).last().click();
  await expect(page.getByText('Your account is blocked').first()).toBeVisible();

  await signInThroughPage(page, 'reset@demo.test', 'Block-Me-Later-2027#');
  await expect(page).toHaveURL(/\/account-blocked\/$/);
});
