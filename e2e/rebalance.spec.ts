import { expect, type Page, test } from '@playwright/test';
import { signInThroughApi } from './support.ts';

const REPORT_HEADER = 'We would like to rebalance your portfolio';

const badge = (page: Page) => page.getByTestId('rebalance-block').getByLabel(/new rebalance reports$/);

async function newCount(page: Page): Promise<number> {
  await expect(badge(page)).toHaveAttribute('aria-label', /^\d+ new rebalance reports$/);
  const label = (await badge(page).getAttribute('aria-label')) ?? '';
  return Number(label.split(' ')[0]);
}

const markedSeen = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/mark-seen/') && r.request().method() === 'POST');

test('the investor opens new rebalance reports from the dashboard and the history; the badge counts down', async ({
  page,
}) => {
  await signInThroughApi(page, 'investor@demo.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // The demo leaves the two newest reports unopened.
  await expect.poll(() => newCount(page)).toBeGreaterThan(0);
  const before = await newCount(page);

  // The latest report, from the dashboard's rebalance block.
  const seen = markedSeen(page);
  await page.getByTestId('rebalance-block').getByRole('link', { name: 'View latest report' }).click();
  await expect(page.getByRole('heading', { name: REPORT_HEADER, level: 1 })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Commentary' })).toBeVisible();
  expect((await seen).status()).toBe(200);

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(badge(page)).toHaveAttribute('aria-label', `${before - 1} new rebalance reports`);

  // The history: a new report is marked with a dot; opening it counts down again.
  await page.getByTestId('rebalance-block').getByRole('button', { name: 'View History' }).click();
  await expect(page.getByRole('heading', { name: 'Rebalance history', level: 1 })).toBeVisible();
  const history = page.getByRole('table', { name: 'Rebalance history' });
  await expect(history.locator('tbody tr').first()).toBeVisible();
  if (before > 1) {
    const unopened = history.locator('tbody tr').filter({ has: page.getByLabel('New', { exact: true }) });
    await expect(unopened).toHaveCount(before - 1);
    const again = markedSeen(page);
    await unopened.first().click();
    await expect(page).toHaveURL(/\/rebalance\/report\/\d+\/$/);
    await expect(page.getByRole('heading', { name: REPORT_HEADER, level: 1 })).toBeVisible();
    expect((await again).status()).toBe(200);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(badge(page)).toHaveAttribute('aria-label', `${before - 2} new rebalance reports`);
  }
});
