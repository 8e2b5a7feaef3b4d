import { expect, test } from '@playwright/test';
import {
  acknowledgeAndSubmit,
  expectCompleteSummary,
  expectPrimaryOwnTax,
  fillCompanyAddresses,
  fillPrimaryOwnTax,
  fillTrustDetails,
  finishEntityTax,
  REGISTERED_OFFICE_STREET,
  startApplication,
} from './application-support.ts';
import { fillMinimalIps, fillPortfolioDetails } from './ips-support.ts';

const TFN = '123456782';
const NOTICE =
  'You are not required to provide your TFN. Declining to quote a TFN is not an offence, but tax may be withheld at the highest marginal rate.';
const DEED = Buffer.from('%PDF-1.4\n%Jacaranda Unit Trust deed\n');

test('from an invitation in the outbox to a submitted trust with a corporate trustee and its trust deed', async ({
  page,
  request,
}) => {
  // A whole application, from the invitation to the signed submission: a minute of screens on a quiet machine.
  await startApplication(page, request, {
    email: `trust.${Date.now()}@example.com`,
    phone: '0478400001',
    first: 'Aisha',
    last: 'Rahman',
  });

  // The account: a unit trust whose trustee is a company found on the register by its ACN.
  await page.getByLabel('Account type').selectOption({ label: 'Trust' });
  await page.getByLabel('Account name').fill('Jacaranda Unit Trust');
  await page.getByRole('radiogroup', { name: 'Trustee' }).getByLabel('Corporate trustee').check();
  await page.getByLabel('Corporate trustee ACN').fill('678901230');
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page.getByLabel('Corporate trustee name')).toHaveValue('Jacaranda Nominees Pty Ltd');
  await page.getByRole('button', { name: 'Next' }).click();

  // Her own tax details first: the trust's come later.
  await fillPrimaryOwnTax(page);

  // Beneficial owners: none other than the members.
  await expect(page.getByRole('heading', { name: 'Additional beneficial owners' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();

  // Directors: the register names only the applicant, so she is the sole director and adds no one.
  await expect(page.getByRole('heading', { name: 'Set up directors' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Director 1' })).toHaveCount(0);
  await page.getByLabel('Your role').selectOption({ label: 'Sole director' });
  await page.getByRole('button', { name: 'Next' }).click();

  // The corporate trustee's activity and its three addresses.
  await expect(page.getByRole('heading', { name: 'Corporate trustee details' })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Is primary activity investing' }).getByLabel('No').check();
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await page.getByLabel('Nature of activity').fill('Property investment');
  await fillCompanyAddresses(page);
  await next.click();

  // The trust: settled with $10,000 or more, so the settlor is named.
  await fillTrustDetails(page, { type: 'Unit trust', state: 'New South Wales', settlor: 'Margaret Lee' });

  // The trust's tax: TFN (checked, then sent once and never shown again), ABN, category with its tooltip.
  await expect(page.getByRole('heading', { name: 'Tax details' })).toBeVisible();
  await expect(page.getByText(NOTICE)).toBeVisible();
  await page.getByLabel('TFN', { exact: true }).fill('123456789');
  await expect(page.getByText('TFN is not valid')).toBeVisible();
  await page.getByLabel('TFN', { exact: true }).fill(TFN);
  await page.getByLabel('ABN').fill('95523456789');
  await page.getByRole('button', { name: 'About Passive non-financial entity' }).hover();
  await expect(page.getByRole('tooltip')).toContainText('most of its income or assets are passive');
  await finishEntityTax(page, 'Passive non-financial entity');

  // The trust deed: uploaded, listed, then the step is done.
  await expect(page.getByRole('heading', { name: 'Trust deed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'Jacaranda trust deed.pdf', mimeType: 'application/pdf', buffer: DEED });
  const files = page.getByRole('list', { name: 'Uploaded files' });
  await expect(files.getByText('Jacaranda trust deed.pdf')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
  await page.getByRole('button', { name: 'Next' }).click();

  // The private-portfolio line's own sections, after the account's: portfolio details, then the IPS.
  await fillPortfolioDetails(page);
  await fillMinimalIps(page);

  // The summary shows every section filled in, the TFN masked, and what the trust applies for.
  const accountId = await expectCompleteSummary(page);
  const trustee = page.getByRole('region', { name: 'Corporate trustee details' });
  await expect(trustee.getByText('Property investment')).toBeVisible();
  await expect(trustee.getByText(new RegExp(REGISTERED_OFFICE_STREET))).toBeVisible();
  const trust = page.getByRole('region', { name: 'Trust details' });
  await expect(trust.getByText('Unit trust')).toBeVisible();
  await expect(trust.getByText('Margaret Lee')).toBeVisible();
  await expectPrimaryOwnTax(page);
  const tax = page.getByRole('region', { name: 'Tax details', exact: true });
  await expect(tax.getByText('******782')).toBeVisible();
  await expect(tax.getByText('Passive non-financial entity')).toBeVisible();
  await expect(page.getByText(TFN)).toHaveCount(0);
  // What is applied for: the portfolio's funding and its sources; the trust deed is on file.
  const portfolio = page.getByRole('region', { name: 'Portfolio details' });
  await expect(portfolio.getByText('Funds transfer: $1,000,000')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Trust deed' }).getByText('Jacaranda trust deed.pdf'),
  ).toBeVisible();

  await acknowledgeAndSubmit(page, accountId);
  await expect(page.getByText('Awaiting activation')).toBeVisible();
  // The account page lists the trust deed among its documents.
  await expect(
    page.getByRole('region', { name: 'Trust deed' }).getByText('Jacaranda trust deed.pdf'),
  ).toBeVisible();

  // Submitted: the trust's sections can no longer be changed from here.
  await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
});
