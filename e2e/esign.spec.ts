// Signing the application through the embedded provider: signed, and declined.
import { expect, type Page, test } from '@playwright/test';
import { expectCompleteSummary, fillOwnTax, signOnEmbeddedPage } from './application-support.ts';
import { completePrimaryInvitation, issuePrimaryInvitation, type TInvitee } from './onboarding-support.ts';
import { BASE_URL } from './playwright.config.ts';

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
});

test('a declined signature returns the application to the primary user', async ({ page, request }) => {
  const { accountId } = await submitIndividual(page, request, 'declined');
  await expect(page.getByRole('button', { name: 'Download' })).toBeVisible();
  // A link to the decline outcome only asks: opening it declines nothing.
  const signingUrl = page.url();
  const requestId = await page.evaluate(async (account) => {
    const headers = { Authorization: `Token ${localStorage.getItem('portal.token')}` };
    const answer = await fetch(`/api/change-requests/?account=${account}`, { headers });
    return ((await answer.json()) as Array<{ id: number }>)[0]!.id;
  }, accountId);
  await page.goto(`/change-requests/sign-callback/${requestId}/?event=decline`);
  await expect(page.getByRole('heading', { name: 'Decline to sign?' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to account' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/accounts/${accountId}/`);
  await page.goto(signingUrl);
  await expect(page.getByRole('button', { name: 'Download' })).toBeVisible();
  // Headless Chromium's PDF viewer may take the first click while it loads: click until the dialog opens.
  await expect(async () => {
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByText(/Decline to sign this document\?/)).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await page.getByRole('dialog').getByRole('button', { name: 'Decline' }).click();
  await expect(page).toHaveURL(/\/change-requests\/sign-callback\/\d+\/\?event=decline$/);
  // The signing page's own confirmation recorded the decline: the callback shows the outcome, asking nothing.
  await expect(page.getByRole('heading', { name: 'You have declined to sign' })).toBeVisible();
  await expect(page.getByText(/The portfolio manager and other members are informed\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Decline to sign' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Ok', exact: true }).click();
  await expect(page).toHaveURL(`${BASE_URL}/accounts/${accountId}/`);
  await expect(page.getByText('Application in progress')).toBeVisible();
});
