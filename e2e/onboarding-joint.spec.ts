import { expect, test } from '@playwright/test';
import {
  acknowledgeAndSubmit,
  expectCompleteSummary,
  fillOwnTax,
  startApplication,
} from './application-support.ts';
import { fillMinimalIps, fillPortfolioDetails } from './ips-support.ts';
import { acceptSecondaryInvitation } from './onboarding-support.ts';
import { BASE_URL } from './playwright.config.ts';

test('a joint account whose second holder accepts through their own invitation', async ({
  page,
  browser,
  request,
}) => {
  // A whole application, from the invitation to the signed submission: a minute of screens on a quiet machine.
  const stamp = Date.now();
  const second = {
    email: `joint.second.${stamp}@example.com`,
    phone: '0478400002',
    first: 'Marco',
    last: 'Rossi',
  };
  await startApplication(page, request, {
    email: `joint.primary.${stamp}@example.com`,
    phone: '0478400001',
    first: 'Isabella',
    last: 'Rossi',
  });

  await page.getByLabel('Account type').selectOption({ label: 'Joint' });
  await page.getByLabel('Account name').fill('Isabella and Marco Rossi');
  await page.getByRole('button', { name: 'Next' }).click();

  // The applicant's own tax details, then the second holder.
  await fillOwnTax(page);
  await expect(page.getByRole('heading', { name: 'Additional individuals' })).toBeVisible();
  await expect(page.getByText('You may add 2 more Individual(s)/Trustee(s)')).toBeVisible();
  const holder = page.getByRole('group', { name: 'Individual 1' });
  await holder.getByLabel('First name').fill(second.first);
  await holder.getByLabel('Last name').fill(second.last);
  await holder.getByLabel('Mobile phone').fill('0478 400 002');
  await holder.getByLabel('Email').fill(second.email);
  await page.getByRole('button', { name: 'Next' }).click();

  // The private-portfolio line's own sections: portfolio details, then the IPS. The wizard works through
  // the list it was given before the members were named; the signing authority their naming calls for
  // comes once that list has run out and the sections are asked for again.
  await fillPortfolioDetails(page);
  await fillMinimalIps(page);

  // Two members: who signs.
  await expect(page.getByRole('heading', { name: 'Signing authority' })).toBeVisible();
  await expect(
    page.getByText(
      'If you change the member list, you will need to complete the "Signing authority" step again.',
    ),
  ).toBeVisible();
  await page.getByLabel('Any applicant to sign').check();
  await page.getByRole('button', { name: 'Next' }).click();

  const accountId = await expectCompleteSummary(page);
  const members = page.getByRole('region', { name: 'Account members' });
  await expect(members.getByText('Marco Rossi')).toBeVisible();
  await expect(members.getByText('Invited')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Signing authority' }).getByText('Any applicant to sign'),
  ).toBeVisible();
  await acknowledgeAndSubmit(page, accountId);
  await expect(page.getByText('Awaiting secondary users')).toBeVisible();

  // The second holder opens their own invitation, in a browser of their own.
  const context = await browser.newContext();
  const secondPage = await context.newPage();
  await acceptSecondaryInvitation(secondPage, BASE_URL, second);
  await expect(secondPage.getByRole('region', { name: 'Account members' })).toBeVisible();
  await secondPage.getByRole('button', { name: 'Accept' }).click();
  await expect(secondPage).toHaveURL(`${BASE_URL}/accounts/${accountId}/`);
  await expect(secondPage.getByText('Awaiting activation').first()).toBeVisible();
  await context.close();

  // The primary user sees the account waiting for activation too.
  await page.reload();
  await expect(page.getByText('Awaiting activation').first()).toBeVisible();
});
