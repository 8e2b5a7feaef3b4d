// Steps of a private-portfolio (ipm) application the onboarding journeys share once the account's own
// sections are filled: the portfolio details and the shortest IPS (all in cash, no restrictions, no
// gearing). The IPS journey itself (e2e/ips.spec.ts) goes through every choice.
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
