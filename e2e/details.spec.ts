import { expect, test } from '@playwright/test';
import { BASE_URL } from './playwright.config.ts';
import { fillIndividualInfo, signInThroughApi } from './support.ts';

test('details@demo.test completes the forced Individual info with a document upload and reaches the dashboard', async ({
  page,
}) => {
  await signInThroughApi(page, 'details@demo.test');
  await expect(page).toHaveURL(`${BASE_URL}/individual-info/`);
  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible();
  // Other pages send the user back to the flow.
  await page.goto('/reports/');
  await expect(page).toHaveURL(`${BASE_URL}/individual-info/`);

  await fillIndividualInfo(page, { first: 'Riley', last: 'Chen' });

  await expect(page).toHaveURL(`${BASE_URL}/`);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/account-new/details/');
  await expect(page.getByRole('main').getByText('Riley Chen')).toBeVisible();
  await expect(page.getByRole('main').getByText('Verified')).toBeVisible();
});
