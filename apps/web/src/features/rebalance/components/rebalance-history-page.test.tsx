import {
  ACCOUNT_STATUS_DISPLAY,
  ACCOUNT_TYPE_LABELS,
  type TAccountType,
} from '@portal/contracts/api/onboarding';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProfile, mockServer, type TRecordedCall } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

/** An active account of the user's, as the accounts list answers it. */
const account = (id: number, name: string, type: TAccountType, isSelected = false) => ({
  kind: 'account',
  id,
  uuid: `00000000-0000-4000-8000-00000000000${id}`,
  name,
  account_type: type,
  type_display: ACCOUNT_TYPE_LABELS[type],
  status: 'active',
  status_display: ACCOUNT_STATUS_DISPLAY.active,
  is_active: true,
  is_selected: isSelected,
  is_primary: true,
});

const ACCOUNTS = [
  account(1, 'Alex Morgan', 'individual', true),
  account(2, 'Morgan Family Super Fund', 'smsf'),
  account(3, 'Morgan Family Trust', 'trust'),
];

const TYPES = [
  { id: 'taa', name: 'Tactical asset allocation' },
  { id: 'model_portfolio', name: 'Model portfolio' },
];

const item = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  date: '2026-03-05',
  account: { id: 1, name: 'Alex Morgan' },
  rebalance_type: 'taa',
  status: 'complete',
  is_new: false,
  ...overrides,
});

const FIRST = [
  item(31, { is_new: true }),
  item(30, {
    date: '2025-11-20',
    account: { id: 2, name: 'Morgan Family Super Fund' },
    rebalance_type: 'model_portfolio',
    status: 'in_progress',
  }),
  item(29, { date: '2025-06-01', status: 'cancelled' }),
];

/** 25 reports: the first three above, then plain ones; answered by page and page size. */
const ALL = [...FIRST, ...Array.from({ length: 22 }, (_, i) => item(28 - i, { date: '2024-01-02' }))];

const reportsHandler = (call: TRecordedCall) => {
  const page = Number(call.query.get('page') ?? 1);
  const size = Number(call.query.get('page_size') ?? 10);
  return { body: { count: ALL.length, results: ALL.slice((page - 1) * size, page * size) } };
};

const setup = () => {
  const server = mockServer({
    'GET /api/profiles/my/': { body: makeProfile({ onboardings: { dashboard_tour: true } }) },
    'GET /api/accounts/': { body: ACCOUNTS },
    'GET /api/ipm/rebalance/report-types/': { body: TYPES },
    'GET /api/ipm/rebalance/reports/': reportsHandler,
  });
  const view = renderApp('/rebalance/list', { token: 't' });
  return { server, ...view };
};

const lastListQuery = (server: ReturnType<typeof mockServer>) =>
  server.callsTo('GET /api/ipm/rebalance/reports/').at(-1)!.query;

const table = () => screen.getByRole('table', { name: 'Rebalance history' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('rebalance history page', () => {
  it('shows the columns and a row per report: date, dot when new, account, type and status chip', async () => {
    const { server } = setup();
    expect(await screen.findByRole('heading', { name: 'Rebalance history', level: 1 })).toBeVisible();
    await screen.findAllByText('05-Mar-2026');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Rebalance date', 'Name', 'Rebalance type', 'Rebalance status']);
    expect(bodyRows()).toHaveLength(10);
    const [first, second, third] = bodyRows();
    expect(within(first!).getByLabelText('New')).toBeInTheDocument();
    expect(within(second!).queryByLabelText('New')).toBeNull();
    expect(first).toHaveTextContent('Alex Morgan');
    expect(first).toHaveTextContent('Tactical asset allocation');
    expect(within(first!).getByText('Complete').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
    expect(second).toHaveTextContent('20-Nov-2025');
    expect(second).toHaveTextContent('Morgan Family Super Fund');
    expect(second).toHaveTextContent('Model portfolio');
    expect(within(second!).getByText('In progress').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorWarning',
    );
    expect(within(third!).getByText('Cancelled').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
    const query = lastListQuery(server);
    expect(query.get('page')).toBe('1');
    expect(query.get('page_size')).toBe('10');
    expect(query.get('ordering')).toBe('-date');
    expect(query.has('accounts')).toBe(false);
  });

  it('sends the chosen filters comma-joined, shows them as chips, removes one and clears all', async () => {
    const { server, user } = setup();
    await screen.findAllByText('05-Mar-2026');

    await user.click(screen.getByRole('combobox', { name: /^Name/ }));
    await user.click(await screen.findByRole('option', { name: 'Alex Morgan' }));
    await user.click(screen.getByRole('option', { name: 'Morgan Family Trust' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(lastListQuery(server).get('accounts')).toBe('1,3'));

    await user.click(screen.getByRole('combobox', { name: /^Rebalance type/ }));
    await user.click(await screen.findByRole('option', { name: 'Tactical asset allocation' }));
    await user.click(screen.getByRole('option', { name: 'Model portfolio' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: /^Rebalance status/ }));
    await user.click(await screen.findByRole('option', { name: 'Complete' }));
    await user.click(screen.getByRole('option', { name: 'In progress' }));
    await user.keyboard('{Escape}');
    await waitFor(() => {
      const query = lastListQuery(server);
      expect(query.get('accounts')).toBe('1,3');
      expect(query.get('rebalance_type')).toBe('taa,model_portfolio');
      expect(query.get('status')).toBe('complete,in_progress');
      expect(query.get('page')).toBe('1');
    });

    const chips = screen.getByLabelText('Active filters');
    const chipLabels = within(chips)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(chipLabels).toEqual([
      'Alex Morgan',
      'Morgan Family Trust',
      'Tactical asset allocation',
      'Model portfolio',
      'Complete',
      'In progress',
      'Clear all',
    ]);
    const trust = within(chips).getByText('Morgan Family Trust').closest('.MuiChip-root') as HTMLElement;
    await user.click(within(trust).getByTestId('CancelIcon'));
    await waitFor(() => expect(lastListQuery(server).get('accounts')).toBe('1'));
    expect(within(screen.getByLabelText('Active filters')).queryByText('Morgan Family Trust')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => {
      const query = lastListQuery(server);
      expect(query.has('accounts')).toBe(false);
      expect(query.has('rebalance_type')).toBe(false);
      expect(query.has('status')).toBe(false);
    });
    expect(screen.queryByLabelText('Active filters')).toBeNull();
  });

  it('pages on the server and changes the page size (10, 20, 50, 100)', async () => {
    const { server, user } = setup();
    await screen.findAllByText('05-Mar-2026');
    expect(screen.getByText('1–10 of 25')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(lastListQuery(server).get('page')).toBe('2'));
    expect(await screen.findByText('11–20 of 25')).toBeVisible();

    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    const sizes = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(sizes).toEqual(['10', '20', '50', '100']);
    await user.click(screen.getByRole('option', { name: '20' }));
    await waitFor(() => {
      expect(lastListQuery(server).get('page_size')).toBe('20');
      expect(lastListQuery(server).get('page')).toBe('1');
    });
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
  });

  it('orders by a column when its header is clicked', async () => {
    const { server, user } = setup();
    await screen.findAllByText('05-Mar-2026');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(lastListQuery(server).get('ordering')).toBe('account'));
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(lastListQuery(server).get('ordering')).toBe('-account'));
  });

  it('opens the report when a row is clicked', async () => {
    const { user, location } = setup();
    await screen.findAllByText('05-Mar-2026');
    await user.click(bodyRows()[1]!);
    await waitFor(() => expect(location.current.pathname).toBe('/rebalance/report/30/'));
  });
});
