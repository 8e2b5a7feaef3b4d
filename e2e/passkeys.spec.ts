import { expect, type Page, test } from '@playwright/test';
import { PASSKEY_URL } from './playwright.config.ts';
import { enterCodeFromOutbox, lastOutboxId, signInThroughApi, signInThroughPage } from './support.ts';

// The passkey journeys run on their own server at http://localhost (playwright.config.ts): WebAuthn needs
// a host name as the relying party. On that server the investor ends as seeded (SMS only) all the same.
test.use({ baseURL: PASSKEY_URL });

const EMAIL = 'investor@demo.test';
const PHONE = '0412345678';
const PASSKEY = 'Laptop passkey';

/** Chromium's virtual authenticator (DevTools WebAuthn domain): built in, resident keys, verifies the user. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

async function signOut(page: Page) {
  await page.request.post('/api/auth/logout/', {
    headers: { Authorization: `Token ${await page.evaluate(() => localStorage.getItem('portal.token'))}` },
  });
  await page.evaluate(() => localStorage.clear());
}

test('passkey: register after a fresh code, sign in with it as the second factor and without a password, remove it', async ({
  page,
  request,
}) => {
  const authenticator = await addVirtualAuthenticator(page);
  const before = await lastOutboxId(request, PASSKEY_URL);
  await signInThroughApi(page, EMAIL, { landing: '/account/sign-in-methods/' });
  // Adding a passkey is a change of second factor: the SMS code first, the investor's only factor.
  await expect(page.getByRole('heading', { name: 'Verification' })).toBeVisible();
  await enterCodeFromOutbox(page, request, PASSKEY_URL, PHONE, before);

  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await page.getByLabel('Passkey name').fill(PASSKEY);
  await page.getByRole('checkbox', { name: 'Use this passkey to sign in without a password' }).check();
  await page.getByRole('button', { name: 'Create passkey' }).click();
  await expect(page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')).toHaveCount(10);
  const listed = page.getByRole('list', { name: 'Passkeys' }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed.first()).toContainText(PASSKEY);
  await expect(listed.first()).toContainText('Last used never');
  await expect(listed.first()).toContainText('Signs in without a password');
  expect(await authenticator.credentials()).toHaveLength(1);

  // A password sign-in now asks for the passkey, and the authenticator answers the browser's prompt.
  await signOut(page);
  await signInThroughPage(page, EMAIL);
  await expect(
    page.getByText('Confirm with your passkey: select Submit, then follow your browser’s prompt.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send a code by SMS instead' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Verification' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // Without a password: the passkey alone, from the login page.
  await signOut(page);
  await page.goto('/auth/login/');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // Removing it needs a fresh factor: the confirmation page opens on the passkey.
  await page.goto('/account/sign-in-methods/');
  await expect(page.getByRole('heading', { name: 'Verification' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(listed.first()).not.toContainText('Last used never');
  await page.getByRole('button', { name: `Remove ${PASSKEY}` }).click();
  await expect(page.getByText('The passkey was removed.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Passkeys' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add a passkey' })).toBeVisible();
});
