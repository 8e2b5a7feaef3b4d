import { expect, test } from '@playwright/test';
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
const DEED_REQUIRED =
  'We need a certified copy of the trust deed before the account can be opened. You can skip this step now, but the account will not be activated until the trust deed is received.';

test('from an invitation in the outbox to a submitted SMSF with an individual trustee', async ({
  page,
  request,
}) => {
  const invitee: TInvitee = {
    application: 'ipm',
    email: `smsf.${Date.now()}@example.com`,
    phone: '0478500001',
    first: 'Minh',
    last: 'Tran',
  };
  await issuePrimaryInvitation(request, BASE_URL, invitee);
  await completePrimaryInvitation(page, BASE_URL, invitee);

  // The fund, by its ABN on the register; the applicant is its only trustee.
  await expect(page.getByRole('heading', { name: 'Account details' })).toBeVisible();
  await page.getByLabel('Account type').selectOption({ label: 'SMSF' });
  await page.getByLabel('ABN').fill('50556789012');
  await expect(page.getByText('Tran Retirement Fund')).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Trustee' }).getByLabel('Individual trustee').check();
  await page.getByLabel(/I confirm/).check();
  await page.getByRole('button', { name: 'Next' }).click();

  // The fund's trust details: not settled with $10,000 or more, so no settlor.
  await expect(page.getByRole('heading', { name: 'Trust details' })).toBeVisible();
  await page.getByLabel('Trust type').selectOption({ label: 'Self-managed superannuation fund' });
  await page.getByLabel('State established').selectOption({ label: 'Victoria' });
  const settled = page.getByRole('radiogroup', {
    name: 'Was the trust settled with a sum of $10,000 or more?',
  });
  await settled.getByLabel('Yes').check();
  await expect(page.getByLabel('Settlor name')).toBeVisible();
  await settled.getByLabel('No').check();
  await expect(page.getByLabel('Settlor name')).toHaveCount(0);
  await page.getByRole('radiogroup', { name: 'Is primary activity investing' }).getByLabel('Yes').check();
  await page.getByRole('button', { name: 'Next' }).click();

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
  await page.getByRole('radiogroup', { name: 'Foreign entity' }).getByLabel('No').check();
  await page.getByRole('radio', { name: 'Australian regulated trust or super fund' }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  // The trust deed is skipped, after the warning.
  await expect(page.getByRole('heading', { name: 'Trust deed' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();
  const dialog = page.getByRole('dialog', { name: 'Trust deed required' });
  await expect(dialog.getByText(DEED_REQUIRED)).toBeVisible();
  await dialog.getByRole('button', { name: 'Skip for now' }).click();

  await expect(page).toHaveURL(/\/account-setup\/summary\/\?account=\d+$/);
  const accountId = new URL(page.url()).searchParams.get('account');
  await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible();
  await expect(page.getByText('Missing details')).toHaveCount(0);
  const details = page.getByRole('region', { name: 'Account details' });
  await expect(details.getByText('Tran Retirement Fund')).toBeVisible();
  const trust = page.getByRole('region', { name: 'Trust details' });
  await expect(trust.getByText('Self-managed superannuation fund')).toBeVisible();
  await expect(trust.getByText('VIC')).toBeVisible();
  const tax = page.getByRole('region', { name: 'Tax details' });
  await expect(tax.getByText('Not provided')).toBeVisible();
  await expect(tax.getByText('Australian regulated trust or super fund')).toBeVisible();

  for (const label of ACKNOWLEDGEMENTS) await page.getByLabel(label).check();
  await page.getByRole('button', { name: 'Finalise and submit your application' }).click();
  await expect(page.getByText(/5-10 business days/)).toBeVisible();
  await page.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/accounts/${accountId}/`);
  await expect(page.getByText('Awaiting activation')).toBeVisible();
});
