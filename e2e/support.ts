import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { unusedAppCode } from '../apps/server/src/testing/app-codes.ts';

export const DEMO_PASSWORD = 'Demo-Portal-2026!';

type OutboxMessage = {
  id: number;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string;
  body: string;
  created_at: string;
};

/** The newest message to `recipient` in the embedded outbox, newer than `afterId` when given. */
export async function waitForMessage(
  request: APIRequestContext,
  baseURL: string,
  recipient: string,
  afterId = 0,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`${baseURL}/api/dev/outbox/`);
      const messages = (await response.json()) as OutboxMessage[];
      found = messages.find((m) => m.recipient === recipient && m.id > afterId);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

export async function lastOutboxId(request: APIRequestContext, baseURL: string): Promise<number> {
  const messages = (await (await request.get(`${baseURL}/api/dev/outbox/`)).json()) as OutboxMessage[];
  return messages[0]?.id ?? 0;
}

export function codeIn(text: string): string {
  const match = text.match(/\b(\d{6})\b/);
  if (!match) throw new Error(`no code in: ${text}`);
  return match[1]!;
}

export function linkIn(text: string): string {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in: ${text}`);
  return match[0];
}

/**
 * The demo staff user: staff confirm every sign-in with their authenticator app, whose published demo
 * secret this is (`npm run demo:staff-code` prints its code).
 */
export const DEMO_STAFF = {
  email: 'staff@demo.test',
  phone: '0434567890',
  appSecret: 'DEMOSTAFFAPPSECRETDEMOSTAFFAPP23',
};

/** One key per server: each keeps its own record of the app codes it accepted. */
const serverKeys = new Map<string, object>();

/** A code of the demo staff member's app that the server at `baseURL` has not accepted yet. */
export function unusedStaffAppCode(baseURL: string): Promise<string> {
  if (!serverKeys.has(baseURL)) serverKeys.set(baseURL, {});
  return unusedAppCode(serverKeys.get(baseURL)!, DEMO_STAFF.appSecret);
}

/** Types the code texted to `phone` after `afterId` into the open code screen and submits it. */
export async function enterCodeFromOutbox(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  phone: string,
  afterId: number,
): Promise<void> {
  const sms = await waitForMessage(request, baseURL, phone, afterId);
  await page.getByLabel('Code').fill(codeIn(sms.body));
  await page.getByRole('button', { name: 'Submit' }).click();
}

/** Signs the demo staff user in through the login page and the Verification overlay's app code. */
export async function signInStaffThroughPage(page: Page, baseURL: string): Promise<void> {
  await signInThroughPage(page, DEMO_STAFF.email);
  await expect(page.getByRole('heading', { name: 'Verification' })).toBeVisible();
  await expect(page.getByText('Enter the six-digit code that your authenticator app shows.')).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(await unusedStaffAppCode(baseURL));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Verification' })).toBeHidden();
}

/** A staff API session: the password, then a code of the staff member's app; answers the token. */
export async function staffApiToken(request: APIRequestContext, baseURL: string): Promise<string> {
  const login = await request.post(`${baseURL}/api/auth/login/`, {
    data: { email: DEMO_STAFF.email, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const confirmed = await request.post(`${baseURL}/api/auth/login-confirmation/totp/`, {
    headers: { Authorization: `Token ${(await login.json()).key}` },
    data: { code: await unusedStaffAppCode(baseURL) },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  return (await confirmed.json()).key as string;
}

/**
 * Opens the portal signed in, without the login page: for journeys about something other than signing in
 * (those sign in through the page). The token comes from the login call and is kept where the login page
 * keeps it (the web app's `portal.token` in local storage); `landing` is the first page opened.
 */
export async function signInThroughApi(
  page: Page,
  email: string,
  { password = DEMO_PASSWORD, landing = '/' }: { password?: string; landing?: string } = {},
): Promise<void> {
  const login = await page.request.post('/api/auth/login/', { data: { email, password } });
  expect(login.ok(), await login.text()).toBe(true);
  const { key } = (await login.json()) as { key: string };
  // Local storage belongs to the origin: any same-origin page will do to write it, the lightest one best.
  await page.goto('/api/health/');
  await page.evaluate((token) => window.localStorage.setItem('portal.token', token), key);
  await page.goto(landing);
}

/** Signs in through the login page, as a person does. */
export async function signInThroughPage(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/auth/login/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/**
 * Types an ISO date ('1984-07-21') into the date field named `label` as a person does: the day section
 * first, then day, month and year digits (the field moves on by itself). The field shows DD-MMM-YYYY.
 */
export async function typeDate(scope: Page | Locator, label: string, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-');
  await scope.getByRole('group', { name: label }).getByRole('spinbutton', { name: 'Day' }).click();
  const page = 'keyboard' in scope ? scope : scope.page();
  await page.keyboard.type(`${day}${month}${year}`);
}

// A tiny PNG for the identity document: the server reads the type from these bytes.
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

/** Personal, contact and additional details through the forced Individual info flow. */
export async function fillIndividualInfo(page: Page, person: { first: string; last: string }): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible();
  await page.getByLabel('Gender').selectOption({ label: 'Female' });
  await page.getByLabel('Title').selectOption({ label: 'Ms' });
  await page.getByLabel('First name').fill(person.first);
  await page.getByLabel('Last name').fill(person.last);
  await typeDate(page, 'Date of birth', '1984-07-21');
  await expect(page.getByRole('group', { name: 'Date of birth' })).toContainText('21-Jul-1984');
  await page.getByLabel('Street number').fill('10');
  await page.getByLabel('Street name').fill('Collins Street');
  await page.getByLabel('Address line 1').fill('10 Collins Street');
  // A suburb from the search fills suburb, state, postcode and country; the street typed stays.
  await page.getByLabel('Search address').fill('Melbourne');
  await page.getByRole('button', { name: 'Melbourne VIC 3000' }).click();
  await expect(page.getByLabel('Postcode')).toHaveValue('3000');
  await expect(page.getByLabel('State')).toHaveValue('VIC');
  await expect(page.getByLabel('Address line 1')).toHaveValue('10 Collins Street');
  await expect(page.getByLabel('Country')).toHaveValue('Australia');
  await page.getByLabel('Document type').selectOption('passport');
  await page.getByLabel('Passport number').fill('PA1928374');
  await typeDate(page, 'Issue date', '2021-05-01');
  await typeDate(page, 'Expiry date', '2031-04-30');
  await page
    .getByLabel('Copy of the document')
    .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('uploaded-file')).toHaveText('passport.png');
  await page.getByLabel(/I consent to my identity document being checked/).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Contact details' })).toBeVisible();
  await page.getByLabel('Preferred contact channel').selectOption('email');
  await page.getByLabel('Search address').fill('2026');
  await page.getByRole('button', { name: 'Bondi Beach NSW 2026' }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Additional details' })).toBeVisible();
  await page.getByLabel('Occupation').fill('Architect');
  // Countries are found by typing; each one chosen shows as a chip.
  await page.getByLabel('Country of citizenship').fill('austr');
  await page.getByRole('option', { name: 'Australia', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Australia', exact: true })).toBeVisible();
  for (const question of [
    'Are you a sole trader?',
    'Are you a resident of a country other than Australia?',
    'Are you a tax resident of a country other than Australia?',
  ]) {
    await page.getByRole('radiogroup', { name: question }).getByLabel('No').check();
  }
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).not.toHaveURL(/\/individual-info\/$/);
}

/**
 * Waits out what is left of the resend timeout the server announces (GET /api/utils/config/) since the
 * newest code sent to `recipients`: a user may ask one code per timeout, so a journey that follows another
 * one's code for the same user waits until that code is a timeout old, and not at all when it already is.
 */
export async function waitOutResendTimeout(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  recipients: readonly string[],
): Promise<void> {
  const config = await request.get(`${baseURL}/api/utils/config/`);
  const { resendVerificationCodeTimeout } = (await config.json()) as {
    resendVerificationCodeTimeout: number;
  };
  const messages = (await (await request.get(`${baseURL}/api/dev/outbox/`)).json()) as OutboxMessage[];
  const newest = messages.find((m) => recipients.includes(m.recipient));
  if (!newest) return;
  const left = Date.parse(newest.created_at) + (resendVerificationCodeTimeout + 1) * 1000 - Date.now();
  if (left > 0) await page.waitForTimeout(left);
}
