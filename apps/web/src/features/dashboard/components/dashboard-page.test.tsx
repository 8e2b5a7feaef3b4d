import {
  COMPARISON_MESSAGES,
  INVESTMENTS_SEARCH_PLACEHOLDER,
  MARGIN_LOAN_LEFT_OUT_NOTE,
  NO_INVESTMENT_RESULTS,
  OPTION_CHANGE_NOTE,
  OPTION_CHANGE_TITLE,
  RETURN_METHOD_TEXTS,
  STRIKE_NOTE,
} from '@portal/contracts/api/dashboard';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deviceStorage } from '@/shared/storage/device-storage';
import { mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';
import {
  ACCOUNTS,
  dashboardHandlers,
  filterSetup,
  INVESTMENTS,
  investment,
  setViewportWidth,
  TOTAL_ASSET_VALUE,
} from './dashboard-test-fixtures';

const TITLES = [
  'Total asset value',
  'Return summary',
  'Capital performance',
  'Income',
  'Capital movements',
  'Asset allocation',
  'Investments',
];

const card = (title: string) => screen.getByRole('region', { name: title });

const openDashboard = async (handlers = dashboardHandlers()) => {
  const server = mockServer(handlers);
  const view = renderApp('/', { token: 't' });
  await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
  await screen.findByRole('region', { name: 'Investments' });
  return { server, ...view };
};

const lastQuery = (server: ReturnType<typeof mockServer>, key: string) => {
  const calls = server.callsTo(key);
  return calls[calls.length - 1]?.query;
};

beforeEach(() => {
  setViewportWidth(1280);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

describe('dashboard page', () => {
  it('shows the seven cards in order, the filters and the availability date', async () => {
    await openDashboard();
    const grid = screen.getByTestId('dashboard-grid');
    expect(
      within(grid)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(TITLES);
    expect(screen.getByRole('radio', { name: 'Twelve months back' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Previous financial year' })).not.toBeChecked();
    expect(await screen.findByText('Data available up to 05-Mar-2026')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Smith Family Trust' })).not.toBeChecked();
    // Options grouped by strategy, a child per account holding it.
    expect(screen.getByRole('checkbox', { name: 'Growth' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Growth: Smith Family Trust' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Growth: Jane Smith' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Balanced: Smith Super Fund' })).toBeInTheDocument();
    expect(await within(card('Return summary')).findByText('$290.00')).toBeVisible();
  });

  it('a period change PATCHes the filter and refetches the cards with the new period', async () => {
    const { server, user } = await openDashboard();
    await waitFor(() => expect(server.callsTo('GET /api/ipm/dashboard/return-summary/')).toHaveLength(1));
    expect(lastQuery(server, 'GET /api/ipm/dashboard/return-summary/')?.get('period')).toBe(
      'twelve_months_back',
    );
    await user.click(screen.getByRole('radio', { name: 'Current financial year' }));
    await waitFor(() =>
      expect(server.callsTo('PATCH /api/ipm/dashboard/filter-setup/').map((c) => c.body)).toEqual([
        { period: 'current_financial_year', account: [], investment_option: [] },
      ]),
    );
    for (const path of ['return-summary', 'total-asset-value', 'income', 'capital-movement', 'investments'])
      await waitFor(() =>
        expect(lastQuery(server, `GET /api/ipm/dashboard/${path}/`)?.get('period')).toBe(
          'current_financial_year',
        ),
      );
  });

  it('choosing accounts sends them, and drops the options of accounts no longer chosen', async () => {
    const { server, user } = await openDashboard(
      dashboardHandlers({
        'GET /api/ipm/dashboard/filter-setup/': { body: filterSetup('twelve_months_back', [1, 2], [12, 21]) },
      }),
    );
    expect(await screen.findByRole('checkbox', { name: 'Income: Smith Family Trust' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Smith Family Trust' }));
    await waitFor(() =>
      expect(server.callsTo('PATCH /api/ipm/dashboard/filter-setup/').at(-1)?.body).toEqual({
        period: 'twelve_months_back',
        account: [2],
        investment_option: [21],
      }),
    );
    await waitFor(() =>
      expect(lastQuery(server, 'GET /api/ipm/dashboard/income/')?.get('account')).toBe('2'),
    );
    expect(lastQuery(server, 'GET /api/ipm/dashboard/income/')?.get('investment_option')).toBe('21');
    expect(screen.queryByRole('checkbox', { name: 'Income: Smith Family Trust' })).toBeNull();
  });

  it('in managed-user mode the filter is neither loaded nor saved, and shows every account applied', async () => {
    deviceStorage.setManagedUserId(55);
    const { server, user } = await openDashboard();
    const accounts = await screen.findByRole('group', { name: 'Accounts' });
    await waitFor(() =>
      expect(
        within(accounts)
          .getAllByRole('checkbox')
          .map((box) => (box as HTMLInputElement).checked),
      ).toEqual(ACCOUNTS.map(() => true)),
    );
    await user.click(screen.getByRole('radio', { name: 'Previous financial year' }));
    await waitFor(() =>
      expect(lastQuery(server, 'GET /api/ipm/dashboard/return-summary/')?.get('period')).toBe(
        'previous_financial_year',
      ),
    );
    expect(server.callsTo('GET /api/ipm/dashboard/filter-setup/')).toHaveLength(0);
    expect(server.callsTo('PATCH /api/ipm/dashboard/filter-setup/')).toHaveLength(0);
  });

  it('maximise moves the card to the top at full width; minimise resets its tab to Total', async () => {
    const { user } = await openDashboard();
    const summary = card('Return summary');
    await user.click(within(summary).getByRole('tab', { name: 'Fees' }));
    expect(within(summary).getByRole('tab', { name: 'Fees' })).toHaveAttribute('aria-selected', 'true');
    const legend = () => within(summary).getByRole('list', { name: 'Return summary legend' });
    expect(within(legend()).queryByText('Income return')).toBeNull();
    expect(within(legend()).getByText('Fees')).toBeVisible();
    await user.click(within(summary).getByRole('button', { name: 'Maximise' }));
    expect(summary).toHaveAttribute('data-maximised', 'true');
    expect(window.scrollTo).toHaveBeenCalled();
    expect(within(summary).getByRole('tab', { name: 'Fees' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(summary).getByRole('button', { name: 'Minimise' }));
    expect(summary).not.toHaveAttribute('data-maximised');
    expect(within(summary).getByRole('tab', { name: 'Total' })).toHaveAttribute('aria-selected', 'true');
    expect(within(legend()).getByText('Income return')).toBeVisible();
  });

  it('the return summary’s By method tab gives the time- and money-weighted returns, their parts and how they differ', async () => {
    const { server, user } = await openDashboard();
    const summary = card('Return summary');
    expect(
      within(summary)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Total', 'Income return', 'Capital return', 'Fees', 'Total return', 'By method', 'Benchmark']);
    // The card keeps its chart; the methods are its last tab.
    expect(server.callsTo('GET /api/ipm/dashboard/returns-by-method/')).toHaveLength(0);
    await user.click(within(summary).getByRole('tab', { name: 'By method' }));
    const methods = await within(summary).findByRole('group', { name: 'Returns by method' });
    expect(
      within(methods)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual([RETURN_METHOD_TEXTS.time_weighted.label, RETURN_METHOD_TEXTS.money_weighted.label]);
    expect(
      within(methods)
        .getAllByRole('definition')
        .map((definition) => definition.textContent),
    ).toEqual([
      '8.40%',
      'Income 3.10% · Capital growth 4.70% · Franking 0.60%',
      RETURN_METHOD_TEXTS.time_weighted.explanation,
      '-2.15%',
      'Income 2.90% · Capital growth -5.60% · Franking 0.55%',
      RETURN_METHOD_TEXTS.money_weighted.explanation,
    ]);
    // Asked with the card's filter, like the monthly figures beside it.
    expect(lastQuery(server, 'GET /api/ipm/dashboard/returns-by-method/')?.get('period')).toBe(
      lastQuery(server, 'GET /api/ipm/dashboard/return-summary/')?.get('period'),
    );
  });

  it('income shows its tabs and the income return legend', async () => {
    await openDashboard();
    const income = card('Income');
    expect(
      within(income)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Total', 'Premiums received', 'Dividends', 'Franking credits', 'Other income']);
    expect(await within(income).findByText('Income return')).toBeVisible();
    expect(
      within(card('Capital performance'))
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Total', 'Unrealised', 'Realised', 'Options bought', 'Capital return']);
  });

  it('shows margin loan and net equity only when there is a margin loan', async () => {
    const first = await openDashboard();
    const legend = () =>
      within(card('Total asset value')).getByRole('list', { name: 'Total asset value legend' });
    await waitFor(() => expect(within(legend()).getByText('$1,100,000.00')).toBeVisible());
    expect(within(legend()).getByText('Total asset value')).toBeVisible();
    expect(within(legend()).queryByText('Margin loan')).toBeNull();
    first.unmount();
    await openDashboard(
      dashboardHandlers({
        'GET /api/ipm/dashboard/total-asset-value/': {
          body: {
            ...TOTAL_ASSET_VALUE,
            margin_loan_daily_values: [{ date: '2026-01-01', amount: '2000.00' }],
            total_margin_loan: '2000.00',
            net_equity: '1098000.00',
          },
        },
      }),
    );
    await waitFor(() => expect(within(legend()).getByText('Margin loan')).toBeVisible());
    expect(within(legend()).getByText('Net equity')).toBeVisible();
    expect(within(legend()).getByText('$1,098,000.00')).toBeVisible();
  });

  it('says when a margin loan is left out because only some of its account’s options are chosen', async () => {
    await openDashboard(
      dashboardHandlers({
        'GET /api/ipm/dashboard/total-asset-value/': {
          body: { ...TOTAL_ASSET_VALUE, margin_loan_left_out: true },
        },
      }),
    );
    const total = card('Total asset value');
    expect(await within(total).findByText(MARGIN_LOAN_LEFT_OUT_NOTE)).toBeVisible();
    expect(within(total).queryByText('Margin loan')).toBeNull();
  });

  it('shows no margin loan note when whole accounts are chosen, and no strike note without capped prices', async () => {
    await openDashboard(
      dashboardHandlers({
        'GET /api/ipm/dashboard/investments/': { body: { count: 0, results: [] } },
      }),
    );
    const investments = card('Investments');
    expect(await within(investments).findByText(NO_INVESTMENT_RESULTS)).toBeVisible();
    expect(within(investments).queryByText(STRIKE_NOTE)).toBeNull();
    await waitFor(() =>
      expect(
        within(card('Total asset value')).getByRole('list', { name: 'Total asset value legend' }),
      ).toBeVisible(),
    );
    expect(within(card('Total asset value')).queryByText(MARGIN_LOAN_LEFT_OUT_NOTE)).toBeNull();
  });

  describe('total asset value comparison (maximised)', () => {
    const maximiseTotal = async (setup = filterSetup()) => {
      const view = await openDashboard(
        dashboardHandlers({ 'GET /api/ipm/dashboard/filter-setup/': { body: setup } }),
      );
      const total = card('Total asset value');
      await user(view).click(within(total).getByRole('button', { name: 'Maximise' }));
      return { ...view, total };
    };
    const user = (view: { user: Awaited<ReturnType<typeof openDashboard>>['user'] }) => view.user;

    it('needs exactly one account', async () => {
      const { total } = await maximiseTotal();
      expect(await within(total).findByText(COMPARISON_MESSAGES.oneAccount)).toBeVisible();
    });

    it('needs an account with several strategies', async () => {
      const { total } = await maximiseTotal(filterSetup('twelve_months_back', [3]));
      expect(await within(total).findByText(COMPARISON_MESSAGES.multipleStrategies)).toBeVisible();
    });

    it('needs more than one investment option', async () => {
      const { total } = await maximiseTotal(filterSetup('twelve_months_back', [1], [11]));
      expect(await within(total).findByText(COMPARISON_MESSAGES.moreThanOneOption)).toBeVisible();
    });

    it('compares the options, and asks for one when all are unticked', async () => {
      const { total, user: u } = await maximiseTotal(filterSetup('twelve_months_back', [1]));
      const list = await within(total).findByRole('list', { name: 'Investment options comparison' });
      // Labelled as what it is: a change in value, flows included, not a return.
      expect(within(total).getByText(OPTION_CHANGE_TITLE)).toBeVisible();
      expect(within(total).getByText(OPTION_CHANGE_NOTE)).toBeVisible();
      expect(within(list).getByLabelText(`${OPTION_CHANGE_TITLE} +10.00%`)).toBeVisible();
      expect(within(list).getByText('$1.23M')).toBeVisible();
      expect(within(list).getByText('+10.00%')).toBeVisible();
      expect(within(list).getByText('+$100k')).toBeVisible();
      expect(within(list).getByText('-10.00%')).toBeVisible();
      expect(within(list).getByText('-$50k')).toBeVisible();
      expect(within(total).queryByText(COMPARISON_MESSAGES.atLeastOneOption)).toBeNull();
      await u.click(within(list).getByRole('checkbox', { name: 'Growth' }));
      await u.click(within(list).getByRole('checkbox', { name: 'Income' }));
      expect(within(total).getByText(COMPARISON_MESSAGES.atLeastOneOption)).toBeVisible();
      // Minimised: no comparison.
      await u.click(within(total).getByRole('button', { name: 'Minimise' }));
      expect(within(total).queryByRole('list', { name: 'Investment options comparison' })).toBeNull();
    });
  });

  it('clicking an asset class filters investments with a removable chip', async () => {
    const cash = investment({ code: 'CSH', name: 'Cash Fund', asset_class: { id: 8, name: 'Cash' } });
    const { server, user } = await openDashboard(
      dashboardHandlers({
        'GET /api/ipm/dashboard/investments/': ({ query }) => {
          const rows = [...INVESTMENTS, cash].filter(
            (row) => !query.has('asset_class') || String(row.asset_class.id) === query.get('asset_class'),
          );
          return { body: { count: rows.length, results: rows } };
        },
      }),
    );
    expect(await within(card('Investments')).findByText('Cash Fund')).toBeVisible();
    const allocation = card('Asset allocation');
    const classes = await within(allocation).findByRole('list', { name: 'Asset classes' });
    // Summed per class and sorted by amount: Australian Equities 700, Cash 500.
    expect(
      within(classes)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual(['Australian Equities$700.0058.3%', 'Cash$500.0041.7%']);
    await user.click(within(classes).getByRole('button', { name: /Australian Equities/ }));
    const investments = card('Investments');
    const chip = await within(investments).findByRole('button', { name: 'Australian Equities' });
    await waitFor(() =>
      expect(lastQuery(server, 'GET /api/ipm/dashboard/investments/')?.get('asset_class')).toBe('7'),
    );
    await waitFor(() => expect(within(investments).queryByText('Cash Fund')).toBeNull());
    await user.click(within(chip).getByTestId('CancelIcon'));
    expect(within(investments).queryByRole('button', { name: 'Australian Equities' })).toBeNull();
    // Back to all classes (the unfiltered answer is still cached).
    expect(await within(investments).findByText('Cash Fund')).toBeVisible();
  });

  it('investments: columns, merged rows, maximised columns, search, grouping, sorting', async () => {
    const { server, user } = await openDashboard();
    const investments = card('Investments');
    const table = within(investments).getByRole('table', { name: 'Investments' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Investment Name', 'Units', 'Price', 'Value']);
    // Not maximised on a wide screen: BHP's two rows are merged.
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getByText('$6,750.00')).toBeVisible();
    expect(within(investments).getByText(STRIKE_NOTE)).toBeVisible();
    // Only the capped row is marked, to the eye and to a screen reader.
    const cba = within(table).getByText('Commonwealth Bank').closest('tr')!;
    expect(within(cba).getAllByText('(capped at strike)')).toHaveLength(2);
    expect(within(cba).getAllByText('*')).toHaveLength(2);
    const bhp = within(table).getByText('BHP Group').closest('tr')!;
    expect(within(bhp).queryByText('(capped at strike)')).toBeNull();
    expect(within(bhp).queryByText('*')).toBeNull();
    const query = lastQuery(server, 'GET /api/ipm/dashboard/investments/')!;
    expect(query.get('page_size')).toBe('99999');
    expect(query.get('page')).toBe('1');
    expect(query.get('ordering')).toBe('code');

    await user.click(within(investments).getByRole('button', { name: 'Maximise' }));
    const maxTable = within(card('Investments')).getByRole('table', { name: 'Investments' });
    expect(
      within(maxTable)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Investment Name', 'Units', 'Price', 'Value', 'Target units', 'Account', 'Investment option']);
    expect(within(maxTable).getAllByRole('row')).toHaveLength(INVESTMENTS.length + 1);

    const before = server.callsTo('GET /api/ipm/dashboard/investments/').length;
    await user.type(within(investments).getByPlaceholderText(INVESTMENTS_SEARCH_PLACEHOLDER), 'BHP');
    await waitFor(() =>
      expect(lastQuery(server, 'GET /api/ipm/dashboard/investments/')?.get('search')).toBe('BHP'),
    );
    const searches = server
      .callsTo('GET /api/ipm/dashboard/investments/')
      .slice(before)
      .map((call) => call.query.get('search'));
    expect(searches).toEqual(['BHP']);

    await user.click(within(investments).getByRole('switch', { name: 'Group by investment' }));
    await waitFor(() =>
      expect(lastQuery(server, 'GET /api/ipm/dashboard/investments/')?.get('group_by_investment')).toBe(
        'true',
      ),
    );

    await user.click(within(investments).getByRole('button', { name: 'Value' }));
    await waitFor(() =>
      expect(lastQuery(server, 'GET /api/ipm/dashboard/investments/')?.get('ordering')).toBe('value'),
    );
    await user.click(within(investments).getByRole('button', { name: 'Value' }));
    await waitFor(() =>
      expect(lastQuery(server, 'GET /api/ipm/dashboard/investments/')?.get('ordering')).toBe('-value'),
    );
  });

  it('investments say when nothing matches', async () => {
    await openDashboard(
      dashboardHandlers({ 'GET /api/ipm/dashboard/investments/': { body: { count: 0, results: [] } } }),
    );
    expect(await within(card('Investments')).findByText(NO_INVESTMENT_RESULTS)).toBeVisible();
  });

  it('downloads the CSV with Accept text/csv and the count as page size', async () => {
    const { server, user } = await openDashboard();
    const createObjectURL = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const investments = card('Investments');
    await waitFor(() =>
      expect(within(investments).getByRole('button', { name: 'Download CSV' })).toBeEnabled(),
    );
    await user.click(within(investments).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const csvCall = server
      .callsTo('GET /api/ipm/dashboard/investments/')
      .find((call) => call.headers.get('Accept') === 'text/csv');
    expect(csvCall?.query.get('page_size')).toBe(String(INVESTMENTS.length));
    expect(csvCall?.headers.get('Authorization')).toBe('Token t');
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^Investments-\d{8}\.csv$/);
  });

  it('the rebalance badge caps at 9 and links to the latest report', async () => {
    await openDashboard(
      dashboardHandlers({
        'GET /api/ipm/rebalance/latest-report/': { body: { id: 42, date: '2026-02-14', new_count: 12 } },
      }),
    );
    const block = screen.getByRole('region', { name: 'Rebalance history' });
    expect(await within(block).findByText('9')).toBeVisible();
    expect(within(block).queryByText('12')).toBeNull();
    expect(within(block).getByText('Last rebalance: 14-Feb-2026')).toBeVisible();
    expect(within(block).getByRole('link', { name: 'View latest report' })).toHaveAttribute(
      'href',
      '/rebalance/report/42/',
    );
    expect(within(block).getByRole('button', { name: 'View History' })).toBeEnabled();
  });

  it('without rebalance reports it says so and View History is disabled', async () => {
    await openDashboard(
      dashboardHandlers({
        'GET /api/ipm/rebalance/latest-report/': { body: { id: null, date: null, new_count: 0 } },
      }),
    );
    const block = screen.getByRole('region', { name: 'Rebalance history' });
    expect(await within(block).findByText('No rebalance reports yet')).toBeVisible();
    expect(within(block).getByRole('button', { name: 'View History' })).toBeDisabled();
  });

  it('the previous financial year shows the placeholder for asset allocation and investments', async () => {
    const { server } = await openDashboard(
      dashboardHandlers({
        'GET /api/ipm/dashboard/filter-setup/': { body: filterSetup('previous_financial_year') },
      }),
    );
    expect(within(card('Asset allocation')).getByText('No data available')).toBeVisible();
    expect(within(card('Investments')).getByText('No data available')).toBeVisible();
    await waitFor(() => expect(server.callsTo('GET /api/ipm/dashboard/income/')).toHaveLength(1));
    expect(server.callsTo('GET /api/ipm/dashboard/investments/')).toHaveLength(0);
    expect(server.callsTo('GET /api/ipm/dashboard/asset-allocation/')).toHaveLength(0);
  });

  it("puts each chart's totals above it, so no card height hides them", async () => {
    await openDashboard();
    for (const [title, total] of [
      ['Total asset value', '$1,100,000.00'],
      ['Income', 'Income return'],
    ] as const) {
      const legend = await within(card(title)).findByRole('list', { name: `${title} legend` });
      await within(legend).findByText(total);
      const chart = within(card(title)).getByRole('img', { name: `${title} chart` });
      expect(legend.compareDocumentPosition(chart) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('a period without values shows the placeholder in total asset value, not an empty time axis', async () => {
    await openDashboard(
      dashboardHandlers({
        'GET /api/ipm/dashboard/total-asset-value/': {
          body: {
            ...TOTAL_ASSET_VALUE,
            total_asset_daily_values: [],
            margin_loan_daily_values: [],
            net_equity_daily_values: [],
          },
        },
      }),
    );
    expect(await within(card('Total asset value')).findByText('No data available')).toBeVisible();
    expect(
      within(card('Total asset value')).queryByRole('img', { name: 'Total asset value chart' }),
    ).toBeNull();
  });

  it('between tablet and wide screens the filters above the grid are drop-downs too', async () => {
    setViewportWidth(800);
    await openDashboard();
    expect(screen.queryByRole('radio', { name: 'Twelve months back' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Accounts' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Investment options' })).toBeVisible();
    // Two columns of cards with tabs, as on any tablet.
    expect(within(card('Return summary')).getAllByRole('tab').length).toBeGreaterThan(1);
  });

  it('on mobile the filters are drop-downs and the comparison shows without maximising', async () => {
    setViewportWidth(400);
    await openDashboard();
    expect(screen.queryByRole('radio', { name: 'Twelve months back' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Time period' })).toHaveTextContent('Twelve months back');
    expect(screen.getByRole('combobox', { name: 'Accounts' })).toBeVisible();
    expect(await within(card('Total asset value')).findByText(COMPARISON_MESSAGES.oneAccount)).toBeVisible();
    // Narrow: the tab filter is a select.
    expect(within(card('Return summary')).queryByRole('tab')).toBeNull();
  });
});
