// An active account's investment policy statement: the investor creates it from the account page and
// signs it through the embedded provider; a portfolio manager approves it in the staff console; the
// investor sees it active, with the notification.
import { expect, test } from '@playwright/test';
import { declineOnEmbeddedPage, sendForSigning, signOnEmbeddedPage } from './application-support.ts';
import { BASE_URL } from './playwright.config.ts';
import { DEMO_PASSWORD, signInStaffThroughPage, signInThroughApi } from './support.ts';

const EMAIL = 'investor@demo.test';
const ACCOUNT = 'Morgan Family Super Fund';

test("an active account's IPS is signed, approved by a portfolio manager, and active", async ({
  page,
  browser,
  request,
}) => {
  const login = await request.post(`${BASE_URL}/api/auth/login/`, {
    data: { email: EMAIL, password: DEMO_PASSWORD },
  });
  const { key } = (await login.json()) as { key: string };
  const accounts = (await (
    await request.get(`${BASE_URL}/api/accounts/`, { headers: { Authorization: `Token ${key}` } })
  ).json()) as Array<{ id?: number; name?: string }>;
  const accountId = accounts.find((account) => account.name === ACCOUNT)!.id!;

  // The investor starts the IPS from the account page and goes through the wizard.
  await signInThroughApi(page, EMAIL);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto(`/accounts/${accountId}/`);
  const ips = page.getByRole('region', { name: 'Investment policy statement' });
  await expect(ips.getByText('There is no active investment policy statement yet.')).toBeVisible();
  await ips.getByRole('link', { name: 'Create an investment policy statement' }).click();
  await expect(page.getByRole('heading', { name: 'Investment options booklet' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Global Equity Portfolio (%)').fill('70');
  await page.getByLabel('Cash (%)').fill('30');
  await expect(page.getByText('Total: 100.00%')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page
    .getByRole('radiogroup', { name: 'Do you want to add restrictions to your portfolio?' })
    .getByLabel('No')
    .check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radiogroup', { name: 'Do you want to include gearing?' }).getByLabel('No').check();

  // The last step sends it for signature: the redirecting screen, then the embedded signing page.
  await sendForSigning(page, accountId, () => page.getByRole('button', { name: 'Submit and sign' }).click());
  // This signer views each document in the page's PDF viewer; the other journeys' signers download them.
  await signOnEmbeddedPage(page, { view: true });
  await expect(
    page.getByText(
      'Your signature was submitted. The updated IPS goes to the portfolio manager for review and will be activated once approved.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Ok', exact: true }).click();
  await expect(page).toHaveURL(`${BASE_URL}/accounts/${accountId}/`);
  await expect(ips.getByText('Portfolio manager review')).toBeVisible();
  await expect(ips.getByRole('button', { name: 'Delete draft' })).toHaveCount(0);

  // A portfolio manager approves it in the staff console.
  const staffContext = await browser.newContext({ baseURL: BASE_URL });
  const staff = await staffContext.newPage();
  await signInStaffThroughPage(staff, BASE_URL);
  await expect(staff).not.toHaveURL(/\/auth\/login\//);
  await staff.getByRole('tab', { name: 'IPS review' }).click();
  await expect(staff).toHaveURL(`${BASE_URL}/staff/ips-reviews/`);
  await staff.getByLabel('Search by account, member or e-mail').fill(ACCOUNT);
  await staff.getByRole('link', { name: ACCOUNT }).click();
  await expect(staff.getByRole('heading', { name: ACCOUNT })).toBeVisible();
  const allocation = staff.getByRole('table', { name: 'Strategic asset allocation' });
  await expect(allocation.getByRole('row', { name: /Global Equity Portfolio/ })).toContainText('70.00%');
  await staff.getByRole('button', { name: 'Approve' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(
    staff.getByText('The investment policy statement is active. Its members have been notified.'),
  ).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await staffContext.close();

  // The investor sees it active, and is told.
  await page.reload();
  await expect(ips.getByText('Active', { exact: true })).toBeVisible();
  await expect(ips.getByRole('link', { name: 'Change the investment policy statement' })).toBeVisible();
  const allocationSection = page.getByRole('region', { name: 'Strategic asset allocation' });
  await expect(allocationSection.getByRole('img', { name: /Global Equity Portfolio 70.00%/ })).toBeVisible();
  await page.goto('/notifications/');
  await expect(page.getByText('The updated IPS was activated').first()).toBeVisible();

  // A change of it that she declines does not take effect, and nothing goes back to her as an application.
  await page.goto(`/accounts/${accountId}/`);
  await ips.getByRole('link', { name: 'Change the investment policy statement' }).click();
  for (const step of ['Investment options booklet', 'Strategic asset allocation', 'Customisation']) {
    await expect(page.getByRole('heading', { name: step })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.getByRole('button', { name: 'Submit and sign' }).click();
  await declineOnEmbeddedPage(page);
  await expect(page.getByRole('heading', { name: 'You have declined to sign' })).toBeVisible();
  await expect(
    page.getByText(
      'You have declined to sign. The IPS change has been declined and will not take effect. The portfolio manager and other members are informed.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Ok', exact: true }).click();
  await expect(page).toHaveURL(`${BASE_URL}/accounts/${accountId}/`);
  await expect(ips.getByText('Active', { exact: true })).toBeVisible();
});
