// Steps of an application the onboarding journeys share: the applicant's own tax details, a company's
// address, and the summary's six acknowledgements before 'Finalise and submit your application'.
import { expect, type Page } from '@playwright/test';

export const ACKNOWLEDGEMENTS = [
  /information I have given is true, correct and complete/,
  /read the Privacy Policy/,
  /receive documents and to sign this application/,
  /consent to my identity being verified/,
  /receive communications about my accounts/,
  /authorise the disclosure of my information/,
];

/** Ticks the acknowledgements, submits, and closes the success screen. */
export async function acknowledgeAndSubmit(page: Page): Promise<void> {
  for (const label of ACKNOWLEDGEMENTS) await page.getByLabel(label).check();
  await page.getByRole('button', { name: 'Finalise and submit your application' }).click();
  await expect(page.getByText(/5-10 business days/)).toBeVisible();
  await page.getByRole('button', { name: 'Ok' }).click();
}

/** The applicant's individual tax: no TFN, an Australian tax resident only. */
export async function fillOwnTax(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Tax details' })).toBeVisible();
  await page.getByLabel("I don't have a TFN").check();
  await page.getByRole('radiogroup', { name: 'Australian tax resident' }).getByLabel('Yes').check();
  await page.getByRole('radiogroup', { name: 'Tax resident of another country' }).getByLabel('No').check();
  await page.getByRole('button', { name: 'Next' }).click();
}

/** One of a company's three addresses: a suburb picked from the search, then the street. */
export async function fillCompanyAddress(page: Page, group: string, street: string): Promise<void> {
  const block = page.getByRole('group', { name: group });
  await block.getByLabel('Search address').fill('2000');
  await block.getByRole('button', { name: 'Sydney NSW 2000' }).click();
  await expect(block.getByLabel('Postcode')).toHaveValue('2000');
  await block.getByLabel('Address line 1').fill(street);
}
