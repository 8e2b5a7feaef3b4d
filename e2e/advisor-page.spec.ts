import { expect, test } from '@playwright/test';
import { BASE_URL } from './playwright.config.ts';
import { lastOutboxId, signInThroughApi, typeDate, waitForMessage } from './support.ts';

// The demo's booking team (apps/server/src/demo/advisors.ts).
const BOOKING_EMAIL = 'bookings@advisors.demo.test';
const ADDITIONAL_BOOKING_EMAIL = 'reviews@advisors.demo.test';

/** A date two weeks ahead: after today wherever the browser and the server think today is. */
const twoWeeksAhead = (): string => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + 14);
  return date.toISOString().slice(0, 10);
};

test('the investor sees the advisors and books a quarterly review meeting', async ({ page, request }) => {
  await signInThroughApi(page, 'investor@demo.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Private Portfolio Manager' }).first().click();
  await expect(page).toHaveURL(/\/private-portfolio-manager\/$/);
  await expect(page.getByRole('heading', { name: 'Private Portfolio Manager', level: 1 })).toBeVisible();

  const emma = page.getByRole('article', { name: 'Emma Clarke' });
  await expect(emma.getByRole('button', { name: 'Contact Emma' })).toBeVisible();
  await expect(emma.getByRole('link', { name: /Martin Place/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
  );
  await expect(page.getByRole('article', { name: 'Daniel Hughes' })).toBeVisible();
  await expect(page.getByText('Need to book your quarterly review meeting?')).toBeVisible();
  await expect(page.getByRole('link', { name: BOOKING_EMAIL })).toBeVisible();

  const before = await lastOutboxId(request, BASE_URL);
  await page.getByRole('button', { name: 'Book meeting' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book review meeting' });
  const book = dialog.getByRole('button', { name: 'Book' });
  await expect(book).toBeDisabled();
  const date = twoWeeksAhead();
  await typeDate(dialog, 'Preferred date', date);
  await dialog.getByLabel('Preferred time').selectOption('morning');
  const comment = `Quarterly review, e2e ${Date.now()}`;
  await dialog.getByLabel('Comments').fill(comment);
  await expect(book).toBeEnabled();
  await book.click();

  const thanks = page.getByRole('dialog', { name: 'Thank you!' });
  await expect(thanks.getByText('We will contact you shortly')).toBeVisible();
  await thanks.getByRole('button', { name: 'OK' }).click();
  await expect(thanks).toBeHidden();

  for (const recipient of [BOOKING_EMAIL, ADDITIONAL_BOOKING_EMAIL]) {
    const mail = await waitForMessage(request, BASE_URL, recipient, before);
    expect(mail.subject).toMatch(/^Quarterly review meeting request: /);
    expect(mail.body).toContain(comment);
    expect(mail.body).toContain('Preferred time: Morning');
  }
});
