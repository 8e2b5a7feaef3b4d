import { expect, test } from '@playwright/test';
import {
  acknowledgeAndSubmit,
  expectCompleteSummary,
  expectPrimaryOwnTax,
  fillPrimaryOwnTax,
  fillTrustDetails,
  finishEntityTax,
  startApplication,
} from './application-support.ts';
import { fillMinimalIps, fillPortfolioDetails } from './ips-support.ts';
import { BASE_URL } from './playwright.config.ts';

const DEED_REQUIRED =
  'We need a certified copy of the trust deed before the account can be opened. You can skip this step now, but the account will not be activated until the trust deed is received.';
const DEED_MISSING =
  'The trust deed has not been uploaded yet. The account will not be activated until we receive it.';
const DEED = Buffer.from('%PDF-1.4\n%Tran Retirement Fund deed\n');

test('from an invitation in the outbox to a submitted SMSF with an individual trustee', async ({
  page,
  request,
}) => {
  // The whole setup, signing, then the trust deed uploaded after submission: a minute of screens.
  await startApplication(page, request, {
    email: `smsf.${Date.now()}@example.com`,
    phone: '0478500001',
    first: 'Minh',
    last: 'Tran',
  });

  // The fund, by its ABN on the register; the applicant is its only trustee.
  await page.getByLabel('Account type').selectOption({ label: 'SMSF' });
  await page.getByLabel('ABN').fill('50556789012');
  await expect(page.getByText('Tran Retirement Fund')).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Trustee' }).getByLabel('Individual trustee').check();
  await page.getByLabel(/I confirm/).check();
  await page.getByRole('button', { name: 'Next' }).click();

  // His own tax details first: the fund's come later.
  await fillPrimaryOwnTax(page);

  // The fund's trust details: not settled with $10,000 or more, so no settlor.
  await fillTrustDetails(page, { type: 'Self-managed superannuation fund', state: 'Victoria' });

  // No other trustee.
  await expect(page.getByRole('heading', { name: 'Trustee details' })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Additional trustees' }).getByLabel('No').check();
  await page.getByRole('button', { name: 'Next' }).click();

  // The fund's tax: no TFN quoted, and no ABN asked again (the fund gave it with the account).
  await expect(page.getByRole('heading', { name: 'Tax details' })).toBeVisible();
  await expect(page.getByLabel('ABN')).toHaveCount(0);
  await page.getByLabel('TFN', { exact: true }).fill('1234567');
  await expect(page.getByText('TFN must contain 8 or 9 digits')).toBeVisible();
  await page.getByLabel("I don't have a TFN").check();
  await expect(page.getByLabel('TFN', { exact: true })).toHaveValue('');
  await finishEntityTax(page, 'Australian regulated trust or super fund');

  // The trust deed is skipped, after the warning.
  await expect(page.getByRole('heading', { name: 'Trust deed' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();
  const dialog = page.getByRole('dialog', { name: 'Trust deed required' });
  await expect(dialog.getByText(DEED_REQUIRED)).toBeVisible();
  await dialog.getByRole('button', { name: 'Skip for now' }).click();

  // The private-portfolio line's own sections, after the account's: portfolio details, then the IPS.
  await fillPortfolioDetails(page);
  await fillMinimalIps(page);

  const accountId = await expectCompleteSummary(page, ['Trust deed']);
  const details = page.getByRole('region', { name: 'Account details' });
  await expect(details.getByText('Tran Retirement Fund')).toBeVisible();
  const trust = page.getByRole('region', { name: 'Trust details' });
  await expect(trust.getByText('Self-managed superannuation fund')).toBeVisible();
  await expect(trust.getByText('VIC')).toBeVisible();
  await expectPrimaryOwnTax(page);
  const tax = page.getByRole('region', { name: 'Tax details', exact: true });
  await expect(tax.getByText('Not provided')).toBeVisible();
  await expect(tax.getByText('Australian regulated trust or super fund')).toBeVisible();

  await acknowledgeAndSubmit(page, accountId);
  await expect(page.getByText('Awaiting activation')).toBeVisible();

  // Submitted, the skipped trust deed is still missing, with a reminder, until she uploads it.
  const deed = page.getByRole('region', { name: 'Trust deed' });
  await expect(deed.getByText('Missing details')).toBeVisible();
  await expect(deed.getByText(DEED_MISSING)).toBeVisible();
  await deed.getByRole('link', { name: 'Upload trust deed' }).click();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'Tran fund deed.pdf', mimeType: 'application/pdf', buffer: DEED });
  await expect(
    page.getByRole('list', { name: 'Uploaded files' }).getByText('Tran fund deed.pdf'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/accounts/${accountId}/`);
  await expect(deed.getByText('Tran fund deed.pdf')).toBeVisible();
  await expect(deed.getByText('Missing details')).toHaveCount(0);
});
