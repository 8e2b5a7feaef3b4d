// The provider's operations from the staff console: an applicant invited, their submitted application
// activated, a document published and a rebalance report posted to the new account; the client sees all
// three, each with its notification.
import { expect, test } from '@playwright/test';
import { acknowledgeAndSubmit, expectCompleteSummary, fillOwnTax } from './application-support.ts';
import { completePrimaryInvitation } from './onboarding-support.ts';
import { BASE_URL } from './playwright.config.ts';
import { signInStaffThroughPage } from './support.ts';

// A PDF as small as the server's content check accepts.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('staff invite an applicant, activate the application, publish a document and post a rebalance report', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const applicant = {
    email: `staffops.${stamp}@example.com`,
    phone: '0478500001',
    first: 'Olive',
    // Names take letters only: the stamp's digits become letters, so each run has its own applicant.
    last: `Ops${[...String(stamp).slice(-5)].map((d) => 'abcdefghij'[Number(d)]).join('')}`,
  };
  const accountName = `${applicant.first} ${applicant.last}`;

  // Staff invite the applicant from the console.
  const staffContext = await browser.newContext({ baseURL: BASE_URL });
  const staff = await staffContext.newPage();
  await signInStaffThroughPage(staff, BASE_URL);
  await expect(staff).not.toHaveURL(/\/auth\/login\//);
  await staff.goto('/staff/invitations/');
  const form = staff.getByRole('form', { name: 'Invite an applicant' });
  await form.getByLabel('Application').selectOption({ label: 'Investment View' });
  await form.getByLabel('First name').fill(applicant.first);
  await form.getByLabel('Last name').fill(applicant.last);
  await form.getByLabel('Email').fill(applicant.email);
  await form.getByLabel('Mobile phone').fill(applicant.phone);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(
    staff.getByText(
      `the link to ${applicant.email} and the code to ${applicant.phone.replace(/^(\d{4})(\d{3})(\d{3})$/, '$1 $2 $3')}`,
    ),
  ).toBeVisible();

  // The applicant takes the invitation up from the outbox and completes and signs an individual
  // application (the viv product asks only for tax).
  await completePrimaryInvitation(page, BASE_URL, { application: 'viv', ...applicant });
  await expect(page.getByRole('heading', { name: 'Account details' })).toBeVisible();
  await page.getByLabel('Account type').selectOption({ label: 'Individual' });
  await page.getByRole('button', { name: 'Next' }).click();
  await fillOwnTax(page);
  const accountId = await expectCompleteSummary(page);
  await acknowledgeAndSubmit(page, accountId);

  // Staff find it in the queue and activate it.
  await staff.goto('/staff/applications/');
  await expect(staff.getByRole('tab', { name: /^Awaiting activation/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await staff.getByLabel('Search by account, applicant or e-mail').fill(applicant.email);
  await staff.getByRole('link', { name: accountName }).click();
  await expect(staff).toHaveURL(`${BASE_URL}/staff/applications/${accountId}/`);
  await expect(staff.getByRole('heading', { name: accountName })).toBeVisible();
  // The application as its members signed it: the signed PDF's sections.
  await expect(
    staff.getByRole('region', { name: 'Tax details' }).getByText('Australian tax resident'),
  ).toBeVisible();
  await expect(
    staff.getByRole('region', { name: 'Account details' }).getByText('Primary applicant'),
  ).toBeVisible();
  await staff.getByRole('button', { name: 'Activate' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Activate' }).click();
  await expect(staff.getByText('The account is active. Its members have been notified.')).toBeVisible();
  await expect(staff.getByText(/^Activated by Jordan Lee/)).toBeVisible();

  // A document and a rebalance report for the new account.
  await staff.goto('/staff/publishing/');
  await staff.getByLabel('Account').fill(applicant.email);
  await staff.getByRole('option', { name: new RegExp(`^${accountName} · Individual`) }).click();
  const documentForm = staff.getByRole('form', { name: 'Publish a document' });
  await documentForm
    .getByLabel('Document file')
    .setInputFiles({ name: 'Welcome pack.pdf', mimeType: 'application/pdf', buffer: PDF });
  await documentForm.getByLabel('Description').fill('Welcome pack');
  await documentForm.getByRole('button', { name: 'Publish document' }).click();
  await expect(
    staff.getByText('The document was published. The account members have been notified.'),
  ).toBeVisible();
  const reportForm = staff.getByRole('form', { name: 'Post a rebalance report' });
  await reportForm.getByLabel('Commentary').fill('We lift cash ahead of the quarter.');
  await reportForm.getByRole('button', { name: 'Post report' }).click();
  await expect(
    staff.getByText('The rebalance report was posted. The account members have been notified.'),
  ).toBeVisible();
  await staffContext.close();

  // The client sees the three notifications, the document and the report.
  await page.goto('/notifications/');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your account is active' })).toBeVisible();
  // One for the published statement, one for the signed application (the members' signed PDF).
  await expect(page.getByRole('heading', { name: 'New document' })).toHaveCount(2);
  await expect(page.getByText(`A new Quarterly Statement is available for ${accountName}.`)).toBeVisible();
  await expect(page.getByText(`A new Signed document is available for ${accountName}.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'New rebalance report' })).toBeVisible();

  await page.goto('/documents/');
  await expect(page.getByText('Welcome pack').first()).toBeVisible();

  await page.goto('/notifications/');
  // The report's notification opens it.
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'New rebalance report' }) })
    .getByRole('link', { name: 'Open' })
    .click();
  await expect(page).toHaveURL(/\/rebalance\/report\/\d+\/$/);
  await expect(page.getByText('We lift cash ahead of the quarter.')).toBeVisible();
});
