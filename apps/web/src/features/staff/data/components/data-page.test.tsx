import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProfile, mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

const STAFF = makeProfile({
  is_staff: true,
  first_name: 'Sam',
  last_name: 'Staff',
  onboardings: { dashboard_tour: true },
});

const job = (extra: Record<string, unknown> = {}) => ({
  id: 4,
  status: 'running',
  created: '2026-05-04T01:00:00Z',
  finished: null,
  files_total: 2,
  files_done: 1,
  rows_loaded: 3,
  files_rejected: 0,
  error: null,
  files: [
    { file: 'prices.csv', status: 'loaded', rows: 3, errors: [] },
    { file: 'transactions.csv', status: 'pending', rows: 0, errors: [] },
  ],
  ...extra,
});

const DONE = job({
  status: 'done',
  finished: '2026-05-04T01:01:00Z',
  files_done: 2,
  files_rejected: 1,
  files: [
    { file: 'prices.csv', status: 'loaded', rows: 3, errors: [] },
    {
      file: 'transactions.csv',
      status: 'rejected',
      rows: 2,
      errors: ['transactions.csv line 2: amount must be a non-negative number'],
    },
  ],
});

describe('portfolio data', () => {
  it('shows the availability date, starts an import of the chosen files and polls it to its result', async () => {
    let polls = 0;
    const server = mockServer({
      'GET /api/profiles/my/': { body: STAFF },
      'GET /api/staff/data/availability/': {
        body: { latest_availability_date: '2026-05-01', latest_price_date: '2026-05-01' },
      },
      'GET /api/staff/data/imports/': { body: [] },
      'POST /api/staff/data/imports/': {
        status: 201,
        body: job({ status: 'pending', files_done: 0, rows_loaded: 0 }),
      },
      'GET /api/staff/data/imports/4/': () => {
        polls += 1;
        return { body: polls === 1 ? job() : DONE };
      },
    });
    const { user } = renderApp('/staff/data/', { token: 't' });
    expect(await screen.findByText('01-May-2026')).toBeInTheDocument();
    const files = [new File(['code,date,price\n'], 'prices.csv'), new File(['x\n'], 'transactions.csv')];
    await user.upload(screen.getByLabelText('CSV files'), files);
    await user.click(screen.getByRole('button', { name: 'Start import' }));
    const body = server.fetchMock.mock.calls.find(
      ([url, init]) => String(url).endsWith('/staff/data/imports/') && init?.method === 'POST',
    )![1]!.body as FormData;
    expect((body.getAll('files') as File[]).map((f) => f.name)).toEqual(['prices.csv', 'transactions.csv']);

    expect(await screen.findByText('Importing: 1 of 2 files', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(
      await screen.findByText('3 rows loaded; 1 of 2 files rejected.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Import result' });
    expect(
      within(table).getByText('transactions.csv line 2: amount must be a non-negative number'),
    ).toBeInTheDocument();
    expect(within(table).getByText('Rejected')).toBeInTheDocument();
  });

  it('after a reload shows the newest import again and keeps polling it', async () => {
    mockServer({
      'GET /api/profiles/my/': { body: STAFF },
      'GET /api/staff/data/availability/': {
        body: { latest_availability_date: null, latest_price_date: null },
      },
      'GET /api/staff/data/imports/': { body: [job()] },
      'GET /api/staff/data/imports/4/': { body: job() },
    });
    renderApp('/staff/data/', { token: 't' });
    expect(await screen.findByText('Importing: 1 of 2 files')).toBeInTheDocument();
    expect(screen.getAllByText(/No data yet/)).toHaveLength(2);
  });

  it('shows why the server refused the files', async () => {
    mockServer({
      'GET /api/profiles/my/': { body: STAFF },
      'GET /api/staff/data/availability/': {
        body: { latest_availability_date: null, latest_price_date: null },
      },
      'GET /api/staff/data/imports/': { body: [] },
      'POST /api/staff/data/imports/': {
        status: 400,
        body: { files: ['notes.csv is not a UTF-8 text file.'] },
      },
    });
    const { user } = renderApp('/staff/data/', { token: 't' });
    await user.upload(await screen.findByLabelText('CSV files'), new File(['x'], 'notes.csv'));
    await user.click(screen.getByRole('button', { name: 'Start import' }));
    await waitFor(() => expect(screen.getByText('notes.csv is not a UTF-8 text file.')).toBeInTheDocument());
  });
});
