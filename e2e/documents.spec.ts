import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInThroughApi } from './support.ts';

test('the demo investor searches, previews and downloads documents, one and several as a zip', async ({
  page,
}) => {
  await signInThroughApi(page, 'investor@demo.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.goto('/documents/');
  await expect(page.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();

  const table = page.getByRole('table', { name: 'Documents' });
  const rows = table.locator('tbody tr');
  // The demo generator's real documents: 10 a page, newest first.
  await expect(rows).toHaveCount(10);
  await expect(page.getByText(/^1–10 of \d+$/)).toBeVisible();

  // Autosuggest after more than 2 characters, in groups; choosing one filters the table.
  const search = page.getByRole('combobox', { name: 'Search by Account name, Description or Category…' });
  await search.fill('tax');
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByText('Category')).toBeVisible();
  await listbox.getByRole('option', { name: 'Annual Tax Pack' }).click();
  await expect(rows.first()).toContainText('Annual Tax Pack');
  await expect(table.getByText('Quarterly Statement')).toHaveCount(0);
  await search.fill('');

  // The Annual Summary Pack switch.
  await page.getByRole('switch', { name: 'Show Annual Summary Pack' }).check();
  await expect(rows.first()).toContainText('Annual Tax Pack');
  await expect(table.getByText('Trade Confirmation')).toHaveCount(0);
  await page.getByRole('switch', { name: 'Show Annual Summary Pack' }).uncheck();

  // A search that matches nothing.
  await search.fill('zzzz-no-such-document');
  await expect(page.getByText('THERE ARE NO RESULTS MATCHING THE SEARCH CRITERIA')).toBeVisible();
  await search.fill('');
  await expect(rows).toHaveCount(10);

  // Preview of a PDF in the side viewer: the file fetched with the token, framed as a blob: URL.
  await rows
    .first()
    .getByRole('button', { name: /^Preview/ })
    .click();
  const frame = page.locator('iframe[title^="Preview: "]');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('src', /^blob:/);
  await page.getByRole('button', { name: 'Close preview' }).click();
  await expect(frame).toHaveCount(0);

  // One document.
  const single = page.waitForEvent('download');
  await rows
    .first()
    .getByRole('button', { name: /^Download/ })
    .click();
  const file = await single;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  expect((await readFile((await file.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

  // Several, as one zip.
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  await rows.nth(2).getByRole('checkbox').check();
  const bar = page.getByRole('region', { name: 'Selected documents' });
  await expect(bar).toContainText('3 document(s) selected');
  const zip = page.waitForEvent('download');
  await bar.getByRole('button', { name: 'Download' }).click();
  const archive = await zip;
  expect(archive.suggestedFilename()).toMatch(/^Documents-\d{8}\.zip$/);
  const bytes = await readFile((await archive.path())!);
  expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  // Three entries: three local file headers.
  expect(bytes.toString('latin1').split('PK\u0003\u0004').length - 1).toBe(3);
});

test("a guessed document id of another user's answers 404", async ({ request }) => {
  const login = async (email: string) => {
    const response = await request.post('/api/auth/login/', {
      data: { email, password: 'Demo-Portal-2026!' },
    });
    return { authorization: `Token ${((await response.json()) as { key: string }).key}` };
  };
  const investor = await login('investor@demo.test');
  const newcomer = await login('newcomer@demo.test');
  const list = await request.get('/api/documents/', { headers: investor });
  const { results } = (await list.json()) as { results: Array<{ id: number; file: string }> };
  const first = results[0]!;
  expect((await request.get(first.file, { headers: investor })).status()).toBe(200);
  expect((await request.get(first.file, { headers: newcomer })).status()).toBe(404);
  const zip = await request.post('/api/documents/download-zip/', {
    headers: newcomer,
    data: { ids: [first.id] },
  });
  expect(zip.status()).toBe(404);
});
