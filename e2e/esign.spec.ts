// Signing the application through the embedded provider: signed, and declined.
import { expect, type Page, test } from '@playwright/test';
import {
  changeRequestId,
  declineOnEmbeddedPage,
  expectCompleteSummary,
  fillOwnTax,
  openSignCallback,
  signOnEmbeddedPage,
} from './application-support.ts';
import { completePrimaryInvitation, issuePrimaryInvitation, type TInvitee } from './onboarding-support.ts';
import { BASE_URL } from './playwright.config.ts';

const NOTHING_SIGNED =
  'Nothing has been signed yet. You can come back and sign at any time from your account page.';
/** The redirecting screen's texts (spec section 2), each shown 4 to 6 seconds while the documents are prepared. */
const REDIRECT_TEXTS = [
  'Preparing Documents',
  'Uploading document 1 of 2',
  'Uploading document 2 of 2',
  'Connecting',
];

/** An individual application of the family product (no portfolio steps), complete and submitted. */
async function submitIndividual(
  page: Page,
  request: Parameters<typeof issuePrimaryInvitation>[0],
  tag: string,
) {
  const invitee: TInvitee = {
    application: 'viv',
    email: `esign.${tag}.${Date.now()}@example.com`,
    phone: tag === 'signed' ? '0478500001' : '0478500002',
    first: 'Amelia',
    last: tag === 'signed' ? 'Signer' : 'Decliner',
  };
  await issuePrimaryInvitation(request, BASE_URL, invitee);
  await completePrimaryInvitation(page, BASE_URL, invitee);
  await expect(page.getByRole('heading', { name: 'Account details' })).toBeVisible();
  // The family product asks no portfolio or IPS steps: the application is made in it.
  await page.evaluate(() => localStorage.setItem('portal.application_id', 'viv'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Account details' })).toBeVisible();
  await page.getByLabel('Account type').selectOption({ label: 'Individual' });
  await page.getByRole('button', { name: 'Next' }).click();
  await fillOwnTax(page);
  const accountId = await expectCompleteSummary(page);
  for (const label of [
    /true, correct and complete/,
    /Privacy Policy/,
    /by electronic means/,
    /identity being verified/,
    /receive communications/,
    /disclosure of my information/,
  ])
    await page.getByLabel(label).check();
  await page.getByRole('button', { name: 'Finalise and submit your application' }).click();
  // Through the redirecting screen (it leaves as soon as the documents are ready) to the signing page.
  await expect(page).toHaveURL(/\/esign\/sign\/[\w-]+\/$/, { timeout: 20_000 });
  return { accountId, name: `${invitee.first} ${invitee.last}` };
}

test('an application signed through the embedded provider', async ({ page, request }) => {
  const { accountId, name } = await submitIndividual(page, request, 'signed');
  await expect(page.getByText(`Account application: ${name}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download' })).toBeVisible();
  // Sign waits until every document has been opened; a name other than the signer's is refused.
  await page.getByLabel('Type your full name').fill('Someone Else');
  await expect(page.getByRole('button', { name: 'Sign', exact: true })).toBeDisabled();
  // Downloading opens the document: the file comes from the session's document route, which records it.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('Account application.pdf');
  await expect(page.getByText('You have opened every document.')).toBeVisible();
  const mismatch = page.getByText(`Type your full name as it appears on the document: ${name}`);
  // Headless Chromium's PDF viewer may take the first click while it loads: click until it answers.
  await expect(async () => {
    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    await expect(mismatch).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await signOnEmbeddedPage(page);
  await expect(page.getByRole('heading', { name: 'Thank you for signing' })).toBeVisible();
  await expect(page.getByText('Your application has been signed and submitted.')).toBeVisible();
  await expect(page.getByText(/5-10 business days/)).toBeVisible();
  await page.getByRole('button', { name: 'Ok', exact: true }).click();
  await expect(page).toHaveURL(`${BASE_URL}/accounts/${accountId}/`);
  await expect(page.getByText('Awaiting activation')).toBeVisible();
  // Closing the provider's page after signing (viewing_complete) finds the application signed: the page
  // goes on to the account, it does not say "Nothing has been signed yet".
  await openSignCallback(page, await changeRequestId(page, accountId, 'application'), 'viewing_complete');
  await expect(page).toHaveURL(`${BASE_URL}/accounts/${accountId}/`);
  await expect(page.getByText('Awaiting activation')).toBeVisible();
});

test('a declined signature returns the application to the primary user', async ({ page, request }) => {
  const { accountId } = await submitIndividual(page, request, 'declined');
  await expect(page.getByRole('button', { name: 'Download' })).toBeVisible();
  // A link to the decline outcome only asks: opening it declines nothing.
  const requestId = await changeRequestId(page, accountId, 'application');
  await openSignCallback(page, requestId, 'decline');
  await expect(page.getByRole('heading', { name: 'Decline to sign?' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to account' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/accounts/${accountId}/`);
  // Finish later, and a session timed out: nothing is signed yet, and both offer to sign now.
  await page.clock.install();
  await openSignCallback(page, requestId, 'cancel');
  await expect(page.getByRole('heading', { name: 'Finish later' })).toBeVisible();
  await expect(page.getByText(NOTHING_SIGNED)).toBeVisible();
  await openSignCallback(page, requestId, 'session_timeout');
  await expect(page.getByRole('heading', { name: 'Session time out' })).toBeVisible();
  // Sign now goes through the redirecting screen. The embedded provider's documents are ready at once;
  // its answer is held back here as DocuSign's takes seconds, and meanwhile the texts follow one another
  // (the clock jumps the 4 to 6 seconds of each) up to 'Connecting'; the screen leaves once it is ready.
  let release = () => {};
  const ready = new Promise<void>((resolve) => {
    release = resolve;
  });
  const signUrl = (url: URL) => url.pathname.endsWith(`/change-requests/${requestId}/sign-url/`);
  await page.route(signUrl, async (route) => {
    await ready;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Sign now' }).click();
  for (const text of REDIRECT_TEXTS) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
    await page.clock.fastForward(6_000);
  }
  release();
  await expect(page).toHaveURL(/\/esign\/sign\/[\w-]+\/$/);
  await page.unroute(signUrl);
  await expect(page.getByRole('button', { name: 'Download' })).toBeVisible();
  await declineOnEmbeddedPage(page);
  // The signing page's own confirmation recorded the decline: the callback shows the outcome, asking nothing.
  await expect(page.getByRole('heading', { name: 'You have declined to sign' })).toBeVisible();
  await expect(page.getByText(/The portfolio manager and other members are informed\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Decline to sign' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Ok', exact: true }).click();
  await expect(page).toHaveURL(`${BASE_URL}/accounts/${accountId}/`);
  await expect(page.getByText('Application in progress')).toBeVisible();
  // A late signing_complete on the declined application shows the decline, not "Finish later".
  await openSignCallback(page, requestId, 'signing_complete');
  await expect(page.getByRole('heading', { name: 'You have declined to sign' })).toBeVisible();
  await expect(page.getByText(/The application has been returned to you for changes\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign now' })).toHaveCount(0);
});
