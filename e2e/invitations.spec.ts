import { expect, test } from '@playwright/test';
import { completePrimaryInvitation, issuePrimaryInvitation, type TInvitee } from './onboarding-support.ts';
import { BASE_URL } from './playwright.config.ts';

const EXPIRED_TEXT =
  'Sorry! Your invitation link has expired. Contact the person that invited you for this application to resend the invite.';

const invitee = (suffix: string, phone: string): TInvitee => ({
  application: 'ipm',
  email: `invited.${suffix}.${Date.now()}@example.com`,
  phone,
  first: 'Morgan',
  last: 'Hayes',
});

test('a replaced invitation link shows the expired screen with Back to login', async ({ page, request }) => {
  const person = invitee('replaced', '0478200001');
  const first = await issuePrimaryInvitation(request, BASE_URL, person);
  // Sending the invitation again withdraws the first link.
  await issuePrimaryInvitation(request, BASE_URL, person);
  await page.goto(`/invitation/${first.uuid}/`);
  await expect(page.getByText(EXPIRED_TEXT)).toBeVisible();
  await page.getByRole('link', { name: 'Back to login' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/auth/login/`);
});

test('a primary invitation leads through terms, code, sign-up, phone and details to account setup', async ({
  page,
  request,
}) => {
  const person = invitee('primary', '0478200002');
  await issuePrimaryInvitation(request, BASE_URL, person);
  await completePrimaryInvitation(page, BASE_URL, person);
  await expect(page).toHaveURL(`${BASE_URL}/account-setup/apply-now/`);
});
