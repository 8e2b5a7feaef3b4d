import { expect, test } from '@playwright/test';
import {
  acknowledgeAndSubmit,
  expectCompleteSummary,
  expectPrimaryOwnTax,
  fillCompanyAddresses,
  fillPrimaryOwnTax,
  finishEntityTax,
  OTHERS_MUST_SIGN,
  startApplication,
} from './application-support.ts';
import { fillMinimalIps, fillPortfolioDetails } from './ips-support.ts';
import { BASE_URL } from './playwright.config.ts';
import { waitForMessage } from './support.ts';

test('a company with two directors and a beneficial owner, to a submitted application', async ({
  page,
  request,
}) => {
  // A whole application, from the invitation to the signed submission: a minute of screens on a quiet machine.
  const stamp = Date.now();
  // A director of Southern Cross Investments in the embedded register (with James Wilson and Noah Patel).
  const james = `james.${stamp}@example.com`;
  const noah = `noah.${stamp}@example.com`;
  const grace = `grace.${stamp}@example.com`;
  await startApplication(page, request, {
    email: `company.${stamp}@example.com`,
    phone: '0478500001',
    first: 'Emma',
    last: 'Wilson',
  });

  await page.getByLabel('Account type').selectOption({ label: 'Company' });
  await page.getByLabel('ACN').fill('623456780');
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page.getByLabel('Account name')).toHaveValue('Southern Cross Investments Pty Ltd');
  await page.getByRole('button', { name: 'Next' }).click();

  // Her own tax details first: the company's come later.
  await fillPrimaryOwnTax(page);

  // A beneficial owner who is not a director.
  await expect(page.getByRole('heading', { name: 'Additional beneficial owners' })).toBeVisible();
  const owner = page.getByRole('group', { name: 'Beneficial owner 1' });
  await expect(owner.getByRole('radio', { name: /^Beneficial owner/ })).toBeChecked();
  await expect(
    owner.getByText('Owns, directly or indirectly, 25% or greater of the company or trust.'),
  ).toBeVisible();
  await owner.getByLabel('First name').fill('Grace');
  await owner.getByLabel('Last name').fill('Wilson');
  await owner.getByLabel('Mobile phone').fill('0478 500 004');
  await owner.getByLabel('Email').fill(grace);
  await page.getByRole('button', { name: 'Next' }).click();

  // The directors come from the register, the applicant left out; their names are the register's.
  await expect(page.getByRole('heading', { name: 'Set up directors' })).toBeVisible();
  const first = page.getByRole('group', { name: 'Director 1' });
  const second = page.getByRole('group', { name: 'Director 2' });
  await expect(first.getByLabel('First name')).toHaveValue('James');
  await expect(first.getByLabel('First name')).toBeDisabled();
  await expect(second.getByLabel('Last name')).toHaveValue('Patel');
  await expect(page.getByRole('group', { name: 'Director 3' })).toHaveCount(0);
  await page.getByLabel('Your role').selectOption({ label: 'Director and shareholder' });
  await first.getByLabel('Mobile phone').fill('0478500002');
  await first.getByLabel('Email').fill(james);
  await second.getByLabel('Mobile phone').fill('0478500003');
  await second.getByLabel('Email').fill(noah);
  // Removing asks first, and Cancel keeps the director.
  await second.getByRole('button', { name: 'Remove' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm that you want to remove this person' });
  await expect(dialog.getByText(/the directors do not match the company register/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Company details' })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Is primary activity investing' }).getByLabel('Yes').check();
  await fillCompanyAddresses(page);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Tax details' })).toBeVisible();
  await page.getByLabel('TFN', { exact: true }).fill('123456782');
  await page.getByLabel('ABN').fill('85623456780');
  await finishEntityTax(page, 'Australian private company');

  // The private-portfolio line's own sections: portfolio details, then the IPS. The wizard works through
  // the list it was given before the members were named; the signing authority their naming calls for
  // comes once that list has run out and the sections are asked for again.
  await fillPortfolioDetails(page);
  await fillMinimalIps(page);

  // Three members: two signatures of any of them.
  await expect(page.getByRole('heading', { name: 'Signing authority' })).toBeVisible();
  await page.getByLabel('Advanced settings').check();
  await page.getByLabel('Minimum number of signatures').check();
  await page.getByLabel('Number of signatures', { exact: true }).selectOption('2');
  await page.getByRole('button', { name: 'Next' }).click();

  const accountId = await expectCompleteSummary(page);
  await expectPrimaryOwnTax(page);
  await expect(
    page.getByRole('region', { name: 'Tax details', exact: true }).getByText('Australian private company'),
  ).toBeVisible();
  const members = page.getByRole('region', { name: 'Account members' });
  await expect(members.getByText('Director and shareholder')).toBeVisible();
  await expect(members.getByText('James Wilson')).toBeVisible();
  await expect(members.getByText('Noah Patel')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Beneficial owners' }).getByText('Grace Wilson'),
  ).toBeVisible();
  const signing = page.getByRole('region', { name: 'Signing authority' });
  await expect(signing.getByText('Advanced settings')).toBeVisible();
  await expect(signing.getByText('2', { exact: true })).toBeVisible();
  // Two signatures are needed: the applicant's is the first.
  await acknowledgeAndSubmit(page, accountId, OTHERS_MUST_SIGN);
  await expect(page.getByText('Awaiting secondary users')).toBeVisible();

  // Everyone named was invited to the application with a link of their own.
  for (const email of [james, noah, grace]) {
    const message = await waitForMessage(request, BASE_URL, email);
    expect(message.body).toMatch(/\/invitation-secondary\/[0-9a-f-]{36}\//);
  }
  // Submitted: who signs can no longer change here.
  await page.goto(`/accounts/${accountId}/forms/signing-authority/`);
  await expect(
    page.getByText('Please contact us should you wish to make changes to your signing authority'),
  ).toBeVisible();
});
