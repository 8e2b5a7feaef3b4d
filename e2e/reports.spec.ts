import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, signInThroughApi } from './support.ts';

const INVESTOR = 'investor@demo.test';

/** Marks every report of the investor read through the API, so the header counter starts at 0. */
async function markAllReportsRead(request: APIRequestContext): Promise<void> {
  const login = await request.post('/api/auth/login/', {
    data: { email: INVESTOR, password: DEMO_PASSWORD },
  });
  const { key } = (await login.json()) as { key: string };
  const headers = { authorization: `Token ${key}`, accept: 'application/json; version=2' };
  const list = await request.get('/api/ipm/reports/', { headers });
  expect(list.status()).toBe(200);
  for (const report of (await list.json()) as { id: number; is_new: boolean }[]) {
    if (report.is_new)
      await request.patch(`/api/ipm/reports/${report.id}/mark-as-read/`, { headers, data: {} });
  }
  await request.post('/api/auth/logout/', { headers: { authorization: `Token ${key}` }, data: {} });
}

const reportsCounter = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByTestId('nav-counter');

async function openReports(page: Page): Promise<void> {
  // The socket is subscribed to the reports channel before anything is generated. The header opens it
  // right after sign-in, so the listener goes on first.
  const subscribed = new Promise<void>((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', (frame) => {
        if (/"type":"subscribed","channel":"reports#/.test(String(frame.payload))) resolve();
      }),
    );
  });
  await signInThroughApi(page, INVESTOR);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await subscribed;
}

const group = (page: Page, name: string) => page.getByRole('group', { name });

/** Twelve months back, the trust, its valuation report; Generate; returns the new (newest) list item. */
async function generateValuation(page: Page): Promise<Locator> {
  await page.getByLabel('Period').selectOption({ label: 'Twelve months back' });
  await group(page, 'Accounts').getByRole('checkbox', { name: 'Morgan Family Trust', exact: true }).check();
  await group(page, 'Reports').getByRole('checkbox', { name: 'Portfolio valuation' }).check();
  const generate = page.getByRole('button', { name: 'Generate' });
  await expect(generate).toBeEnabled();
  const posted = page.waitForResponse(
    (r) => r.url().endsWith('/api/ipm/reports/') && r.request().method() === 'POST',
  );
  await generate.click();
  expect((await posted).status()).toBeLessThan(300);
  // The worker is quick: the 'ready' toast may already stand beside this one.
  await expect(page.getByTestId('toast-success').filter({ hasText: 'Report is generating' })).toBeVisible();
  // The form starts over.
  await expect(page.getByLabel('Period')).toHaveValue('');
  return page.getByRole('list', { name: 'Generated Reports' }).getByRole('listitem').first();
}

test.beforeEach(async ({ request }) => {
  await markAllReportsRead(request);
});

test('a generated report becomes ready live, opens in a new tab and its counter drops', async ({ page }) => {
  await openReports(page);
  await expect(reportsCounter(page)).toHaveText('0');
  let reloaded = false;
  page.on('load', () => {
    reloaded = true;
  });

  const item = await generateValuation(page);
  const view = item.getByRole('button', { name: /^View / });
  await expect(view).toBeVisible({ timeout: 45_000 });
  await expect(item.getByText('NEW')).toBeVisible();
  await expect(page.getByTestId('toast-success').filter({ hasText: 'is ready' })).toBeVisible();
  await expect(reportsCounter(page)).toHaveText('1');
  expect(reloaded).toBe(false);

  // The file needs the session's header: it is fetched and shown from a blob in a new tab (or saved).
  let downloaded = false;
  page.context().on('page', (opened) => opened.on('download', () => (downloaded = true)));
  const popup = page.waitForEvent('popup');
  const file = page.waitForResponse((r) => /\/api\/ipm\/reports\/\d+\/download\//.test(r.url()));
  const marked = page.waitForResponse((r) => r.url().includes('/mark-as-read/'));
  await view.click();
  const tab = await popup;
  expect((await file).status()).toBe(200);
  expect((await marked).status()).toBe(200);
  await expect.poll(() => tab.url().startsWith('blob:') || downloaded).toBe(true);
  await expect(reportsCounter(page)).toHaveText('0');
  await expect(item.getByText('NEW')).toHaveCount(0);
});

test('a ready report is saved to favourites, fills the form, and the favourite can be deleted', async ({
  page,
}) => {
  await openReports(page);
  const item = await generateValuation(page);
  await expect(item.getByRole('button', { name: /^View / })).toBeVisible({ timeout: 45_000 });

  await item.getByRole('link', { name: 'Save to favourites' }).click();
  await expect(page).toHaveURL(/\/reports\/[\w-]+\/save-to-favorite\/$/);
  await expect(page.getByRole('heading', { name: 'Save to favourites', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Accounts' })).toContainText('Morgan Family Trust');
  await expect(page.getByRole('list', { name: 'Reports' })).toContainText('Portfolio valuation');
  await expect(page.getByText('Saved settings will be pre-filled automatically')).toBeVisible();
  const name = `E2E valuation ${Date.now()}`;
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/reports\/$/);
  // Its heart is now filled, with no action.
  await expect(item.getByRole('img', { name: 'Saved to favourites' })).toBeVisible();

  await page.getByLabel('Period').selectOption({ label: 'Twelve months back' });
  const favourites = page.getByLabel('Favourite reports');
  await expect(favourites.locator('option', { hasText: name })).toHaveCount(1);
  await favourites.selectOption({ label: name });
  await expect(
    group(page, 'Accounts').getByRole('checkbox', { name: 'Morgan Family Trust', exact: true }),
  ).toBeChecked();
  await expect(group(page, 'Reports').getByRole('checkbox', { name: 'Portfolio valuation' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Generate' })).toBeEnabled();

  await page.getByRole('button', { name: 'Delete favourite' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Are you sure you want to delete ${name} from favourites?`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(favourites.locator('option', { hasText: name })).toHaveCount(0);

  // A custom end date picked with the keyboard: Enter opens the calendar, an arrow moves, Enter picks.
  await page.getByLabel('Period').selectOption({ label: 'Custom' });
  const end = page.getByRole('group', { name: 'End date' });
  await end.getByRole('button', { name: /Choose date/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('grid')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('grid')).toBeHidden();
  await expect(end).toContainText(/\d{2}-[A-Z][a-z]{2}-\d{4}/);
});
