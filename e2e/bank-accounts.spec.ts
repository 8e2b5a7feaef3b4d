// A signed-in investor adds a bank account to an active account (the BSB fills in bank and branch; a
// code confirms the change, as for every bank change of an active account), sees it on the account
// page, edits it with the password, and deletes it.
import { expect, test } from '@playwright/test';
import { BASE_URL } from './playwright.config';
import {
  codeIn,
  DEMO_PASSWORD,
  lastOutboxId,
  signInThroughApi,
  waitForMessage,
  waitOutResendTimeout,
} from './support';

const EMAIL = 'investor@demo.test';
const PHONE = '0412345678';
const PDF = Buffer.from('%PDF-1.4\n%statement\n');

test('an investor adds, edits and deletes a bank account of an account', async ({ page, request }) => {
  // The account journeys before this one asked this investor's last code: one code per resend timeout.
  await waitOutResendTimeout(page, request, BASE_URL, [PHONE, EMAIL]);
  const login = await request.post(`${BASE_URL}/api/auth/login/`, {
    data: { email: EMAIL, password: DEMO_PASSWORD },
  });
  const { key } = (await login.json()) as { key: string };
  const accounts = (await (
    await request.get(`${BASE_URL}/api/accounts/`, { headers: { Authorization: `Token ${key}` } })
  ).json()) as Array<{ id?: number; name?: string }>;
  const trust = accounts.find((account) => account.name === 'Morgan Family Trust')!;

  await signInThroughApi(page, EMAIL);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto(`/accounts/${trust.id}/`);
  const section = page.getByRole('region', { name: 'Bank account' });
  await expect(section.getByText('No bank account added yet.')).toBeVisible();

  // Adding to an active account asks a code first, then comes back to the form.
  const before = await lastOutboxId(request, BASE_URL);
  await section.getByRole('link', { name: 'Add bank account' }).click();
  await expect(page.getByRole('heading', { name: 'Verification' })).toBeVisible();
  const sms = await waitForMessage(request, BASE_URL, PHONE, before);
  await page.getByLabel('Code').fill(codeIn(sms.body));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(new RegExp(`/accounts/${trust.id}/add-bank-account`));

  await page.getByLabel('BSB').fill('062-000');
  await expect(page.getByLabel('Bank', { exact: true })).toHaveValue('Commonwealth Bank of Australia');
  await expect(page.getByLabel('Branch')).toHaveValue('48 Martin Place');
  await page.getByLabel('Account number').fill('12345678');
  await page.getByLabel('Account name').fill('Morgan Family Trust');
  await page
    .getByLabel('Bank statement')
    .setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('statement.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(new RegExp(`/accounts/${trust.id}/$`));
  await expect(section.getByText('Morgan Family Trust · 062-000 · ******678')).toBeVisible();
  await expect(section.getByText('Commonwealth Bank of Australia, 48 Martin Place')).toBeVisible();

  // Editing: the account has a bank account now, so the password confirms the change.
  await section.getByRole('link', { name: 'Edit Morgan Family Trust' }).click();
  await page.getByLabel('Account number').fill('87654321');
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await page.getByLabel('Password').fill('not-my-password');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your password was entered incorrectly. Please enter it again.')).toBeVisible();
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByText('Morgan Family Trust · 062-000 · ******321')).toBeVisible();

  await section.getByRole('link', { name: 'Delete Morgan Family Trust' }).click();
  await expect(page.getByRole('heading', { name: 'Delete bank account' })).toBeVisible();
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The bank account has been deleted.')).toBeVisible();
  await expect(section.getByText('No bank account added yet.')).toBeVisible();
});
