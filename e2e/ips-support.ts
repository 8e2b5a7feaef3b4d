// Steps of a private-portfolio (ipm) application the onboarding journeys share once the account's own
// sections are filled: the portfolio details and the shortest IPS (all in cash, no restrictions, no
// gearing), and the IPS with every kind of choice (a custom strategy, restrictions, gearing) that the IPS
// journey (e2e/ips.spec.ts) and the signed portfolio application use.
import { expect, type Page } from '@playwright/test';

/** Portfolio details: a funds transfer, salary and savings, fully invested within 14 days. */
export async function fillPortfolioDetails(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Portfolio details' }).first()).toBeVisible();
  await page.getByLabel('Funds transfer', { exact: true }).check();
  await page.getByLabel('Funds transfer amount ($)').fill('1000000');
  await page.getByLabel('Salary and savings').check();
  await page
    .getByRole('radiogroup', { name: 'Do you require the portfolio to be fully invested within 14 days?' })
    .getByLabel('Yes')
    .check();
  await page
    .getByRole('radiogroup', { name: 'Is the account exempt from income tax?' })
    .getByLabel('No')
    .check();
  await page.getByRole('button', { name: 'Next' }).click();
}

/** The shortest IPS: the booklet, 100% cash, no restrictions, no gearing. */
export async function fillMinimalIps(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Investment options booklet' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Cash (%)').fill('100');
  await page.getByRole('button', { name: 'Next' }).click();
  await page
    .getByRole('radiogroup', { name: 'Do you want to add restrictions to your portfolio?' })
    .getByLabel('No')
    .check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radiogroup', { name: 'Do you want to include gearing?' }).getByLabel('No').check();
  await page.getByRole('button', { name: 'Submit' }).click();
}

/** What `fillIpsWithCustomStrategy` chooses, for the summary and the portfolio manager's review to show. */
export const CUSTOM_IPS = {
  strategy: 'Transferred blue chips',
  strategySecurity: 'BHP Group',
  restrictedSector: 'Energy',
  restrictedSecurity: 'Woodside Energy Group',
  lowerLoanBalance: '100000',
  upperLoanBalance: '250000',
} as const;

/**
 * The IPS with every kind of choice: the booklet (a real PDF), an allocation with a tailored label and a
 * custom strategy of transferred shares, a whole sector and one security restricted, and gearing with its
 * loan balance range; ends on Submit of the gearing step.
 */
export async function fillIpsWithCustomStrategy(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Investment Policy Statement', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Investment options booklet' })).toBeVisible();
  const booklet = await page.request.get(
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
  await dialog.getByLabel('Strategy name').fill(CUSTOM_IPS.strategy);
  await dialog.getByLabel('Holding arrangement').selectOption({ index: 1 });
  await dialog.getByLabel('Security name 1').fill(CUSTOM_IPS.strategySecurity);
  await dialog.getByLabel('Units 1').fill('1200');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(CUSTOM_IPS.strategy)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // Customisation: a whole sector and one security.
  await expect(page.getByRole('heading', { name: 'Customisation' })).toBeVisible();
  await page
    .getByRole('radiogroup', { name: 'Do you want to add restrictions to your portfolio?' })
    .getByLabel('Yes')
    .check();
  await page.getByRole('button', { name: new RegExp(`^${CUSTOM_IPS.restrictedSector}`) }).click();
  await page
    .getByRole('combobox', { name: CUSTOM_IPS.restrictedSector, exact: true })
    .first()
    .selectOption('do_not_hold');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('combobox', { name: 'Oil, Gas & Consumable Fuels' })).toHaveValue(
    'do_not_hold',
  );
  await page.getByRole('button', { name: 'Add security' }).click();
  await page.getByLabel('Security name 1').fill(CUSTOM_IPS.restrictedSecurity);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: 'Change' })).toBeVisible();
  await expect(page.getByText(`${CUSTOM_IPS.restrictedSecurity}: 1 units, cost base $1`)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // Gearing, the last step.
  await page.getByRole('radiogroup', { name: 'Do you want to include gearing?' }).getByLabel('Yes').check();
  await page.getByLabel('Lower target loan balance ($)').fill(CUSTOM_IPS.lowerLoanBalance);
  await page.getByLabel('Upper target loan balance ($)').fill(CUSTOM_IPS.upperLoanBalance);
  await page.getByRole('button', { name: 'Submit' }).click();
}
