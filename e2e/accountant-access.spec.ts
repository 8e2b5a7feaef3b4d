import { expect, test } from '@playwright/test';
import { BASE_URL } from './playwright.config.ts';
import {
  DEMO_PASSWORD,
  enterCodeFromOutbox,
  lastOutboxId,
  linkIn,
  signInThroughApi,
  signInThroughPage,
  waitForMessage,
  waitOutResendTimeout,
} from './support.ts';

// Read-only access for an accountant (issue 20, part 4): the investor shares one account, the accountant
// signs up from the e-mailed link and sees that account's dashboard, documents and reports only; the
// investor sees the views in Activity and revokes, and the accountant's next request is refused.
const INVESTOR = { email: 'investor@demo.test', phone: '0412345678' };
const SHARED = 'Morgan Family Super Fund';
const NOT_SHARED = ['Morgan Family Trust'];
const REFUSED = 'You have read-only access to the accounts shared with you.';

test('an investor shares an account with an accountant, sees the views and revokes', async ({
  page,
  browser,
  request,
}) => {
  const accountant = { email: `accountant.${Date.now()}@example.com`, phone: '0478300001' };

  // The investor invites from Shared access, after a fresh SMS code like every security setting.
  await waitOutResendTimeout(page, request, BASE_URL, [INVESTOR.phone]);
  const beforeCode = await lastOutboxId(request, BASE_URL);
  await signInThroughApi(page, INVESTOR.email, { landing: '/account/shared-access/' });
  await expect(page.getByRole('heading', { name: 'Verification' })).toBeVisible();
  await enterCodeFromOutbox(page, request, BASE_URL, INVESTOR.phone, beforeCode);
  await expect(page.getByRole('heading', { name: 'Shared access', level: 1 })).toBeVisible();
  const invite = page.getByRole('form', { name: 'Invite a person' });
  await invite.getByLabel('Email').fill(accountant.email);
  await invite.getByRole('checkbox', { name: SHARED }).check();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent')).toBeVisible();
  const people = page.getByRole('list', { name: 'People with access' });
  await expect(people.getByRole('listitem', { name: accountant.email })).toContainText('Invited');

  // The accountant opens the e-mailed link in a browser of their own and signs up there.
  const mail = await waitForMessage(request, BASE_URL, accountant.email);
  const link = new URL(linkIn(mail.body));
  const context = await browser.newContext({ baseURL: BASE_URL });
  const viewer = await context.newPage();
  await viewer.goto(link.pathname);
  await expect(viewer.getByText('Alex Morgan invited you to view these accounts, read only:')).toBeVisible();
  await expect(viewer.getByRole('list', { name: 'Shared accounts' })).toHaveText(SHARED);
  await viewer.getByLabel('First name').fill('Casey');
  await viewer.getByLabel('Last name').fill('Ledger');
  await viewer.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await viewer.getByLabel('Repeat password').fill(DEMO_PASSWORD);
  await viewer.getByLabel('Mobile phone').fill(accountant.phone);
  await viewer
    .getByRole('checkbox', { name: 'I agree to the Terms of Service and the Privacy Policy' })
    .check();
  await viewer.getByRole('button', { name: 'Sign up' }).click();
  await expect(viewer.getByRole('heading', { name: 'Your sign-in is ready' })).toBeVisible();
  await viewer.getByRole('link', { name: 'Sign in' }).click();

  // Password and the SMS code, like everyone; then straight to the one investor's shared account.
  const beforeLogin = await lastOutboxId(request, BASE_URL);
  await viewer.getByLabel('Email').fill(accountant.email);
  await viewer.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await viewer.getByRole('button', { name: 'Log In' }).click();
  await expect(viewer.getByRole('heading', { name: 'Verification' })).toBeVisible();
  await enterCodeFromOutbox(viewer, request, BASE_URL, accountant.phone, beforeLogin);
  await expect(viewer.getByText('Read only')).toBeVisible();
  await expect(viewer).toHaveURL(`${BASE_URL}/`);
  const nav = viewer.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Dashboard', /^Reports/, 'Documents']);

  // The dashboard, documents and reports of the shared account, and no other.
  await expect(viewer.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(viewer.getByText(SHARED).first()).toBeVisible();
  for (const other of NOT_SHARED) await expect(viewer.getByText(other)).toHaveCount(0);
  await nav.getByRole('link', { name: 'Documents' }).click();
  const documents = viewer.getByRole('table', { name: 'Documents' });
  await expect(documents.getByRole('row').nth(1)).toBeVisible();
  await expect(documents).toContainText(SHARED);
  for (const other of [...NOT_SHARED, 'Alex Morgan']) await expect(documents).not.toContainText(other);
  await nav.getByRole('link', { name: /^Reports/ }).click();
  await expect(viewer.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  // Generating reports is the investor's: the viewer has the list only.
  await expect(viewer.getByRole('button', { name: 'Generate' })).toHaveCount(0);

  // Details, accounts (bank accounts, signing), the advisor's meetings and the investor's own settings
  // are not shared: the pages do not open (and the server refuses their calls, access-matrix.test.ts).
  for (const path of [
    '/account-new/details/',
    '/accounts/',
    '/private-portfolio-manager/',
    '/account/shared-access/',
  ]) {
    await viewer.goto(path);
    await expect(viewer).toHaveURL(`${BASE_URL}/forbidden/`);
    await expect(viewer.getByText(REFUSED)).toBeVisible();
  }
  // The server refuses a direct call too: the investor's tax details, accounts and registration steps.
  const viewerToken = await viewer.evaluate(() => localStorage.getItem('portal.token'));
  const investorId = await viewer.evaluate(() => localStorage.getItem('portal.managed_user_id'));
  for (const path of ['/api/individual-tax/', '/api/accounts/', '/api/auth/registration-steps/']) {
    const refused = await request.get(`${BASE_URL}${path}`, {
      headers: { Authorization: `Token ${viewerToken}`, 'X-Managed-User-Id': investorId ?? '' },
    });
    expect(refused.status(), path).toBe(403);
  }

  // The investor sees the views in Activity, with the accountant's name, and who has access.
  await page.goto('/account/activity/');
  await expect(page.getByText('Dashboard viewed with shared access: Casey Ledger')).toBeVisible();
  await expect(page.getByText('Documents viewed with shared access: Casey Ledger')).toBeVisible();
  await page.goto('/account/shared-access/');
  const access = page.getByRole('listitem', { name: accountant.email });
  await expect(access).toContainText(`Casey Ledger · ${accountant.email}`);
  await expect(access).toContainText('Active');
  await access.getByRole('button', { name: `Revoke ${accountant.email}` }).click();
  await page.getByRole('dialog', { name: 'Revoke access?' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Access revoked')).toBeVisible();
  await expect(page.getByRole('listitem', { name: accountant.email })).toHaveCount(0);

  // The accountant's next request is refused.
  await viewer.goto('/documents/');
  await expect(viewer.getByText(REFUSED)).toBeVisible();
  await context.close();
});

test('an invitation link that is not (or no longer) valid says so', async ({ page }) => {
  await signInThroughPage(page, INVESTOR.email);
  await page.goto('/shared-access/not-a-real-invitation-token/');
  await expect(
    page.getByText('This invitation link is not valid any more. Please ask for a new one.'),
  ).toBeVisible();
});
