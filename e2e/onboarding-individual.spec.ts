import { expect, test } from '@playwright/test';
import { completePrimaryInvitation, issuePrimaryInvitation, type TInvitee } from './onboarding-support.ts';
import { BASE_URL } from './playwright.config.ts';

const ACKNOWLEDGEMENTS = [
  /information I have given is true, correct and complete/,
  /read the Privacy Policy/,
  /receive documents and to sign this application/,
  /consent to my identity being verified/,
  /receive communications about my accounts/,
  /authorise the disclosure of my information/,
];

test('from an invitation in the outbox to a submitted individual application', async ({ page, request }) => {
  const invitee: TInvitee = {
    application: 'ipm',
    email: `individual.${Date.now()}@example.com`,
    phone: '0478300001',
    first: 'Charlotte',
    last: 'Tran',
  };
  await issuePrimaryInvitation(request, BASE_URL, invitee);
  await completePrimaryInvitation(page, BASE_URL, invitee);

  // The account details step of the invitation: no choice of existing accounts, the type only.
  await expect(page.getByRole('heading', { name: 'Invitation' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Account details' })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Account' })).toHaveCount(0);
  await page.getByLabel('Account type').selectOption({ label: 'Individual' });
  await expect(page.getByText('The account will be opened in your name.')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // The only missing section of an individual account: the applicant's tax details.
  await expect(page.getByRole('heading', { name: 'Application details' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tax details' })).toBeVisible();
  await expect(page).toHaveURL(/\/account-setup\/apply-now\/\?account=\d+$/);
  await page.getByLabel("I don't have a TFN").check();
  await page.getByRole('radiogroup', { name: 'Australian tax resident' }).getByLabel('Yes').check();
  await page.getByRole('radiogroup', { name: 'Tax resident of another country' }).getByLabel('No').check();
  await page.getByRole('button', { name: 'Next' }).click();

  // The summary: the account in the applicant's name, nothing missing, the six acknowledgements.
  await expect(page).toHaveURL(/\/account-setup\/summary\/\?account=\d+$/);
  const accountId = new URL(page.url()).searchParams.get('account');
  await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Account details' });
  await expect(details.getByText('Charlotte Tran')).toBeVisible();
  await expect(details.getByText('Individual')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tax details' }).getByText('Not provided')).toBeVisible();
  await expect(page.getByText('Missing details')).toHaveCount(0);
  const submit = page.getByRole('button', { name: 'Finalise and submit your application' });
  for (const label of ACKNOWLEDGEMENTS) {
    await expect(submit).toBeDisabled();
    await page.getByLabel(label).check();
  }
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page.getByText(/5-10 business days/)).toBeVisible();
  await page.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/accounts/${accountId}/`);
  await expect(page.getByRole('heading', { name: 'Charlotte Tran' })).toBeVisible();
  await expect(page.getByText('Awaiting activation')).toBeVisible();
  // Submitted: the sections can no longer be changed from here.
  await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);

  await page.goto('/accounts/');
  const card = page.getByRole('article', { name: 'Charlotte Tran' });
  await expect(card.getByText('Awaiting activation')).toBeVisible();
  await expect(card.getByText('Current account')).toBeVisible();
});
