// The investor compares the portfolio with a benchmark: picked in the dashboard's filter, drawn dashed on
// the total asset value chart with its own legend entry, its return beside the portfolio's in the return
// summary's Benchmark tab; the choice is kept on the server (it survives a reload) and None removes it.
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, signInThroughApi } from './support.ts';

const SHARES = 'Australian shares accumulation index';
const PERCENT = /-?\d+\.\d{2}%/;

const card = (page: Page, id: string) => page.locator(`section[data-card="${id}"]`);
const totalLegend = (page: Page) =>
  card(page, 'total-asset-value').getByRole('list', { name: 'Total asset value legend' });
const picker = (page: Page) => page.getByRole('combobox', { name: 'Benchmark' });

async function choose(page: Page, name: string): Promise<void> {
  const saved = page.waitForResponse(
    (r) => r.url().includes('/benchmark-choice/') && r.request().method() === 'PUT',
  );
  await picker(page).click();
  await page.getByRole('option', { name, exact: true }).click();
  expect((await saved).status()).toBe(200);
}

test.afterAll(async ({ request }) => {
  // The demo investor is shared by the journeys of this worker: none is chosen again, whatever happened.
  const login = await request.post('/api/auth/login/', {
    data: { email: 'investor@demo.test', password: DEMO_PASSWORD },
  });
  const { key } = (await login.json()) as { key: string };
  const reset = await request.put('/api/ipm/dashboard/benchmark-choice/', {
    headers: { authorization: `Token ${key}` },
    data: { benchmark: null },
  });
  expect(reset.status()).toBe(200);
  await request.post('/api/auth/logout/', { headers: { authorization: `Token ${key}` }, data: {} });
});

test('the investor picks a benchmark: overlay, legend and return appear, survive a reload, and None removes them', async ({
  page,
}) => {
  await signInThroughApi(page, 'investor@demo.test');
  await expect(totalLegend(page)).toContainText('Total asset value');
  await expect(picker(page)).toHaveText('None');
  await expect(totalLegend(page)).not.toContainText(SHARES);

  await choose(page, SHARES);
  // The dashed line's legend entry: the portfolio's first value of the period grown by the index.
  const entry = totalLegend(page).getByRole('listitem').filter({ hasText: SHARES });
  await expect(entry).toHaveText(new RegExp(`^${SHARES}\\$[\\d,]+\\.\\d{2}$`));

  // The return card: the portfolio's time-weighted return beside the index's.
  const summary = card(page, 'return-summary');
  await summary.getByRole('tab', { name: 'Benchmark' }).click();
  const returns = summary.getByRole('list', { name: 'Benchmark comparison legend' });
  const items = returns.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toHaveText(new RegExp(`^Your portfolio \\(time-weighted\\)${PERCENT.source}$`));
  await expect(items.nth(1)).toHaveText(new RegExp(`^${SHARES}${PERCENT.source}$`));
  await expect(summary.locator('canvas')).toBeVisible();
  // The portfolio's figure is the By method tab's time-weighted return.
  const portfolio = (await items.nth(0).textContent())!.match(PERCENT)![0];
  await summary.getByRole('tab', { name: 'By method' }).click();
  await expect(
    summary.getByRole('group', { name: 'Returns by method' }).getByRole('definition').first(),
  ).toHaveText(portfolio);

  // Kept on the server: a reload shows the same choice and overlay.
  await page.reload();
  await expect(picker(page)).toHaveText(SHARES);
  await expect(totalLegend(page).getByRole('listitem').filter({ hasText: SHARES })).toBeVisible();

  await choose(page, 'None');
  await expect(totalLegend(page)).not.toContainText(SHARES);
  await card(page, 'return-summary').getByRole('tab', { name: 'Benchmark' }).click();
  await expect(card(page, 'return-summary')).toContainText('Choose a benchmark in the filter');
  await page.reload();
  await expect(picker(page)).toHaveText('None');
  await expect(totalLegend(page)).toContainText('Total asset value');
  await expect(totalLegend(page)).not.toContainText(SHARES);
});
