import { expect, type Page, test } from '@playwright/test';
import { completePrimaryInvitation, issuePrimaryInvitation, type TInvitee } from './onboarding-support.ts';
import { BASE_URL } from './playwright.config.ts';

const ACKNOWLEDGEMENTS = [
  /information I have given is true, correct and complete/,
  /read the Privacy Policy/,
  /receive documents and to sign this application/,
  /consent to my identity being verified/,
  /receive communications about my accounts/,
  /authorise the disclosure of my information/,
];
const TFN = '123456782';
const NOTICE =
  'You are not required to provide your TFN. Declining to quote a TFN is not an offence, but tax may be withheld at the highest marginal rate.';
const DEED = Buffer.from('%PDF-1.4\n%Jacaranda Unit Trust deed\n');

/** One of the three addresses of the corporate trustee: a suburb picked from the search, then the street. */
async function fillAddress(page: Page, group: string, street: string) {
  const block = page.getByRole('group', { name: group });
  await block.getByLabel('Search address').fill('2000');
  await block.getByRole('button', { name: 'Sydney NSW 2000' }).click();
  await expect(block.getByLabel('Postcode')).toHaveValue('2000');
  await block.getByLabel('Address line 1').fill(street);
}

test('from an invitation in the outbox to a submitted trust with a corporate trustee and its trust deed', async ({
  page,
  request,
}) => {
  const invitee: TInvitee = {
    application: 'ipm',
    email: `trust.${Date.now()}@example.com`,
    phone: '0478400001',
    first: 'Aisha',
    last: 'Rahman',
  };
  await issuePrimaryInvitation(request, BASE_URL, invitee);
  await completePrimaryInvitation(page, BASE_URL, invitee);

  // The account: a unit trust whose trustee is a company found on the register by its ACN.
  await expect(page.getByRole('heading', { name: 'Account details' })).toBeVisible();
  await page.getByLabel('Account type').selectOption({ label: 'Trust' });
  await page.getByLabel('Account name').fill('Jacaranda Unit Trust');
  await page.getByRole('radiogroup', { name: 'Trustee' }).getByLabel('Corporate trustee').check();
  await page.getByLabel('Corporate trustee ACN').fill('678901230');
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page.getByLabel('Corporate trustee name')).toHaveValue('Jacaranda Nominees Pty Ltd');
  await page.getByRole('button', { name: 'Next' }).click();

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
  await fillAddress(page, 'Registered office', '1 Macquarie Place');
  await fillAddress(page, 'Principal place of business', '20 Bond Street');
  await fillAddress(page, 'Postal address', 'PO Box 410');
  await next.click();

  // The trust: settled with $10,000 or more, so the settlor is named.
  await expect(page.getByRole('heading', { name: 'Trust details' })).toBeVisible();
  await page.getByLabel('Trust type').selectOption({ label: 'Unit trust' });
  await page.getByLabel('State established').selectOption({ label: 'New South Wales' });
  await page
    .getByRole('radiogroup', { name: 'Was the trust settled with a sum of $10,000 or more?' })
    .getByLabel('Yes')
    .check();
  await page.getByLabel('Settlor name').fill('Margaret Lee');
  await page.getByRole('radiogroup', { name: 'Is primary activity investing' }).getByLabel('Yes').check();
  await page.getByRole('button', { name: 'Next' }).click();

  // The trust's tax: TFN (checked, then sent once and never shown again), ABN, category with its tooltip.
  await expect(page.getByRole('heading', { name: 'Tax details' })).toBeVisible();
  await expect(page.getByText(NOTICE)).toBeVisible();
  await page.getByLabel('TFN', { exact: true }).fill('123456789');
  await expect(page.getByText('TFN is not valid')).toBeVisible();
  await page.getByLabel('TFN', { exact: true }).fill(TFN);
  await page.getByLabel('ABN').fill('95523456789');
  await page.getByRole('radiogroup', { name: 'Foreign entity' }).getByLabel('No').check();
  await page.getByRole('button', { name: 'About Passive non-financial entity' }).hover();
  await expect(page.getByRole('tooltip')).toContainText('most of its income or assets are passive');
  await page.getByRole('radio', { name: 'Passive non-financial entity' }).check();
  await page.getByRole('button', { name: 'Next' }).click();

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

  // The summary shows every section filled in, the TFN masked.
  await expect(page).toHaveURL(/\/account-setup\/summary\/\?account=\d+$/);
  const accountId = new URL(page.url()).searchParams.get('account');
  await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible();
  await expect(page.getByText('Missing details')).toHaveCount(0);
  const trustee = page.getByRole('region', { name: 'Corporate trustee details' });
  await expect(trustee.getByText('Property investment')).toBeVisible();
  await expect(trustee.getByText(/1 Macquarie Place/)).toBeVisible();
  const trust = page.getByRole('region', { name: 'Trust details' });
  await expect(trust.getByText('Unit trust')).toBeVisible();
  await expect(trust.getByText('Margaret Lee')).toBeVisible();
  const tax = page.getByRole('region', { name: 'Tax details' });
  await expect(tax.getByText('******782')).toBeVisible();
  await expect(tax.getByText('Passive non-financial entity')).toBeVisible();
  await expect(page.getByText(TFN)).toHaveCount(0);

  const submit = page.getByRole('button', { name: 'Finalise and submit your application' });
  for (const label of ACKNOWLEDGEMENTS) await page.getByLabel(label).check();
  await submit.click();
  await expect(page.getByText(/5-10 business days/)).toBeVisible();
  await page.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/accounts/${accountId}/`);
  await expect(page.getByText('Awaiting activation')).toBeVisible();
  // The account page lists the trust deed among its documents.
  await expect(
    page.getByRole('region', { name: 'Documents' }).getByText('Jacaranda trust deed.pdf'),
  ).toBeVisible();

  // Submitted: the trust's sections can no longer be changed from here.
  await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
});
