// The return summary card's By method tab gives the period's time- and money-weighted returns of the demo investor's
// ten years of data, each with its parts and the line that tells the two methods apart.
import { expect, test } from '@playwright/test';
import { signInThroughApi } from './support.ts';

const PERCENT = /^-?\d+\.\d{2}%$/;

test('the return summary shows both methods, their parts adding up, for the period chosen', async ({
  page,
}) => {
  await signInThroughApi(page, 'investor@demo.test');
  const card = page.locator('section[data-card="return-summary"]');
  await card.getByRole('tab', { name: 'By method' }).click();
  const methods = card.getByRole('group', { name: 'Returns by method' });
  await expect(methods.getByRole('term')).toHaveText(['Time-weighted return', 'Money-weighted return']);
  const definitions = methods.getByRole('definition');
  await expect(definitions).toHaveCount(6);
  await expect(definitions.nth(2)).toHaveText(
    'How the investments performed, whatever was deposited or withdrawn and when.',
  );
  await expect(definitions.nth(5)).toHaveText(
    'What your money earned, counting when it was deposited and withdrawn.',
  );
  for (const index of [0, 3]) {
    const total = (await definitions.nth(index).textContent()) ?? '';
    expect(total).toMatch(PERCENT);
    const parts = (await definitions.nth(index + 1).textContent()) ?? '';
    const [income, capital, franking] = [...parts.matchAll(/(-?\d+\.\d{2})%/g)].map((m) =>
      Math.round(Number(m[1]) * 100),
    );
    expect(parts).toMatch(/^Income -?\d+\.\d{2}% · Capital growth -?\d+\.\d{2}% · Franking -?\d+\.\d{2}%$/);
    expect(income! + capital! + franking!).toBe(Math.round(Number.parseFloat(total) * 100));
  }

  // Another period asks again with it.
  const before = await definitions.first().textContent();
  const answered = page.waitForResponse(
    (r) => r.url().includes('/returns-by-method/') && r.url().includes('period=current_financial_year'),
  );
  await page.getByLabel('Current financial year').check();
  expect((await answered).status()).toBe(200);
  await expect(definitions.first()).not.toHaveText(before ?? '');
});
