import { expect, test } from '@playwright/test';
import { BASE_URL } from './playwright.config.ts';
import { signInStaffThroughPage } from './support.ts';

test('an unknown path shows page not found', async ({ page }) => {
  await page.goto('/no/such/page/');
  await expect(page.getByText(/page not found/i).first()).toBeVisible();
});

test('account pages send a visitor without a session to the login page', async ({ page }) => {
  await page.goto('/account/settings/');
  await expect(page).toHaveURL(/\/auth\/login\/$/);
  await expect(page.getByRole('heading', { name: 'Client Portal' })).toBeVisible();
});

test('the login page opens the legal pages as modals with the provider text', async ({ page }) => {
  await page.goto('/auth/login/');
  await page.getByRole('button', { name: 'Privacy Policy' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Privacy Policy').first()).toBeVisible();
  await expect(dialog.getByText(/Australian Privacy Principles/)).toBeVisible();
});

test('an old browser gets the Unsupported Browser page', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/100.0.4896.60 Safari/537.36',
  });
  const page = await context.newPage();
  await page.goto('/auth/login/');
  await expect(page.getByText(/Unsupported Browser/i).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Client Portal' })).toHaveCount(0);
  await context.close();
});

test('contact us without signing in sends the message and thanks the visitor', async ({ page }) => {
  await page.goto('/auth/login/');
  await page.getByRole('link', { name: 'Contact us' }).click();
  await expect(page.getByRole('heading', { name: 'Contact support' })).toBeVisible();
  await page.getByLabel('Email').fill('visitor@example.com');
  await page.getByLabel('Message').fill('I cannot find my statement.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Thank you!')).toBeVisible();
});

for (const width of [375, 1440]) {
  test(`the login and signed-in pages fit a ${width} px wide screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/auth/login/');
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);
    await signInStaffThroughPage(page, BASE_URL);
    // Staff land in the console; its tabs and tables must fit too.
    await expect(page.getByRole('heading', { name: 'Staff console' })).toBeVisible();
    expect(await fits()).toBe(true);
  });
}
