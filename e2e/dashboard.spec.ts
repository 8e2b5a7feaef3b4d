import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, signInThroughApi } from './support.ts';

const CARD_TITLES = [
  'Total asset value',
  'Return summary',
  'Capital performance',
  'Income',
  'Capital movements',
  'Asset allocation',
  'Investments',
];

const card = (page: Page, id: string) => page.locator(`section[data-card="${id}"]`);

/** Each card's headline figure: the totals of a chart's legend, the largest asset class, a Value. */
const HEADLINES: Record<string, (section: Locator) => Locator> = {
  'total-asset-value': (section) => section.getByRole('list', { name: 'Total asset value legend' }),
  'return-summary': (section) => section.getByRole('list', { name: 'Return summary legend' }),
  'capital-performance': (section) => section.getByRole('list', { name: 'Capital performance legend' }),
  income: (section) => section.getByRole('list', { name: 'Income legend' }),
  'capital-movements': (section) => section.getByRole('list', { name: 'Capital movements legend' }),
  'asset-allocation': (section) =>
    section.getByRole('list', { name: 'Asset classes' }).getByRole('button').first(),
  investments: (section) => section.locator('tbody tr').first().locator('td').last(),
};

type Box = { x: number; y: number; width: number; height: number };
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

// Each journey starts from the default filter, whatever the one before it saved.
test.beforeEach(async ({ request }) => {
  const login = await request.post('/api/auth/login/', {
    data: { email: 'investor@demo.test', password: DEMO_PASSWORD },
  });
  const { key } = (await login.json()) as { key: string };
  const reset = await request.patch('/api/ipm/dashboard/filter-setup/', {
    headers: { authorization: `Token ${key}` },
    data: { period: 'twelve_months_back', account: [], investment_option: [] },
  });
  expect(reset.status()).toBe(200);
  await request.post('/api/auth/logout/', { headers: { authorization: `Token ${key}` }, data: {} });
});

async function openDashboard(page: Page): Promise<void> {
  await signInThroughApi(page, 'investor@demo.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

/**
 * At 1280, 1024, 800 and 375 px, every card's headline figure is inside its card and the viewport once the
 * card is scrolled into view (no Expand pressed), no Maximise is clipped, and at 800 px the first chart is
 * near the top.
 */
async function expectHeadlinesInView(page: Page): Promise<void> {
  await expect(HEADLINES.investments!(card(page, 'investments'))).toHaveText(/\$[\d,]+\.\d{2}/);
  for (const width of [1280, 1024, 800, 375]) {
    const height = 900;
    await page.setViewportSize({ width, height });
    if (width === 800) {
      // The filters above the grid are drop-downs side by side: the first chart is not pushed far down.
      await page.evaluate(() => window.scrollTo(0, 0));
      const first = (await card(page, 'total-asset-value').boundingBox())!;
      expect(first.y, 'first card top at 800 px').toBeLessThan(450);
    }
    for (const [id, headline] of Object.entries(HEADLINES)) {
      const section = card(page, id);
      await section.scrollIntoViewIfNeeded();
      const figure = headline(section);
      await expect(figure).toContainText('$');
      const viewport = { x: 0, y: 0, width, height };
      const [cardBox, figureBox] = [(await section.boundingBox())!, (await figure.boundingBox())!];
      expect(inside(figureBox, cardBox), `${id} headline inside its card at ${width} px`).toBe(true);
      expect(inside(figureBox, viewport), `${id} headline in the viewport at ${width} px`).toBe(true);
    }
    // No card control is clipped: every Maximise sits inside its card.
    for (const section of await page.locator('section[data-card]').all()) {
      const button = (await section.getByRole('button', { name: 'Maximise' }).boundingBox())!;
      expect(inside(button, (await section.boundingBox())!), `Maximise inside at ${width} px`).toBe(true);
    }
  }
  // On a phone the investments table says it scrolls sideways.
  await expect(card(page, 'investments').getByText('Scroll sideways to see more columns')).toBeVisible();
}

test('the demo investor sees the seven cards with data, the time period changes and is kept, and each headline is in view at every width', async ({
  page,
}) => {
  await openDashboard(page);
  await expect(page.locator('section[data-card] h2')).toHaveText(CARD_TITLES);
  await expect(page.getByText(/^Data available up to \d{2}-\w{3}-\d{4}$/)).toBeVisible();
  for (const id of [
    'total-asset-value',
    'return-summary',
    'capital-performance',
    'income',
    'capital-movements',
  ])
    await expect(card(page, id)).toContainText(/\$[\d,]+\.\d{2}/);
  await expect(card(page, 'total-asset-value')).toContainText('Margin loan');
  await expect(card(page, 'total-asset-value')).toContainText('Net equity');
  await expect(card(page, 'asset-allocation')).toContainText('Australian Equities');
  await expect(page.getByRole('table', { name: 'Investments' }).locator('tbody tr').first()).toBeVisible();

  const returns = card(page, 'return-summary');
  const twelveMonths = (await returns.textContent()) ?? '';
  const answered = page.waitForResponse(
    (r) => r.url().includes('/return-summary/') && r.url().includes('period=current_financial_year'),
  );
  await page.getByLabel('Current financial year').check();
  expect((await answered).status()).toBe(200);
  await expect(returns).not.toHaveText(twelveMonths);

  await page.getByLabel('Previous financial year').check();
  await expect(card(page, 'asset-allocation').getByTestId('empty-data')).toBeVisible();
  await expect(card(page, 'investments').getByTestId('empty-data')).toBeVisible();

  // The filter is saved on the server: a reload keeps it.
  await page.reload();
  await expect(page.getByLabel('Previous financial year')).toBeChecked();
  const saved = page.waitForResponse(
    (r) => r.url().includes('/filter-setup/') && r.request().method() === 'PATCH',
  );
  await page.getByLabel('Twelve months back').check();
  expect((await saved).status()).toBe(200);
  await expect(card(page, 'investments').getByTestId('empty-data')).toHaveCount(0);

  await expectHeadlinesInView(page);
});

test('a card maximises to the top and minimises; one account compares its investment options', async ({
  page,
}) => {
  await openDashboard(page);
  const income = card(page, 'income');
  await income.getByRole('button', { name: 'Maximise' }).click();
  await expect(income).toHaveAttribute('data-maximised', 'true');
  const incomeTop = (await income.boundingBox())!.y;
  expect(incomeTop).toBeLessThan((await card(page, 'total-asset-value').boundingBox())!.y);
  await income.getByRole('button', { name: 'Minimise' }).click();
  await expect(income).not.toHaveAttribute('data-maximised', 'true');

  const total = card(page, 'total-asset-value');
  await total.getByRole('button', { name: 'Maximise' }).click();
  await expect(total).toContainText('Please select one Account to display strategy comparison');
  // The trust alone holds two strategies: they can be compared.
  await page.getByRole('checkbox', { name: 'Morgan Family Trust', exact: true }).check();
  for (const other of ['Alex Morgan', 'Morgan Family Super Fund'])
    await page.getByRole('checkbox', { name: other, exact: true }).uncheck();
  const comparison = page.getByRole('list', { name: 'Investment options comparison' });
  await expect(comparison.getByRole('checkbox')).toHaveCount(2);
  await expect(comparison).toContainText(/\$[\d.]+M/);
  await expect(comparison).toContainText('%');
  await comparison.getByRole('checkbox').first().uncheck();
  await comparison.getByRole('checkbox').last().uncheck();
  await expect(total).toContainText('Please select at least one Investment option to display chart');
});

test('an asset class filters the investments, and the CSV holds the rows of the table', async ({ page }) => {
  await openDashboard(page);
  const investments = card(page, 'investments');
  await investments.getByRole('button', { name: 'Maximise' }).click();
  const rows = investments.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const allRows = await rows.count();

  await card(page, 'asset-allocation')
    .getByRole('button', { name: /International Equities/ })
    .click();
  const chip = investments.locator('.MuiChip-root', { hasText: 'International Equities' });
  await expect(chip).toBeVisible();
  await expect.poll(() => rows.count()).toBeLessThan(allRows);
  const filtered = await rows.count();

  const download = page.waitForEvent('download');
  await investments.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Investments-\d{8}\.csv$/);
  const lines = (await readFile((await file.path())!, 'utf8')).trim().split(/\r?\n/);
  expect(lines[0]).toBe('Code,Investment Name,Units,Price,Value,Target units,Account,Investment option');
  expect(lines).toHaveLength(filtered + 1);
  // Row by row, the CSV's code opens the table's Investment Name (code plus name).
  const names = await rows.locator('td:first-child').allInnerTexts();
  const codes = lines.slice(1).map((line) => line.split(',')[0]!);
  expect(names.map((name, i) => name.trim().startsWith(codes[i]!))).toEqual(names.map(() => true));

  await chip.locator('.MuiChip-deleteIcon').click();
  await expect(chip).toHaveCount(0);
  await expect.poll(() => rows.count()).toBe(allRows);
});
