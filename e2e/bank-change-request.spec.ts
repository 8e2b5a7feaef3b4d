// A bank account change on an active joint account is a change request the members sign: the primary
// holder adds a bank account (with a code, as for every bank change of an active account), the other
// holder finds it under the account's open requests, confirms it by signing on the embedded provider's
// page, and the bank account is in use.
import { expect, test } from '@playwright/test';
import {
  acknowledgeAndSubmit,
  changeRequestId,
  expectCompleteSummary,
  fillOwnTax,
  openSignCallback,
  signOnEmbeddedPage,
  startApplication,
} from './application-support.ts';
import { fillMinimalIps, fillPortfolioDetails } from './ips-support.ts';
import { acceptSecondaryInvitation } from './onboarding-support.ts';
import { BASE_URL } from './playwright.config.ts';
import { codeIn, lastOutboxId, staffApiToken, waitForMessage } from './support.ts';

const PDF = Buffer.from('%PDF-1.4\n%statement\n');

test('the other holder of a joint account confirms a new bank account', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const primary = {
    email: `bank.primary.${stamp}@example.com`,
    phone: '0478600001',
    first: 'Nina',
    last: 'Adeyemi',
  };
  const second = {
    email: `bank.second.${stamp}@example.com`,
    phone: '0478600002',
    first: 'Tom',
    last: 'Adeyemi',
  };
  const accountName = 'Nina and Tom Adeyemi';

  // --- Setup: a joint application of two registered holders (any applicant signs), activated by staff ---
  await startApplication(page, request, primary);
  await page.getByLabel('Account type').selectOption({ label: 'Joint' });
  await page.getByLabel('Account name').fill(accountName);
  await page.getByRole('button', { name: 'Next' }).click();
  await fillOwnTax(page);
  await expect(page.getByRole('heading', { name: 'Additional individuals' })).toBeVisible();
  const holder = page.getByRole('group', { name: 'Individual 1' });
  await holder.getByLabel('First name').fill(second.first);
  await holder.getByLabel('Last name').fill(second.last);
  await holder.getByLabel('Mobile phone').fill(second.phone);
  await holder.getByLabel('Email').fill(second.email);
  await page.getByRole('button', { name: 'Next' }).click();
  await fillPortfolioDetails(page);
  await fillMinimalIps(page);
  // The wizard asks who signs once it sees the second member.
  await expect(page.getByRole('heading', { name: 'Signing authority' })).toBeVisible();
  await page.getByLabel('Any applicant to sign').check();
  await page.getByRole('button', { name: 'Next' }).click();
  const accountId = await expectCompleteSummary(page);
  await acknowledgeAndSubmit(page, accountId);

  const secondContext = await browser.newContext();
  const secondPage = await secondContext.newPage();
  await acceptSecondaryInvitation(secondPage, BASE_URL, second);
  await secondPage.getByRole('button', { name: 'Accept' }).click();
  await expect(secondPage).toHaveURL(`${BASE_URL}/accounts/${accountId}/`);

  const staffKey = await staffApiToken(request, BASE_URL);
  const activated = await request.post(`${BASE_URL}/api/staff/applications/${accountId}/activate/`, {
    headers: { Authorization: `Token ${staffKey}` },
    data: {},
  });
  expect(activated.status()).toBe(200);

  // --- The primary holder adds a bank account: it becomes a request the members sign ---
  await page.goto(`/accounts/${accountId}/`);
  const section = page.getByRole('region', { name: 'Bank account' });
  await expect(section.getByText('No bank account added yet.')).toBeVisible();
  const before = await lastOutboxId(request, BASE_URL);
  await section.getByRole('link', { name: 'Add bank account' }).click();
  await expect(page.getByRole('heading', { name: 'Verification' })).toBeVisible();
  const sms = await waitForMessage(request, BASE_URL, primary.phone, before);
  await page.getByLabel('Code').fill(codeIn(sms.body));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(new RegExp(`/accounts/${accountId}/add-bank-account`));
  await page.getByLabel('BSB').fill('062-000');
  await expect(page.getByLabel('Bank', { exact: true })).toHaveValue('Commonwealth Bank of Australia');
  await page.getByLabel('Account number').fill('24681357');
  await page.getByLabel('Account name').fill(accountName);
  await page
    .getByLabel('Bank statement')
    .setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('statement.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(new RegExp(`/accounts/verify-new-bank-account/${accountId}/\\d+/$`));
  await expect(page.getByRole('heading', { name: `New bank account for ${accountName}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  // A link to decline it only asks the primary holder, saying the change would not be made.
  await openSignCallback(page, await changeRequestId(page, accountId, 'bank_account_add'), 'decline');
  await expect(page.getByRole('heading', { name: 'Decline to sign?' })).toBeVisible();
  await expect(
    page.getByText(
      'If you decline, the bank account change will not be made, and the portfolio manager and other members are informed.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Back to account' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/accounts/${accountId}/`);

  // --- The other holder confirms it from the account page's open requests ---
  await secondPage.goto(`/accounts/${accountId}/`);
  const open = secondPage.getByRole('region', { name: 'Open requests' });
  await expect(open.getByText(`New bank account for ${accountName}`)).toBeVisible();
  await expect(open.getByText('Your signature is due')).toBeVisible();
  await open.getByRole('link', { name: `Open New bank account for ${accountName}` }).click();
  await expect(secondPage.getByText('Requested by Nina Adeyemi')).toBeVisible();
  await expect(secondPage.getByText('062-000 · 24681357')).toBeVisible();
  await expect(secondPage.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await secondPage.getByRole('button', { name: 'Confirm' }).click();
  await signOnEmbeddedPage(secondPage);
  await expect(
    secondPage.getByText('Your signature was submitted and the change is now active.'),
  ).toBeVisible();

  // The bank account is in use for both holders; the request has left the open requests.
  await secondPage.goto(`/accounts/${accountId}/`);
  await expect(
    secondPage
      .getByRole('region', { name: 'Bank account' })
      .getByText(`${accountName} · 062-000 · ******357`),
  ).toBeVisible();
  await expect(secondPage.getByText('There are no open requests.')).toBeVisible();
  await page.goto(`/accounts/${accountId}/`);
  await expect(section.getByText(`${accountName} · 062-000 · ******357`)).toBeVisible();
  await secondContext.close();
});
