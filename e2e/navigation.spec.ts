import { expect, test } from '@playwright/test';
import { signInThroughApi, staffApiToken } from './support.ts';

test('the spec’s dashboard path, support and unknown pages keep the way around; an unsubscribe link needs its token', async ({
  page,
}) => {
  await signInThroughApi(page, 'investor@demo.test', { landing: '/dashboard/' });
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const mainNav = page.getByRole('navigation', { name: 'Main' });
  for (const [path, heading] of [
    ['/account/contact-support/', 'Contact support'],
    ['/no-such-page/', 'Page not found'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(mainNav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  }
  await page.goto('/notifications/unsubscribed/');
  await expect(page.getByText('The unsubscribe link is invalid.')).toBeVisible();
  await expect(page.getByText(/You have been unsubscribed/)).toHaveCount(0);
});

test('staff log out from the header, on a wide screen and from the narrow screens’ menu', async ({
  page,
  request,
  baseURL,
}) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    const token = await staffApiToken(request, baseURL!);
    await page.goto('/api/health/');
    await page.evaluate((key) => window.localStorage.setItem('portal.token', key), token);
    await page.goto('/staff/clients/');
    await expect(page.getByRole('heading', { name: 'Clients', level: 2 })).toBeVisible();
    if (width < 900) {
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await page
        .getByRole('navigation', { name: 'Mobile navigation' })
        .getByRole('button', { name: 'Logout' })
        .click();
    } else await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Client Portal', level: 1 })).toBeVisible();
  }
});
