// A private-portfolio application up to the point where signing starts: portfolio details, then the
// IPS wizard (booklet, allocation with a custom strategy, industry and security restrictions, gearing),
// and the summary with nothing missing.
import { expect, test } from '@playwright/test';
import { expectCompleteSummary, fillOwnTax, startApplication } from './application-support.ts';
import { fillMinimalIps, fillPortfolioDetails } from './ips-support.ts';

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

  // The IPS: the booklet first.
  await expect(page.getByRole('heading', { name: 'Investment Policy Statement', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Investment options booklet' })).toBeVisible();
  const booklet = await request.get(
    (await page
      .getByRole('link', { name: 'Read the investment options booklet (PDF)' })
      .getAttribute('href'))!,
  );
  expect(booklet.headers()['content-type']).toBe('application/pdf');
  await page.getByRole('button', { name: 'Next' }).click();

  // Strategic asset allocation with a custom strategy.
  await expect(page.getByRole('heading', { name: 'Strategic asset allocation' })).toBeVisible();
  await page.getByLabel('Tailored Australian Equity Portfolio (%)').fill('48');
  await page.getByLabel('Tailored label').selectOption({ label: 'Income focus' });
  await page.getByLabel('Australian Equities Custom Strategy (%)').fill('50');
  await page.getByLabel('Cash (%)').fill('2');
  await expect(page.getByText('Total: 100.00%')).toBeVisible();
  await expect(
    page.getByText('Add at least one custom strategy to Australian Equities Custom Strategy'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Add custom strategy' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Strategy name').fill('Transferred blue chips');
  await dialog.getByLabel('Holding arrangement').selectOption({ index: 1 });
  await dialog.getByLabel('Security name 1').fill('BHP Group');
  await dialog.getByLabel('Units 1').fill('1200');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Transferred blue chips')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // Customisation: a whole sector and one security.
  await expect(page.getByRole('heading', { name: 'Customisation' })).toBeVisible();
  await page
    .getByRole('radiogroup', { name: 'Do you want to add restrictions to your portfolio?' })
    .getByLabel('Yes')
    .check();
  await page.getByRole('button', { name: /^Energy/ }).click();
  await page.getByRole('combobox', { name: 'Energy', exact: true }).first().selectOption('do_not_hold');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('combobox', { name: 'Oil, Gas & Consumable Fuels' })).toHaveValue(
    'do_not_hold',
  );
  await page.getByRole('button', { name: 'Add security' }).click();
  await page.getByLabel('Security name 1').fill('Woodside Energy Group');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: 'Change' })).toBeVisible();
  await expect(page.getByText(/Woodside Energy Group: 1 units, cost base \$1/)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // Gearing, the last step.
  await page.getByRole('radiogroup', { name: 'Do you want to include gearing?' }).getByLabel('Yes').check();
  await page.getByLabel('Lower target loan balance ($)').fill('100000');
  await page.getByLabel('Upper target loan balance ($)').fill('250000');
  await page.getByRole('button', { name: 'Submit' }).click();

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
