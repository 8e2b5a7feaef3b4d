import { expect, test } from '@playwright/test';
import {
  acknowledgeAndSubmit,
  expectCompleteSummary,
  fillOwnTax,
  startApplication,
} from './application-support.ts';
import { fillMinimalIps, fillPortfolioDetails } from './ips-support.ts';

test('from an invitation in the outbox to a submitted individual application', async ({ page, request }) => {
  // A whole application, from the invitation to the signed submission: a minute of screens on a quiet machine.
  await startApplication(page, request, {
    email: `individual.${Date.now()}@example.com`,
    phone: '0478300001',
    first: 'Charlotte',
    last: 'Tran',
  });

  // The account details step of the invitation: no choice of existing accounts, the type only.
  await expect(page.getByRole('heading', { name: 'Invitation' })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Account' })).toHaveCount(0);
  await page.getByLabel('Account type').selectOption({ label: 'Individual' });
  await expect(page.getByText('The account will be opened in your name.')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // The only missing section of an individual account itself: the applicant's tax details.
  await expect(page.getByRole('heading', { name: 'Application details' })).toBeVisible();
  await expect(page).toHaveURL(/\/account-setup\/apply-now\/\?account=\d+$/);
  await fillOwnTax(page);

  // The private-portfolio line's own sections, after the account's: portfolio details, then the IPS.
  await fillPortfolioDetails(page);
  await fillMinimalIps(page);

  // The summary: the account in the applicant's name, nothing missing, the six acknowledgements.
  const accountId = await expectCompleteSummary(page);
  const details = page.getByRole('region', { name: 'Account details' });
  await expect(details.getByText('Charlotte Tran')).toBeVisible();
  await expect(details.getByText('Individual')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tax details' }).getByText('Not provided')).toBeVisible();
  await acknowledgeAndSubmit(page, accountId);
  await expect(page.getByRole('heading', { name: 'Charlotte Tran' })).toBeVisible();
  await expect(page.getByText('Awaiting activation')).toBeVisible();
  // Submitted: the sections can no longer be changed from here.
  await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);

  await page.goto('/accounts/');
  const card = page.getByRole('article', { name: 'Charlotte Tran' });
  await expect(card.getByText('Awaiting activation')).toBeVisible();
  await expect(card.getByText('Current account')).toBeVisible();
});
