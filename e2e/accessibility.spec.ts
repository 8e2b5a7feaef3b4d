import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signInThroughApi, staffApiToken } from './support.ts';

/** axe over the page as it stands: no serious or critical violation of WCAG 2.1 A and AA. */
async function expectAccessible(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes.map((n) => `${n.html.slice(0, 160)} (${n.failureSummary ?? ''})`).join(', ')}`,
    );
  expect(serious, where).toEqual([]);
}

/** Opens `path` and waits for its page heading and for the data the page loads. */
async function open(page: Page, path: string, heading: string | RegExp, level = 1): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

const INVESTOR_PAGES: Array<[string, string | RegExp]> = [
  ['/reports/', 'Reports'],
  ['/documents/', 'Documents'],
  ['/private-portfolio-manager/', 'Private Portfolio Manager'],
  ['/rebalance/list', /Rebalance/],
  ['/accounts/', 'Accounts'],
  ['/account-new/details/', 'Individual info'],
  ['/account/settings/', 'Settings'],
  ['/account/activity/', 'Activity'],
  ['/notifications/', 'Notifications'],
  ['/account/contact-support/', 'Contact support'],
  ['/', 'Dashboard'],
];

test('the login page and every main page of an investor have no serious accessibility fault', async ({
  page,
}) => {
  await open(page, '/auth/login/', 'Client Portal');
  await expectAccessible(page, 'login');
  await signInThroughApi(page, 'investor@demo.test');
  for (const [path, heading] of INVESTOR_PAGES) {
    await open(page, path, heading);
    if (path === '/') {
      // Every card's data drawn: the classes listed, the holdings in the table.
      await expect(page.locator('ul[aria-label="Asset classes"] [role="button"]').first()).toBeVisible();
      await expect(
        page.getByRole('table', { name: 'Investments' }).locator('tbody tr').first(),
      ).toBeVisible();
    }
    await expectAccessible(page, path);
  }
});

test('the staff console’s pages have no serious accessibility fault', async ({ page, request, baseURL }) => {
  const token = await staffApiToken(request, baseURL!);
  await page.goto('/api/health/');
  await page.evaluate((key) => window.localStorage.setItem('portal.token', key), token);
  for (const [path, heading] of [
    ['/staff/clients/', 'Clients'],
    ['/staff/invitations/', 'Invitations'],
    ['/staff/applications/', 'Applications'],
  ] as const) {
    // The console's h1 is its own name; each tab has its heading below it.
    await open(page, path, heading, 2);
    await expectAccessible(page, path);
  }
});

test('a keyboard user skips the header and sees where the focus is', async ({ page }) => {
  await signInThroughApi(page, 'investor@demo.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  // The next stop is inside the page, not the header, and it shows a focus ring.
  const focused = page.locator(':focus');
  await expect(page.locator('#main-content')).toContainText((await focused.textContent()) ?? '');
  expect(await focused.evaluate((element) => element.closest('#main-content') !== null)).toBe(true);
  const outline = await focused.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe('none');
});

test('a user who asks their system for less motion gets no transitions', async ({ browser }) => {
  /** The longest transition of the login button, in seconds, as computed for that preference. */
  const motionOf = async (reducedMotion: 'reduce' | 'no-preference') => {
    const context = await browser.newContext({ reducedMotion });
    const page = await context.newPage();
    await page.goto('/auth/login/');
    const button = page.getByRole('button', { name: 'Log In', exact: true });
    await expect(button).toBeVisible();
    const transition = await button.evaluate((element) => getComputedStyle(element).transitionDuration);
    await context.close();
    return Math.max(...transition.split(',').map((value) => Number.parseFloat(value)));
  };
  expect(await motionOf('no-preference')).toBeGreaterThan(0.1);
  expect(await motionOf('reduce')).toBeLessThan(0.001);
});
