import {
  DOCUMENTS_TEXTS,
  documentsSelectedText,
  type TDocument,
  type TDocumentSuggestions,
} from '@portal/contracts/api/documents';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProfile, mockServer, type TRecordedCall } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

const doc = (id: number, overrides: Partial<TDocument> = {}): TDocument => ({
  id,
  file: `/api/documents/${id}/download/`,
  account: id % 2 ? 'Alex Morgan' : 'Morgan Family Trust',
  category: 'Quarterly Statement',
  company: `Statement ${id}`,
  date_of: '2026-03-31',
  file_size_verbose: '340 KB',
  content_type: 'application/pdf',
  file_name: `Statement-${id}.pdf`,
  sha256: null,
  ...overrides,
});

/** 23 documents, answered 10 a page. */
const ALL = Array.from({ length: 23 }, (_, i) => doc(i + 1));

const listHandler = (all: TDocument[]) => (call: TRecordedCall) => {
  const page = Number(call.query.get('page'));
  const size = Number(call.query.get('page_size'));
  return { body: { count: all.length, results: all.slice((page - 1) * size, page * size) } };
};

const SUGGESTIONS: TDocumentSuggestions = [
  { group: 'Description', options: ['Statement 1', 'Statement 2'] },
  { group: 'Category', options: ['Quarterly Statement'] },
];

const open = (handlers: Parameters<typeof mockServer>[0] = {}) => {
  const server = mockServer({
    'GET /api/profiles/my/': { body: makeProfile({ onboardings: { dashboard_tour: true } }) },
    'GET /api/documents/': listHandler(ALL),
    'GET /api/documents/search/': { body: SUGGESTIONS },
    ...handlers,
  });
  const view = renderApp('/documents/', { token: 't' });
  return { server, ...view };
};

const table = () => screen.getByRole('table', { name: 'Documents' });
const listCalls = (server: ReturnType<typeof mockServer>) => server.callsTo('GET /api/documents/');
const lastList = (server: ReturnType<typeof mockServer>) => listCalls(server).at(-1)!.query;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('documents page', () => {
  it('shows the columns and the first page of 10, newest first by default', async () => {
    const { server } = open();
    expect(await screen.findByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
    await screen.findByText('Statement 1');
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['Account name', 'Category', 'Description', 'Document date', 'File size']),
    );
    expect(within(table()).getAllByRole('row')).toHaveLength(11);
    expect(within(table()).getAllByText('31-Mar-2026')).toHaveLength(10);
    expect(within(table()).getAllByText('340 KB')).toHaveLength(10);
    const query = lastList(server);
    expect(query.get('page')).toBe('1');
    expect(query.get('page_size')).toBe('10');
    expect(query.get('ordering')).toBe('-date_of');
    expect(query.has('is_annual_summary_tax_pack')).toBe(false);
    expect(query.has('search')).toBe(false);
  });

  it('asks for suggestions only after more than 2 characters, 500 ms after typing, and shows them in groups', async () => {
    const { server, user } = open();
    await screen.findByText('Statement 1');
    const box = screen.getByRole('combobox', { name: DOCUMENTS_TEXTS.searchPlaceholder });
    await user.type(box, 'st');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(server.callsTo('GET /api/documents/search/')).toHaveLength(0);
    await user.type(box, 'a');
    // Not at once: the autosuggest waits 500 ms after the last key.
    expect(server.callsTo('GET /api/documents/search/')).toHaveLength(0);
    await waitFor(() => expect(server.callsTo('GET /api/documents/search/')).toHaveLength(1), {
      timeout: 2000,
    });
    expect(server.callsTo('GET /api/documents/search/')[0]!.query.get('search')).toBe('sta');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByText('Description')).toBeVisible();
    expect(within(listbox).getByText('Category')).toBeVisible();
    expect(within(listbox).getByRole('option', { name: 'Quarterly Statement' })).toBeVisible();
    // The table follows the search.
    await waitFor(() => expect(lastList(server).get('search')).toBe('sta'));
    expect(lastList(server).get('page')).toBe('1');
    await user.click(within(listbox).getByRole('option', { name: 'Statement 2' }));
    await waitFor(() => expect(lastList(server).get('search')).toBe('Statement 2'));
  });

  it('the Annual Summary Pack switch asks with is_annual_summary_tax_pack=true', async () => {
    const { server, user } = open();
    await screen.findByText('Statement 1');
    await user.click(screen.getByRole('switch', { name: DOCUMENTS_TEXTS.annualSummaryPack }));
    await waitFor(() => expect(lastList(server).get('is_annual_summary_tax_pack')).toBe('true'));
  });

  it('sorts on the server by the column clicked, ascending then descending', async () => {
    const { server, user } = open();
    await screen.findByText('Statement 1');
    await user.click(within(table()).getByRole('button', { name: 'File size' }));
    await waitFor(() => expect(lastList(server).get('ordering')).toBe('file_size'));
    await user.click(within(table()).getByRole('button', { name: 'File size' }));
    await waitFor(() => expect(lastList(server).get('ordering')).toBe('-file_size'));
    await user.click(within(table()).getByRole('button', { name: 'Account name' }));
    await waitFor(() => expect(lastList(server).get('ordering')).toBe('account'));
  });

  it('pages on the server', async () => {
    const { server, user } = open();
    await screen.findByText('Statement 1');
    expect(screen.getByText('1–10 of 23')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(lastList(server).get('page')).toBe('2'));
    expect(await screen.findByText('Statement 11')).toBeVisible();
  });

  it("shows '{n} document(s) selected' and downloads the selection as one zip", async () => {
    const createObjectURL = vi.fn(() => 'blob:zip');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { server, user } = open({ 'POST /api/documents/download-zip/': { body: 'zip' } });
    await screen.findByText('Statement 1');
    const checkboxes = within(table()).getAllByRole('checkbox');
    await user.click(checkboxes[1]!);
    await user.click(checkboxes[3]!);
    const bar = screen.getByRole('region', { name: 'Selected documents' });
    expect(within(bar).getByText(documentsSelectedText(2))).toBeVisible();
    expect(within(bar).getByText('2 document(s) selected')).toBeVisible();
    await user.click(within(bar).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const post = server.callsTo('POST /api/documents/download-zip/')[0]!;
    expect(post.body).toEqual({ ids: [1, 3] });
    expect(post.headers.get('Accept')).toBe('application/zip');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/^Documents-\d{8}\.zip$/);
    // The header box selects the whole page.
    await user.click(checkboxes[0]!);
    expect(within(bar).getByText('10 document(s) selected')).toBeVisible();
  });

  it('shows the SHA-256 of a signed document with it, and none for the others', async () => {
    const hash = 'ab'.repeat(32);
    const signed = doc(1, {
      category: 'Signed document',
      company: 'Account application (signed)',
      sha256: hash,
    });
    open({ 'GET /api/documents/': listHandler([signed, doc(2)]) });
    await screen.findByText('Account application (signed)', {}, { timeout: 10_000 });
    const current = within(table()).getAllByRole('row');
    expect(within(current[1]!).getByText(`SHA-256: ${hash}`)).toBeVisible();
    expect(within(current[2]!).queryByText(/SHA-256/)).toBeNull();
  });

  it('downloads one document and previews a PDF in the side viewer', async () => {
    const createObjectURL = vi.fn(() => 'blob:file');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const png = doc(2, { content_type: 'image/png', file_name: 'Letter.png', company: 'Letter' });
    const { server, user } = open({
      'GET /api/documents/': listHandler([doc(1), png]),
      'GET /api/documents/1/download/': { body: '%PDF' },
      'GET /api/documents/2/download/': { body: 'png' },
    });
    await screen.findByText('Statement 1');
    const rows = within(table()).getAllByRole('row');
    // Preview is only for PDFs.
    expect(within(rows[2]!).queryByRole('button', { name: /^Preview/ })).toBeNull();
    await user.click(within(rows[2]!).getByRole('button', { name: /^Download/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('Letter.png');
    expect(server.callsTo('GET /api/documents/2/download/')[0]!.headers.get('Authorization')).toBe('Token t');

    await user.click(within(rows[1]!).getByRole('button', { name: /^Preview/ }));
    const frame = await screen.findByTitle('Preview: Statement 1');
    expect(frame.getAttribute('src')).toBe('blob:file');
    expect(server.callsTo('GET /api/documents/1/download/')[0]!.query.get('inline')).toBe('1');
  });

  it('says when there are no documents', async () => {
    open({ 'GET /api/documents/': listHandler([]) });
    expect(await screen.findByText(DOCUMENTS_TEXTS.noDocuments)).toBeVisible();
    expect(screen.getByText('NO DOCUMENTS AVAILABLE')).toBeVisible();
  });

  it('says when nothing matches the search or the switch', async () => {
    const { user } = open({
      'GET /api/documents/': (call) =>
        call.query.get('is_annual_summary_tax_pack') === 'true'
          ? listHandler([])(call)
          : listHandler(ALL)(call),
    });
    await screen.findByText('Statement 1');
    await user.click(screen.getByRole('switch', { name: DOCUMENTS_TEXTS.annualSummaryPack }));
    expect(await screen.findByText('THERE ARE NO RESULTS MATCHING THE SEARCH CRITERIA')).toBeVisible();
    expect(screen.queryByText(DOCUMENTS_TEXTS.noDocuments)).toBeNull();
  });
});
