// A joint private-portfolio application from its invitation to an active account with an active IPS:
// the primary applicant chooses a custom strategy, restrictions and gearing and asks for every
// applicant's signature, submits and signs; the second holder accepts through their own invitation and
// signs; staff activate the account and a portfolio manager approves the IPS; the primary sees both active,
// and downloads the signed application, with both signatures and its certificate, from Documents.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { pdfText } from '../apps/server/src/modules/reports/pdf/text.ts';
import {
  acknowledgeAndSubmit,
  changeRequestId,
  expectCompleteSummary,
  fillOwnTax,
  OTHERS_MUST_SIGN,
  openSignCallback,
  SIGNED_AND_SUBMITTED,
  sendForSigning,
  signOnEmbeddedPage,
  startApplication,
} from './application-support.ts';
import { CUSTOM_IPS, fillIpsWithCustomStrategy, fillPortfolioDetails } from './ips-support.ts';
import { acceptSecondaryInvitation } from './onboarding-support.ts';
import { BASE_URL } from './playwright.config.ts';
import { signInStaffThroughPage } from './support.ts';

/** The tag of the account's status, beside its name on `/accounts/{id}/`. */
const accountStatus = (page: Page, accountName: string, status: string) =>
  page.getByRole('heading', { name: accountName, level: 1 }).locator('..').getByText(status, { exact: true });

test('a joint portfolio application signed by both holders, activated and its IPS approved by staff', async ({
  page,
  browser,
  request,
}) => {
  // Two sign-ups, two signing ceremonies and the staff console: about 40 seconds when the machine is quiet.
  const stamp = Date.now();
  // Names take letters only: the stamp's digits become letters, so each run has its own account name.
  const suffix = [...String(stamp).slice(-5)].map((d) => 'abcdefghij'[Number(d)]).join('');
  const accountName = `Adeyemi Bell Portfolio ${suffix}`;
  const primary = {
    email: `ipm.joint.primary.${stamp}@example.com`,
    phone: '0478700001',
    first: 'Harriet',
    last: 'Adeyemi',
  };
  const second = {
    email: `ipm.joint.second.${stamp}@example.com`,
    phone: '0478700002',
    first: 'Desmond',
    last: 'Bell',
  };

  await startApplication(page, request, primary);
  await page.getByLabel('Account type').selectOption({ label: 'Joint' });
  await page.getByLabel('Account name').fill(accountName);
  await page.getByRole('button', { name: 'Next' }).click();

  // The applicant's own tax details, then the second holder.
  await fillOwnTax(page);
  await expect(page.getByRole('heading', { name: 'Additional individuals' })).toBeVisible();
  const holder = page.getByRole('group', { name: 'Individual 1' });
  await holder.getByLabel('First name').fill(second.first);
  await holder.getByLabel('Last name').fill(second.last);
  await holder.getByLabel('Mobile phone').fill('0478 700 002');
  await holder.getByLabel('Email').fill(second.email);
  await page.getByRole('button', { name: 'Next' }).click();

  // The portfolio, then the IPS with a custom strategy, restrictions and gearing.
  await fillPortfolioDetails(page);
  await fillIpsWithCustomStrategy(page);

  // Two members: both must sign.
  await expect(page.getByRole('heading', { name: 'Signing authority' })).toBeVisible();
  await page.getByLabel('All applicants to sign').check();
  await page.getByRole('button', { name: 'Next' }).click();

  const accountId = await expectCompleteSummary(page);
  await expect(
    page.getByRole('region', { name: 'Account members' }).getByText(`${second.first} ${second.last}`),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Signing authority' }).getByText('All applicants to sign'),
  ).toBeVisible();

  // The primary submits and signs; the application waits for the second holder's signature.
  await acknowledgeAndSubmit(page, accountId, OTHERS_MUST_SIGN);
  const ips = page.getByRole('region', { name: 'Investment policy statement' });
  await expect(ips.getByText('Awaiting signature', { exact: true })).toBeVisible();
  // Closing the provider's page after signing (viewing_complete) says her signature is recorded.
  await openSignCallback(page, await changeRequestId(page, accountId, 'application'), 'viewing_complete');
  await expect(page.getByRole('heading', { name: 'Your signature is recorded' })).toBeVisible();
  await expect(page.getByText(OTHERS_MUST_SIGN)).toBeVisible();
  // While it awaits signature the IPS's page shows it read-only, with no step form.
  await page.goto(`/accounts/${accountId}/forms/ips-ima/`);
  await expect(
    page.getByText('This investment policy statement is awaiting signature, so it cannot be changed.'),
  ).toBeVisible();
  await expect(page.getByText(CUSTOM_IPS.strategy).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Next|Submit|Save)$/ })).toHaveCount(0);
  await page.goto(`/accounts/${accountId}/`);

  // The second holder opens their own invitation, in a browser of their own, accepts and signs.
  const secondContext = await browser.newContext({ baseURL: BASE_URL });
  const secondPage = await secondContext.newPage();
  await acceptSecondaryInvitation(secondPage, BASE_URL, second);
  await expect(secondPage.getByText(CUSTOM_IPS.strategy).first()).toBeVisible();
  await sendForSigning(secondPage, accountId, () =>
    secondPage.getByRole('button', { name: 'Accept' }).click(),
  );
  // Both documents are listed; Sign waits until each has been opened.
  await expect(secondPage).toHaveURL(/\/esign\/sign\/[\w-]+\/$/, { timeout: 20_000 });
  await expect(secondPage.getByRole('list', { name: 'Documents to sign' }).getByRole('listitem')).toHaveCount(
    2,
  );
  await expect(
    secondPage.getByText(
      'Open each document before you sign. Still to open: Account application.pdf, Investment policy statement.pdf.',
    ),
  ).toBeVisible();
  await signOnEmbeddedPage(secondPage);
  await expect(secondPage.getByRole('heading', { name: 'Thank you for signing' })).toBeVisible();
  await expect(secondPage.getByText(SIGNED_AND_SUBMITTED)).toBeVisible();
  await secondPage.getByRole('button', { name: 'Ok', exact: true }).click();
  await expect(secondPage).toHaveURL(`${BASE_URL}/accounts/${accountId}/`);
  await expect(accountStatus(secondPage, accountName, 'Awaiting activation')).toBeVisible();
  await secondContext.close();

  // Every signature in: the account waits for activation, the IPS for the portfolio manager.
  await page.reload();
  await expect(accountStatus(page, accountName, 'Awaiting activation')).toBeVisible();
  await expect(ips.getByText('Portfolio manager review', { exact: true })).toBeVisible();

  // Staff activate the account, then approve the IPS in portfolio manager review.
  const staffContext = await browser.newContext({ baseURL: BASE_URL });
  const staff = await staffContext.newPage();
  await signInStaffThroughPage(staff, BASE_URL);
  await expect(staff).not.toHaveURL(/\/auth\/login\//);
  await staff.goto('/staff/applications/');
  await expect(staff.getByRole('tab', { name: /^Awaiting activation/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await staff.getByLabel('Search by account, applicant or e-mail').fill(primary.email);
  await staff.getByRole('link', { name: accountName }).click();
  await expect(staff).toHaveURL(`${BASE_URL}/staff/applications/${accountId}/`);
  await expect(staff.getByRole('heading', { name: accountName })).toBeVisible();
  await staff.getByRole('button', { name: 'Activate' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Activate' }).click();
  await expect(staff.getByText('The account is active. Its members have been notified.')).toBeVisible();

  await staff.goto('/staff/ips-reviews/');
  await staff.getByLabel('Search by account, member or e-mail').fill(accountName);
  await staff.getByRole('link', { name: accountName }).click();
  await expect(staff.getByRole('heading', { name: accountName })).toBeVisible();
  const strategy = staff.getByRole('table', { name: CUSTOM_IPS.strategy });
  await expect(strategy.getByRole('row', { name: new RegExp(CUSTOM_IPS.strategySecurity) })).toContainText(
    '1200',
  );
  const customisation = staff.getByRole('region', { name: 'Customisation' });
  await expect(customisation.getByText(`${CUSTOM_IPS.restrictedSector}: Do not hold`)).toBeVisible();
  await expect(
    customisation.getByText(new RegExp(`^${CUSTOM_IPS.restrictedSecurity}: 1 units`)),
  ).toBeVisible();
  await expect(
    staff
      .getByRole('region', { name: 'Gearing' })
      .getByText('Lower target loan balance: $100,000 · Upper target loan balance: $250,000'),
  ).toBeVisible();
  await staff.getByRole('button', { name: 'Approve' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(
    staff.getByText('The investment policy statement is active. Its members have been notified.'),
  ).toBeVisible();
  await staffContext.close();

  // The primary sees the account active and its IPS active.
  await page.reload();
  await expect(accountStatus(page, accountName, 'Active')).toBeVisible();
  await expect(ips.getByText('Active', { exact: true })).toBeVisible();
  await expect(ips.getByText('Portfolio manager review', { exact: true })).toHaveCount(0);

  // The signed application is in Documents with its SHA-256; the file downloaded carries both
  // signatures and the signing certificate, and its SHA-256 is the one shown.
  await page.goto('/documents/');
  const signedRow = page.getByRole('row').filter({ hasText: 'Account application (signed)' });
  await expect(signedRow).toBeVisible();
  await expect(
    page.getByRole('row').filter({ hasText: 'Investment policy statement (signed)' }),
  ).toBeVisible();
  const shownHash = (await signedRow.getByText(/^SHA-256: /).textContent())!.replace('SHA-256: ', '');
  expect(shownHash).toMatch(/^[0-9a-f]{64}$/);
  const download = page.waitForEvent('download');
  await signedRow.getByRole('button', { name: /^Download/ }).click();
  const bytes = await readFile((await (await download).path())!);
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(shownHash);
  const text = pdfText(bytes);
  const at = '\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC';
  for (const signer of [primary, second])
    expect(text).toMatch(new RegExp(`Signed electronically by ${signer.first} ${signer.last} on ${at}`));
  const certificate = text.slice(text.indexOf('Signing certificate'));
  expect(certificate).toContain('Document: Account application.pdf');
  expect(certificate).toMatch(/Original SHA-256: [0-9a-f]{64}/);
  for (const signer of [primary, second]) {
    expect(certificate).toContain(`Name: ${signer.first} ${signer.last}`);
    expect(certificate).toContain(`E-mail: ${signer.email}`);
  }
  expect(certificate.match(/IP address: \S+/g)).toHaveLength(2);
  expect(certificate.match(/Document shown SHA-256: [0-9a-f]{64}/g)).toHaveLength(2);
  expect(certificate.match(new RegExp(`Signed at: ${at}`, 'g'))).toHaveLength(2);
});
