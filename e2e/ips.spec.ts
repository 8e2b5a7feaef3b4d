// A private-portfolio application up to the point where signing starts: portfolio details, then the
// IPS wizard (booklet, allocation with a custom strategy, industry and security restrictions, gearing),
// and the summary with nothing missing.
import { expect, test } from '@playwright/test';
import { expectCompleteSummary, fillOwnTax, startApplication } from './application-support.ts';
import { fillIpsWithCustomStrategy, fillMinimalIps, fillPortfolioDetails } from './ips-support.ts';

test('a portfolio application with a custom strategy, restrictions and gearing', async ({
  page,
  request,
}) => {
  await startApplication(page, request, {
    email: `portfolio.${Date.now()}@example.com`,
    phone: '0478300051',
    first: 'Harriet',
    last: 'Okafor',
  });
  await page.getByLabel('Account type').selectOption({ label: 'Individual' });
  await page.getByRole('button', { name: 'Next' }).click();
  await fillOwnTax(page);

  // Portfolio details.
  await expect(page.getByRole('heading', { name: 'Portfolio details', level: 1 })).toBeVisible();
  await page.getByLabel('Funds transfer', { exact: true }).check();
  await page.getByLabel('Funds transfer amount ($)').fill('1500000');
  await page.getByLabel('Salary and savings').check();
  await page
    .getByRole('radiogroup', { name: 'Do you require the portfolio to be fully invested within 14 days?' })
    .getByLabel('No')
    .check();
  await expect(page.getByLabel("At the private portfolio manager's discretion")).toBeChecked();
  await page
    .getByRole('radiogroup', { name: 'Is the account exempt from income tax?' })
    .getByLabel('No')
    .check();
  await page.getByRole('button', { name: 'Next' }).click();

  // The IPS: booklet, an allocation with a custom strategy, a sector and a security restricted, gearing.
  await fillIpsWithCustomStrategy(page);

  // The summary: nothing missing; the IPS is ready to sign.
  const accountId = await expectCompleteSummary(page);
  expect(accountId).toMatch(/^\d+$/);
});

test('the shortest portfolio application: all in cash, no restrictions, no gearing', async ({
  page,
  request,
}) => {
  await startApplication(page, request, {
    email: `portfolio.short.${Date.now()}@example.com`,
    phone: '0478300052',
    first: 'Tomas',
    last: 'Lindqvist',
  });
  await page.getByLabel('Account type').selectOption({ label: 'Individual' });
  await page.getByRole('button', { name: 'Next' }).click();
  await fillOwnTax(page);
  await fillPortfolioDetails(page);
  await fillMinimalIps(page);
  await expectCompleteSummary(page);
});
