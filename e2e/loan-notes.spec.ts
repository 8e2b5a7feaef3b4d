// Loan notes: an invited applicant applies for notes (product details first, then the missing details,
// then the summary with what is applied for, submission and the signature on the embedded signing page), and the demo loan-note investor looks after their holdings:
// redeems part of the 48-hour at-call note, gives the instruction for a matured note, and reads the
// transactions.
import { expect, test } from '@playwright/test';
import { SIGNED_AND_SUBMITTED, sendForSigning, signOnEmbeddedPage } from './application-support.ts';
import { completePrimaryInvitation, issuePrimaryInvitation, type TInvitee } from './onboarding-support.ts';
import { BASE_URL } from './playwright.config.ts';
import { signInThroughPage } from './support.ts';

const PDF = Buffer.from('%PDF-1.4\n%certificate\n');

test('a loan-note application from the product details to submitted and signed', async ({
  page,
  request,
}) => {
  const invitee: TInvitee = {
    application: 'icf',
    email: `notes.${Date.now()}@example.com`,
    phone: '0478300009',
    first: 'Harper',
    last: 'Quinn',
  };
  // The invitation itself sets the device to the loan-note line: nothing is chosen by hand.
  await issuePrimaryInvitation(request, BASE_URL, invitee);
  await completePrimaryInvitation(page, BASE_URL, invitee);
  await expect(page.getByRole('heading', { name: 'Account details' })).toBeVisible();
  await page.getByLabel('Account type').selectOption({ label: 'Individual' });
  await page.getByRole('button', { name: 'Next' }).click();

  // The loan-note line chooses its products first.
  await expect(page).toHaveURL(/\/account-setup\/apply-now\/create-product-details\/\d+\/$/);
  await expect(page.getByRole('heading', { name: 'Product details' })).toBeVisible();
  const first = page.getByRole('group', { name: 'Product 1' });
  await first.getByLabel('Product').selectOption({ label: '1 year - 7.25% - Fixed' });
  await first.getByLabel('Amount ($)').fill('5000');
  await expect(first.getByText('Enter an amount equal to or greater than $10,000')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await first.getByLabel('Amount ($)').fill('150000');
  await page.getByRole('button', { name: 'Add product' }).click();
  const second = page.getByRole('group', { name: 'Product 2' });
  await second.getByLabel('Product').selectOption({ label: '48-hour at-call - 4.75% - Variable' });
  await second.getByLabel('Amount ($)').fill('2500');
  await expect(second.getByLabel('Interest paid monthly to my bank account')).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  // Then the missing details: tax, wholesale certificates, the bank account.
  await expect(page).toHaveURL(/\/account-setup\/apply-now\/\?account=\d+$/);
  await expect(page.getByRole('heading', { name: 'Tax details' })).toBeVisible();
  await page.getByLabel("I don't have a TFN").check();
  await page.getByRole('radiogroup', { name: 'Australian tax resident' }).getByLabel('Yes').check();
  await page.getByRole('radiogroup', { name: 'Tax resident of another country' }).getByLabel('No').check();
  await page.getByRole('button', { name: 'Next' }).click();

  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('certificate.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('BSB').fill('062-000');
  await expect(page.getByLabel('Bank', { exact: true })).toHaveValue('Commonwealth Bank of Australia');
  await page.getByLabel('Account number').fill('12345678');
  await page.getByLabel('Account name').fill('Harper Quinn');
  await page
    .getByLabel('Bank statement')
    .setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('statement.pdf')).toBeVisible();
  await page.getByRole('button', { name: /Next|Save/ }).click();

  // The summary shows what is applied for: the products with their amounts and interest options, their
  // total, and the nominated bank account with its number masked.
  await expect(page).toHaveURL(/\/account-setup\/summary\/\?account=\d+$/);
  const accountId = new URL(page.url()).searchParams.get('account')!;
  const products = page.getByRole('region', { name: 'Product details' });
  await expect(products.getByText('1 year - 7.25% - Fixed')).toBeVisible();
  await expect(products.getByText(/^\$150,000, Interest paid quarterly/)).toBeVisible();
  await expect(products.getByText('$2,500, Interest paid monthly to my bank account')).toBeVisible();
  await expect(products.getByText('$152,500')).toBeVisible();
  const bank = page.getByRole('region', { name: 'Nominated bank account' });
  await expect(bank.getByText('Harper Quinn')).toBeVisible();
  await expect(bank.getByText('062-000')).toBeVisible();
  await expect(bank.getByText('******678')).toBeVisible();
  await expect(page.getByText('12345678')).toHaveCount(0);

  // The logo leads a loan-note applicant to their products, under their line's menu; a note applied for
  // reads as the application stands.
  await page.locator('header a[href="/"]').first().click();
  await expect(page).toHaveURL(/\/products\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(['Products']);
  const appliedNote = page.getByRole('region', { name: '1 year - 7.25% - Fixed' });
  await expect(appliedNote.getByText('Application in progress')).toBeVisible();

  // The products' own summary path opens the same summary.
  await page.goto(`/loan-note-application-summary/?account=${accountId}`);
  await expect(page).toHaveURL(`${BASE_URL}/account-setup/summary/?account=${accountId}`);
  await page.goto(`/account-setup/summary/?account=${accountId}`);
  await expect(page.getByText('Missing details')).toHaveCount(0);
  const submit = page.getByRole('button', { name: 'Finalise and submit your application' });
  await expect(submit).toBeDisabled();
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await expect(submit).toBeEnabled();
  // Submitting goes to the redirecting screen, then the embedded signing page; the applicant signs alone.
  await sendForSigning(page, accountId, () => submit.click());
  await signOnEmbeddedPage(page);
  await expect(page.getByRole('heading', { name: 'Thank you for signing' })).toBeVisible();
  await expect(page.getByText('Your application has been signed and submitted.')).toBeVisible();
  await expect(page.getByText(SIGNED_AND_SUBMITTED)).toBeVisible();
  await page.getByRole('button', { name: 'Ok', exact: true }).click();
  await expect(page).toHaveURL(`${BASE_URL}/accounts/${accountId}/`);
  const header = page.getByRole('heading', { name: 'Harper Quinn', level: 1 }).locator('..');
  await expect(header.getByText('Awaiting activation', { exact: true })).toBeVisible();

  // Signed and submitted: the account page shows the products, which can no longer be changed online.
  const applied = page.getByRole('region', { name: 'Product details' });
  await expect(applied.getByText('$152,500')).toBeVisible();
  await expect(applied.getByRole('link', { name: 'Edit product details' })).toHaveCount(0);
  await page.goto(`/products/?account=${accountId}`);
  await expect(appliedNote.getByText('Application submitted')).toBeVisible();
});

test("the demo investor's products: holdings, a redeem request, an instruction at maturity, transactions", async ({
  page,
}) => {
  // The loan-note line's link to the portal names its application; the sign-in happens in it.
  await page.goto('/app-entry?app_id=icf');
  await expect(page).toHaveURL(/\/auth\/login\/$/);
  await signInThroughPage(page, 'notes@demo.test');
  await expect(page).not.toHaveURL(/\/auth\/login\//);
  await page.goto('/products/');
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
  const fixed = page.getByRole('region', { name: '1 year - 7.25% - Fixed' });
  await expect(fixed.getByText('$250,000')).toBeVisible();
  await expect(fixed.getByText('$9,062.50')).toBeVisible();
  await expect(fixed.getByText('Paid quarterly')).toBeVisible();
  // A fixed-term note is repaid at maturity: no Redeem, and no promise of payment within 48 hours.
  await expect(
    fixed.getByText('A fixed-term note is repaid at maturity: it cannot be redeemed on request.'),
  ).toBeVisible();
  await expect(fixed.getByRole('link', { name: 'Redeem', exact: true })).toHaveCount(0);

  // Part of the at-call note, paid within 48 hours once confirmed.
  const atCall = page.getByRole('region', { name: '48-hour at-call - 4.75% - Variable' });
  await atCall.getByRole('link', { name: 'Redeem' }).click();
  await page.getByLabel('Amount ($)').fill('30000');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Enter an amount no greater than the balance of $25,000')).toBeVisible();
  await page.getByLabel('Amount ($)').fill('5000');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/confirm-redeem-request\/\d+\/$/);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your redeem request has been sent.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to products' }).click();
  await expect(atCall.getByText('$5,000')).toBeVisible();

  // The matured note: reinvest it in the 3-year note, confirmed.
  const matured = page.getByRole('region', { name: '6 months - 6.75% - Fixed' });
  await expect(
    matured.getByText('This note has matured. Tell us whether to reinvest or redeem it.'),
  ).toBeVisible();
  await matured.getByRole('link', { name: 'Reinvest or redeem' }).click();
  await page.getByRole('radiogroup', { name: 'At maturity' }).getByLabel('Reinvest in a new note').check();
  await page.getByLabel('Product').selectOption({ label: '3 years - 8.25% - Fixed' });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByText('At maturity, $100,000 is reinvested in 3 years - 8.25% - Fixed.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your instruction is confirmed.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to products' }).click();
  await expect(matured.getByText('Reinvest at maturity in 3 years - 8.25% - Fixed')).toBeVisible();

  await page.getByRole('link', { name: 'Transactions' }).click();
  const table = page.getByRole('table', { name: 'Transactions' });
  await expect(table.getByText('Interest payment').first()).toBeVisible();
  await expect(table.getByText('Redemption')).toBeVisible();
});
