// The header's display switches: "Hide amounts" masks the money on screen and is remembered on the
// device; the theme follows the system's colour scheme until the user chooses one.
import { expect, type Page, test } from '@playwright/test';
import { signInThroughApi } from './support.ts';

const MASK = '$•••••';
/** A dollar figure with digits. */
const MONEY = /\$\d/;

const card = (page: Page, id: string) => page.locator(`section[data-card="${id}"]`);
const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('hide amounts masks every figure on the dashboard, keeps the charts, and is remembered after a reload', async ({
  page,
}) => {
  await signInThroughApi(page, 'investor@demo.test');
  const total = card(page, 'total-asset-value').getByRole('list', { name: 'Total asset value legend' });
  await expect(total).toContainText(MONEY);
  await expect(page.getByRole('table', { name: 'Investments' }).locator('tbody tr').first()).toBeVisible();

  await page.getByRole('button', { name: 'Hide amounts' }).click();
  await expect(page.getByRole('button', { name: 'Hide amounts' })).toHaveAttribute('aria-pressed', 'true');
  for (const id of [
    'total-asset-value',
    'return-summary',
    'capital-performance',
    'income',
    'capital-movements',
  ]) {
    await expect(card(page, id)).toContainText(MASK);
    // The chart is still drawn: only its labels are masked.
    await expect(card(page, id).locator('canvas')).toBeVisible();
  }
  await expect(card(page, 'total-asset-value')).not.toContainText(MONEY);
  await expect(card(page, 'asset-allocation').getByRole('list', { name: 'Asset classes' })).not.toContainText(
    MONEY,
  );
  await expect(card(page, 'asset-allocation')).toContainText('%');
  const firstRow = page.getByRole('table', { name: 'Investments' }).locator('tbody tr').first();
  await expect(firstRow.locator('td').last()).toHaveText(MASK);

  await page.reload();
  await expect(total).toContainText(MASK);
  await expect(total).not.toContainText(MONEY);
  await page.getByRole('button', { name: 'Hide amounts' }).click();
  await expect(total).toContainText(MONEY);
  await expect(page.getByRole('button', { name: 'Hide amounts' })).toHaveAttribute('aria-pressed', 'false');
});

test('the theme follows a dark system, a chosen light theme wins over it and is kept', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signInThroughApi(page, 'investor@demo.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect.poll(() => pageBackground(page)).toBe('rgb(15, 20, 25)');

  await page.getByRole('button', { name: 'Theme' }).click();
  await page.getByRole('menuitemradio', { name: 'Light' }).click();
  await expect.poll(() => pageBackground(page)).toBe('rgb(245, 247, 250)');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect.poll(() => pageBackground(page)).toBe('rgb(245, 247, 250)');

  // Back to the device's setting: dark again.
  await page.getByRole('button', { name: 'Theme' }).click();
  await page.getByRole('menuitemradio', { name: 'Same as my device' }).click();
  await expect.poll(() => pageBackground(page)).toBe('rgb(15, 20, 25)');
});
