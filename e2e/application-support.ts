// Steps of an application the onboarding journeys share: the applicant invited and signed up up to the
// account details step, the applicant's own tax details (a company's, trust's or SMSF's primary user's
// too), a company's addresses, a trust's details, an
// entity's tax category, and the summary with its six acknowledgements before submitting.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
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

/** Every applicant of these journeys is invited to the same product: only who they are changes. */
export type TApplicant = Omit<TInvitee, 'application'>;

/**
 * A provider invites the applicant, who takes the invitation up (terms, code, sign-up, the Individual
 * info flow) and stands on the account details step of account setup.
 */
export async function startApplication(
  page: Page,
  request: APIRequestContext,
  applicant: TApplicant,
): Promise<void> {
  const invitee: TInvitee = { application: 'ipm', ...applicant };
  await issuePrimaryInvitation(request, BASE_URL, invitee);
  await completePrimaryInvitation(page, BASE_URL, invitee);
  await expect(page.getByRole('heading', { name: 'Account details' })).toBeVisible();
}

/** The applicant's individual tax: no TFN, an Australian tax resident only. */
export async function fillOwnTax(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Tax details' })).toBeVisible();
  await page.getByLabel("I don't have a TFN").check();
  await page.getByRole('radiogroup', { name: 'Australian tax resident' }).getByLabel('Yes').check();
  await page.getByRole('radiogroup', { name: 'Tax resident of another country' }).getByLabel('No').check();
  await page.getByRole('button', { name: 'Next' }).click();
}

/** The TFN the primary user of a company, trust or SMSF gives as their own, and how the summary masks it. */
export const PRIMARY_TFN = '876543210';
export const PRIMARY_TFN_MASKED = '******210';

/**
 * The primary user's own tax on a company, trust or SMSF, the first step of the setup: their TFN, an
 * Australian tax resident only. The account's tax details are asked for later.
 */
export async function fillPrimaryOwnTax(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Your tax details' })).toBeVisible();
  await page.getByLabel('TFN', { exact: true }).fill(PRIMARY_TFN);
  await page.getByRole('radiogroup', { name: 'Australian tax resident' }).getByLabel('Yes').check();
  await page.getByRole('radiogroup', { name: 'Tax resident of another country' }).getByLabel('No').check();
  await page.getByRole('button', { name: 'Next' }).click();
}

/** The summary's section of the primary user's own tax: their TFN masked, their residency. */
export async function expectPrimaryOwnTax(page: Page): Promise<void> {
  const own = page.getByRole('region', { name: 'Your tax details' });
  await expect(own.getByText(PRIMARY_TFN_MASKED)).toBeVisible();
  await expect(own.getByText('Australian tax resident')).toBeVisible();
  await expect(page.getByText(PRIMARY_TFN)).toHaveCount(0);
}

/** The street of the registered office that `fillCompanyAddresses` gives, for the summary to show. */
export const REGISTERED_OFFICE_STREET = '1 Macquarie Place';

/**
 * The three addresses of a company (or of a corporate trustee): each a street, then its suburb picked
 * from the search.
 */
export async function fillCompanyAddresses(page: Page): Promise<void> {
  for (const [group, street] of [
    ['Registered office', REGISTERED_OFFICE_STREET],
    ['Principal place of business', '20 Bond Street'],
    ['Postal address', 'PO Box 410'],
  ] as const) {
    const block = page.getByRole('group', { name: group });
    await block.getByLabel('Address line 1').fill(street);
    await block.getByLabel('Search address').fill('2000');
    await block.getByRole('button', { name: 'Sydney NSW 2000' }).click();
    await expect(block.getByLabel('Postcode')).toHaveValue('2000');
    // The search fills the suburb, state and postcode; the street typed first stays.
    await expect(block.getByLabel('Address line 1')).toHaveValue(street);
  }
}

/**
 * The trust details step: its type and state, an investing activity, and whether it was settled with
 * $10,000 or more; the settlor is asked for only then, so the question is answered Yes first to see the
 * settlor's field appear, and No where there is no settlor to name, to see it go.
 */
export async function fillTrustDetails(
  page: Page,
  trust: { type: string; state: string; settlor?: string },
): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Trust details' })).toBeVisible();
  await page.getByLabel('Trust type').selectOption({ label: trust.type });
  await page.getByLabel('State established').selectOption({ label: trust.state });
  const settled = page.getByRole('radiogroup', {
    name: 'Was the trust settled with a sum of $10,000 or more?',
  });
  await settled.getByLabel('Yes').check();
  await expect(page.getByLabel('Settlor name')).toBeVisible();
  if (trust.settlor) {
    await page.getByLabel('Settlor name').fill(trust.settlor);
  } else {
    await settled.getByLabel('No').check();
    await expect(page.getByLabel('Settlor name')).toHaveCount(0);
  }
  await page.getByRole('radiogroup', { name: 'Is primary activity investing' }).getByLabel('Yes').check();
  await page.getByRole('button', { name: 'Next' }).click();
}

/** The end of an entity's tax step (after its TFN and ABN): not a foreign entity, its category, on. */
export async function finishEntityTax(page: Page, category: string): Promise<void> {
  await page.getByRole('radiogroup', { name: 'Foreign entity' }).getByLabel('No').check();
  await page.getByRole('radio', { name: category }).check();
  await page.getByRole('button', { name: 'Next' }).click();
}

/** The summary of the application, with nothing missing; returns the id of its account. */
export async function expectCompleteSummary(page: Page, missingSections: string[] = []): Promise<string> {
  await expect(page).toHaveURL(/\/account-setup\/summary\/\?account=\d+$/);
  await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible();
  // Only the sections named may be missing (a skipped trust deed stays missing until it is uploaded).
  await expect(page.getByText('Missing details')).toHaveCount(missingSections.length);
  for (const name of missingSections)
    await expect(page.getByRole('region', { name }).getByText('Missing details')).toBeVisible();
  return new URL(page.url()).searchParams.get('account')!;
}

/** What the signing callback says once the applicant signed and their signature approves the application. */
export const SIGNED_AND_SUBMITTED = /5-10 business days/;
/** What it says when the signing authority still needs other members' signatures. */
export const OTHERS_MUST_SIGN = 'Your signature was submitted and will be activated once all members sign.';

/**
 * Ticks the acknowledgements (submitting waits for every one of them), submits, signs the application
 * on the embedded signing page (after the redirecting screen), reads the outcome, closes the screen and
 * lands on the account's page.
 */
export async function acknowledgeAndSubmit(
  page: Page,
  accountId: string,
  outcome: string | RegExp = SIGNED_AND_SUBMITTED,
): Promise<void> {
  const submit = page.getByRole('button', { name: 'Finalise and submit your application' });
  for (const label of ACKNOWLEDGEMENTS) {
    await expect(submit).toBeDisabled();
    await page.getByLabel(label).check();
  }
  await expect(submit).toBeEnabled();
  await submit.click();
  await signOnEmbeddedPage(page);
  await expect(page.getByText(outcome)).toBeVisible();
  await page.getByRole('button', { name: 'Ok', exact: true }).click();
  await expect(page).toHaveURL(`${BASE_URL}/accounts/${accountId}/`);
}

/**
 * Opens every document of the signing page, which Sign waits for, and answers their names. A signer
 * downloads each (as on a phone); with `view` they view each in the page instead, in the PDF viewer.
 */
export async function openEveryDocument(page: Page, { view = false } = {}): Promise<string[]> {
  const list = page.getByRole('list', { name: 'Documents to sign' });
  await expect(list.getByRole('button', { name: 'Download' }).first()).toBeVisible();
  const items = list.getByRole('listitem');
  const names: string[] = [];
  for (let i = 0; i < (await items.count()); i++) {
    const item = items.nth(i);
    const name = (await item.locator('p').first().textContent()) ?? '';
    if (view) {
      await item.getByRole('button', { name: 'View' }).click();
      await expect(page.locator(`iframe[title="${name}"]`)).toBeVisible();
    } else {
      const download = page.waitForEvent('download');
      await item.getByRole('button', { name: 'Download' }).click();
      expect((await download).suggestedFilename()).toBe(name);
    }
    await expect(item.getByText('Opened', { exact: true })).toBeVisible();
    names.push(name);
  }
  await expect(page.getByText('You have opened every document.')).toBeVisible();
  return names;
}

/**
 * Runs `send` (the click that sends an application for signature) and sees the redirecting screen of the
 * account's signing request pass. That screen forwards to the signing page as soon as the envelope is
 * ready, so its address is awaited as a navigation set up before the click, not polled after it (a quick
 * forward on a busy machine would leave a poll nothing to see).
 */
export async function sendForSigning(
  page: Page,
  accountId: number | string,
  send: () => Promise<void>,
): Promise<void> {
  const redirecting = page.waitForURL(
    new RegExp(`/account/docusign-redirect/${accountId}/\\?change_request=\\d+`),
    {
      waitUntil: 'commit',
    },
  );
  await send();
  await redirecting;
}

/** From the redirecting screen to the signing page: the signer opens every document, types the name it shows, and signs. */
export async function signOnEmbeddedPage(page: Page, options: { view?: boolean } = {}): Promise<void> {
  await expect(page).toHaveURL(/\/esign\/sign\/[\w-]+\/$/, { timeout: 20_000 });
  await openEveryDocument(page, options);
  const signingAs = await page.getByText(/^Signing as /).textContent();
  await page.getByLabel('Type your full name').fill(signingAs!.replace(/^Signing as /, ''));
  const callback = /\/change-requests\/sign-callback\/\d+\/\?event=signing_complete$/;
  // Headless Chromium's PDF viewer may take the first click while it loads: click until the page leaves.
  await expect(async () => {
    if (!callback.test(page.url())) await page.getByRole('button', { name: 'Sign', exact: true }).click();
    await expect(page).toHaveURL(callback, { timeout: 2_000 });
  }).toPass();
}

/** The newest of the account's change requests of a kind (`application`, `ips`, `bank_account_add`...), as the member sees it. */
export async function changeRequestId(page: Page, accountId: string, kind: string): Promise<number> {
  return page.evaluate(
    async ({ account, wanted }) => {
      const headers = { Authorization: `Token ${localStorage.getItem('portal.token')}` };
      const answer = await fetch(`/api/change-requests/?account=${account}`, { headers });
      const requests = (await answer.json()) as Array<{ id: number; kind: string }>;
      return Math.max(...requests.filter((r) => r.kind === wanted).map((r) => r.id));
    },
    { account: accountId, wanted: kind },
  );
}

/** Opens the signing callback of a request with an event, as the provider's return link would. */
export async function openSignCallback(page: Page, requestId: number, event: string): Promise<void> {
  await page.goto(`/change-requests/sign-callback/${requestId}/?event=${event}`);
}

/** On the embedded signing page: Decline, then Decline again in its confirmation; on to the decline's outcome. */
export async function declineOnEmbeddedPage(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/esign\/sign\/[\w-]+\/$/, { timeout: 20_000 });
  // Headless Chromium's PDF viewer may take the first click while it loads: click until the dialog opens.
  await expect(async () => {
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByText(/Decline to sign this document\?/)).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await page.getByRole('dialog').getByRole('button', { name: 'Decline' }).click();
  await expect(page).toHaveURL(/\/change-requests\/sign-callback\/\d+\/\?event=decline$/);
}
