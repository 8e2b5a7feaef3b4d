import { expect, test } from '@playwright/test';
import { BASE_URL } from './playwright.config.ts';
import { signInThroughApi, staffApiToken } from './support.ts';

/** A staff member's API session (staff send notifications through the API). */
const staffToken = (request: import('@playwright/test').APIRequestContext) =>
  staffApiToken(request, BASE_URL);

test('a notification sent by staff arrives live on the open page, without a reload', async ({
  page,
  request,
}) => {
  await signInThroughApi(page, 'investor@demo.test');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // The page's socket is open and subscribed to the user's channel before the message is sent.
  const subscribed = new Promise<void>((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"type":"subscribed"')) resolve();
      }),
    );
  });
  await page.goto('/notifications/');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const userId = await page.evaluate(() => JSON.parse(localStorage.getItem('portal.user') ?? '{}').user_id);
  expect(typeof userId).toBe('number');
  await subscribed;
  let reloaded = false;
  page.on('load', () => {
    reloaded = true;
  });

  const title = `Your statement is ready ${Date.now()}`;
  const sent = await request.post(`${BASE_URL}/api/staff/notifications/`, {
    headers: { Authorization: `Token ${await staffToken(request)}` },
    data: { user_id: userId, title, description: 'The March quarterly statement is in Documents.' },
  });
  expect(sent.ok()).toBe(true);

  await expect(page.getByRole('listitem', { name: title })).toBeVisible({ timeout: 3000 });
  await expect(page.getByText('The March quarterly statement is in Documents.')).toBeVisible();
  expect(reloaded).toBe(false);

  // The bell lists it too; View all notifications leads back here.
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByRole('menu').getByText(title)).toBeVisible();
  await page.getByRole('menuitem', { name: 'View all notifications' }).click();
  await expect(page).toHaveURL(/\/notifications\/$/);
});

test('the guided tour, once finished, is not shown again after a reload', async ({ page }) => {
  await signInThroughApi(page, 'newcomer@demo.test');
  const tour = page.getByRole('dialog', { name: 'Welcome to your Client Portal' });
  await expect(tour).toBeVisible();
  await expect(page.getByRole('img', { name: 'Step 1 of 5' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('dialog', { name: 'Main menu' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(tour).toBeVisible();
  for (let i = 0; i < 4; i += 1) await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('dialog', { name: 'Your dashboard' })).toBeVisible();
  const saved = page.waitForResponse('**/api/profiles/my/update-onboarding-status/');
  await page.getByRole('button', { name: 'Done' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
