import { type Browser, expect, type Page, test } from '@playwright/test';
import { NEW_DEVICE_EMAIL, SESSION_TEXTS } from '../packages/contracts/src/api/sessions.ts';
import { BASE_URL } from './playwright.config.ts';
import { lastOutboxId, linkIn, signInThroughPage, waitForMessage } from './support.ts';

const INVESTOR = 'investor@demo.test';

// Browsers this journey's sign-ins come from; each run's own build number, so none is known from an
// earlier journey of the same server.
const build = `${Date.now() % 100000}`;
const DESKTOP = `Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.${build}`;
const PHONE = `Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1.${build} Mobile/15E148 Safari/604.1`;
const LAPTOP = `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.${build}`;

const openDevice = async (browser: Browser, userAgent?: string): Promise<Page> => {
  const context = await browser.newContext({ baseURL: BASE_URL, reducedMotion: 'reduce', userAgent });
  return context.newPage();
};

const signInOn = async (page: Page) => {
  await signInThroughPage(page, INVESTOR);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
};

test('a sign-in from a new device is e-mailed, and its link ends that session', async ({
  browser,
  request,
}) => {
  const desktop = await openDevice(browser, DESKTOP);
  await signInOn(desktop);

  const before = await lastOutboxId(request, BASE_URL);
  const phone = await openDevice(browser, PHONE);
  await signInOn(phone);
  const alert = await waitForMessage(request, BASE_URL, INVESTOR, before);
  expect(alert.subject).toBe(NEW_DEVICE_EMAIL.subject);
  expect(alert.body).toContain('Device: Safari on iPhone');
  expect(alert.body).toContain('Address: 127.0.0.1');
  expect(alert.body).toMatch(/When: \d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2} AE[DS]T/);
  const link = linkIn(alert.body);
  expect(link).toMatch(new RegExp(`^${BASE_URL}/sessions/end/[^/]+/$`));

  // The link opens anywhere, with no session: here, a browser of its own.
  const elsewhere = await openDevice(browser);
  await elsewhere.goto(link);
  await expect(elsewhere.getByRole('heading', { name: SESSION_TEXTS.endPageTitle })).toBeVisible();
  await elsewhere.getByRole('button', { name: SESSION_TEXTS.endThisSession }).click();
  await expect(elsewhere.getByText(SESSION_TEXTS.endedByLink)).toBeVisible();
  await expect(elsewhere.getByText(SESSION_TEXTS.changePasswordAdvice)).toBeVisible();
  await expect(elsewhere.getByRole('link', { name: SESSION_TEXTS.resetPassword })).toBeVisible();

  // The phone is signed out at its next call; the desktop is not.
  await phone.goto('/account/activity/');
  await expect(phone).toHaveURL(/\/auth\/login\//);
  await desktop.goto('/account/activity/');
  await expect(desktop.getByRole('heading', { name: 'Activity', exact: true })).toBeVisible();

  // The link is spent.
  await elsewhere.goto(link);
  await elsewhere.getByRole('button', { name: SESSION_TEXTS.endThisSession }).click();
  await expect(elsewhere.getByText(SESSION_TEXTS.endLinkInvalid)).toBeVisible();
  for (const page of [desktop, phone, elsewhere]) await page.context().close();
});

test('the Activity page lists the devices signed in and ends one of them', async ({ browser }) => {
  const desktop = await openDevice(browser, DESKTOP);
  await signInOn(desktop);
  const laptop = await openDevice(browser, LAPTOP);
  await signInOn(laptop);

  await desktop.goto('/account/activity/');
  const devices = desktop.getByRole('list', { name: SESSION_TEXTS.devicesTitle });
  const here = devices.getByRole('listitem').filter({ hasText: SESSION_TEXTS.thisDevice });
  await expect(here).toHaveCount(1);
  await expect(here).toContainText('Firefox on Linux');
  await expect(here.getByRole('button', { name: SESSION_TEXTS.endSession })).toHaveCount(0);
  const other = devices.getByRole('listitem', { name: 'Edge on Windows' });
  await expect(other).toContainText('IP address 127.0.0.1');

  await other.getByRole('button', { name: SESSION_TEXTS.endSession }).click();
  await expect(desktop.getByText(SESSION_TEXTS.sessionEnded)).toBeVisible();
  await expect(devices.getByRole('listitem', { name: 'Edge on Windows' })).toHaveCount(0);
  await laptop.reload();
  await expect(laptop).toHaveURL(/\/auth\/login\//);

  // The log below says what happened.
  await desktop.reload();
  const log = desktop.getByRole('table', { name: 'Activity' });
  await expect(log.getByRole('cell', { name: 'Session ended' }).first()).toBeVisible();
  await expect(
    log.getByRole('cell', { name: 'Signed in from a new device or address' }).first(),
  ).toBeVisible();
  for (const page of [desktop, laptop]) await page.context().close();
});
