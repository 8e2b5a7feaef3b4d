import { expect, test } from '@playwright/test';
import { BASE_URL } from './playwright.config.ts';
import { DEMO_PASSWORD, lastOutboxId, linkIn, signInStaffThroughPage, waitForMessage } from './support.ts';

test('a staff member finds a client, acts as them, unblocks a blocked client and invites an applicant', async ({
  page,
  request,
}) => {
  // Signing in, staff land in the console.
  await signInStaffThroughPage(page, BASE_URL);
  await expect(page).toHaveURL(`${BASE_URL}/staff/clients/`);
  await expect(page.getByRole('tablist', { name: 'Staff console' })).toBeVisible();

  // Search a client and act as them: the banner names the client on their own pages.
  await page.getByLabel('Search clients and accounts').fill('Morgan Family Trust');
  const clients = page.getByRole('table', { name: 'Clients' });
  await clients.getByRole('link', { name: 'Alex Morgan' }).click();
  await expect(page.getByRole('heading', { name: 'Alex Morgan' })).toBeVisible();
  await page.getByRole('button', { name: 'Act as client' }).click();
  const banner = page.getByRole('region', { name: 'Managed-user mode' });
  await expect(banner).toContainText('Acting as Alex Morgan');
  await expect(banner).toContainText('Everything you do is logged in your name.');
  await expect(page).toHaveURL(`${BASE_URL}/`);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await banner.getByRole('button', { name: 'Exit' }).click();
  await expect(page).toHaveURL(/\/staff\/clients\/\d+\/$/);
  await expect(banner).toBeHidden();
  await expect(page.getByRole('table', { name: 'Recent activity' })).toContainText(
    'Started acting as the client',
  );

  // The blocked demo client cannot sign in until staff unblock them.
  const login = () =>
    request.post(`${BASE_URL}/api/auth/login/`, {
      data: { email: 'blocked@demo.test', password: DEMO_PASSWORD },
    });
  expect((await login()).status()).toBe(403);
  await page.getByRole('link', { name: '← Clients' }).click();
  await page.getByLabel('Search clients and accounts').fill('blocked@demo.test');
  await clients.getByRole('link', { name: 'Quinn Bradley' }).click();
  await expect(page.getByText('Temporarily blocked')).toBeVisible();
  await page.getByRole('button', { name: 'Unblock' }).click();
  await page
    .getByRole('dialog', { name: 'Unblock the account?' })
    .getByRole('button', { name: 'Unblock' })
    .click();
  await expect(page.getByText('The account has been unblocked.')).toBeVisible();
  await expect(page.getByText('Temporarily blocked')).toBeHidden();
  expect((await login()).status()).toBe(200);

  // Invite a new applicant: the link goes by e-mail and the code by SMS, both in the outbox.
  const email = `staff.invited.${Date.now()}@example.com`;
  const afterId = await lastOutboxId(request, BASE_URL);
  await page.getByRole('tab', { name: 'Invitations' }).click();
  const form = page.getByRole('form', { name: 'Invite an applicant' });
  await form.getByLabel('Application').selectOption({ label: 'Loan Notes' });
  await form.getByLabel('First name').fill('Ivy');
  await form.getByLabel('Last name').fill('Applicant');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Mobile phone').fill('0478300001');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`the link to ${email} and the code to 0478 300 001`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Invitations sent' })).toContainText(email);

  const mail = await waitForMessage(request, BASE_URL, email, afterId);
  expect(mail.subject).toBe('Your invitation to Loan Notes');
  const sms = await waitForMessage(request, BASE_URL, '0478300001', afterId);
  expect(sms.body).toMatch(/invitation code is \d{12}\b/);
  // The e-mailed link names the invitation, addressed to the applicant.
  const uuid = linkIn(mail.body).match(/\/invitation\/([0-9a-f-]{36})\//)?.[1];
  const invite = await request.get(`${BASE_URL}/api/auth/registration-invites/${uuid}/`);
  expect(await invite.json()).toMatchObject({ email, phone_number: '0478300001', type: 'primary' });

  // The audit log shows what the staff member did, for whom.
  await page.getByRole('tab', { name: 'Audit log' }).click();
  const audit = page.getByRole('table', { name: 'Audit log' });
  await expect(audit).toContainText('Sent an invitation');
  await expect(audit).toContainText('Unblocked the account');
  await expect(audit).toContainText('Started acting as the client');
});
