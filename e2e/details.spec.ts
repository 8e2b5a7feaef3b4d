import { expect, test } from '@playwright/test';
import { BASE_URL } from './playwright.config.ts';
import { signInThroughPage } from './support.ts';

// A tiny PNG: the server reads the type from these bytes.
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

test('details@demo.test completes the forced Individual info with a document upload and reaches the dashboard', async ({
  page,
}) => {
  await signInThroughPage(page, 'details@demo.test');
  await expect(page).toHaveURL(`${BASE_URL}/individual-info/`);
  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible();
  // Other pages send the user back to the flow.
  await page.goto('/reports/');
  await expect(page).toHaveURL(`${BASE_URL}/individual-info/`);

  await page.getByLabel('Gender').selectOption({ label: 'Female' });
  await page.getByLabel('Title').selectOption({ label: 'Ms' });
  await page.getByLabel('First name').fill('Riley');
  await page.getByLabel('Last name').fill('Chen');
  await page.getByLabel('Date of birth').fill('1988-03-14');
  await page.getByLabel('Street number').fill('10');
  await page.getByLabel('Street name').fill('Collins Street');
  await page.getByLabel('Search address').fill('Melbourne');
  await page.getByRole('button', { name: 'Melbourne VIC 3000' }).click();
  await expect(page.getByLabel('Postcode')).toHaveValue('3000');
  await expect(page.getByLabel('Country')).toHaveValue(/\d+/);
  await page.getByLabel('Document type').selectOption('passport');
  await page.getByLabel('Passport number').fill('PA7654321');
  await page.getByLabel('Issue date').fill('2021-05-01');
  await page.getByLabel('Expiry date').fill('2031-04-30');
  await page
    .getByLabel('Copy of the document')
    .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('uploaded-file')).toHaveText('passport.png');
  await page.getByLabel(/I consent to my identity document being checked/).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Contact details' })).toBeVisible();
  await page.getByLabel('Preferred contact channel').selectOption('email');
  await page.getByLabel('Search address').fill('2026');
  await page.getByRole('button', { name: 'Bondi Beach NSW 2026' }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Additional details' })).toBeVisible();
  await page.getByLabel('Occupation').fill('Architect');
  await page.getByLabel('Country of citizenship').selectOption({ label: 'Australia' });
  await page.getByRole('radiogroup', { name: 'Are you a sole trader?' }).getByLabel('No').check();
  await page
    .getByRole('radiogroup', { name: 'Are you a resident of a country other than Australia?' })
    .getByLabel('No')
    .check();
  await page
    .getByRole('radiogroup', { name: 'Are you a tax resident of a country other than Australia?' })
    .getByLabel('No')
    .check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(`${BASE_URL}/`);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/account-new/details/');
  await expect(page.getByRole('main').getByText('Riley Chen')).toBeVisible();
  await expect(page.getByRole('main').getByText('Verified')).toBeVisible();
});
