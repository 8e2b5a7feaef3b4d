import {
  COMBINE_ACCOUNTS_WARNING,
  deleteFavouriteConfirm,
  FAVOURITE_NO_DATA_MESSAGE,
  NO_FINANCIAL_YEARS_MESSAGE,
  REPORT_GENERATING_DETAIL,
} from '@portal/contracts/api/reports';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dateFieldGroup, typeDate } from '@/test/date-picker';
import { mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';
import { ACCOUNTS, favourite, reportsHandlers, YEARS } from './reports-test-fixtures';

const group = (name: string) => screen.getByRole('group', { name });
const box = (groupName: string, name: string) => within(group(groupName)).getByRole('checkbox', { name });
const labels = (groupName: string) =>
  within(group(groupName))
    .queryAllByRole('checkbox')
    .map((checkbox) => checkbox.closest('label')?.textContent);
const checked = (groupName: string) =>
  within(group(groupName))
    .queryAllByRole('checkbox')
    .filter((checkbox) => (checkbox as HTMLInputElement).checked)
    .map((checkbox) => checkbox.closest('label')?.textContent);

const openPage = async (handlers = reportsHandlers()) => {
  const server = mockServer(handlers);
  const view = renderApp('/reports/', { token: 't' });
  await screen.findByRole('heading', { name: 'Reports', level: 1 });
  await waitFor(() => expect(screen.getByLabelText('Period')).toBeEnabled());
  return { server, ...view };
};

type TView = Awaited<ReturnType<typeof openPage>>;

const choosePeriod = async ({ user }: TView, label: string) => {
  await user.selectOptions(screen.getByLabelText('Period'), label);
};

/** Twelve months back, then the accounts listed. */
const startTwelveMonths = async (view: TView) => {
  await choosePeriod(view, 'Twelve months back');
  await within(group('Accounts')).findByRole('checkbox', { name: 'Smith Family Trust' });
};

const generate = () => screen.getByRole('button', { name: 'Generate' });

describe('report generator', () => {
  it('shows the fields in order, and everything after the period disabled until it is chosen', async () => {
    await openPage();
    const form = screen.getByRole('form', { name: 'Generate a report' });
    const names = within(form)
      .getAllByRole('combobox')
      .map((field) => field.id);
    expect(names).toEqual(['report-period', 'report-favourite']);
    expect(
      within(form)
        .getAllByRole('group')
        .map((fieldset) => fieldset.querySelector('legend')?.textContent),
    ).toEqual(['Accounts', 'Investment options', 'Reports']);
    expect(
      within(screen.getByLabelText('Period'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Select…',
      'Current financial year',
      'Previous financial year',
      'Twelve months back',
      'Custom',
    ]);
    expect(screen.getByLabelText('Favourite reports')).toBeDisabled();
    expect(group('Accounts')).toBeDisabled();
    expect(group('Investment options')).toBeDisabled();
    expect(group('Reports')).toBeDisabled();
    expect(screen.queryByLabelText('Start date')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeEnabled();
    expect(generate()).toBeDisabled();
  });

  it('a preset period asks the accounts for its dates; options and reports wait for an account', async () => {
    const view = await openPage();
    await startTwelveMonths(view);
    const call = view.server.callsTo('GET /api/ipm/reports/accounts/')[0]!;
    expect(call.query.get('start_date')).toBe('2025-04-01');
    expect(call.query.get('end_date')).toBe('2026-03-05');
    expect(view.server.callsTo('GET /api/ipm/reports/favorites/')[0]?.query.get('start_date')).toBe(
      '2025-04-01',
    );
    expect(group('Accounts')).toBeEnabled();
    expect(screen.getByLabelText('Favourite reports')).toBeEnabled();
    expect(group('Investment options')).toBeDisabled();
    expect(group('Reports')).toBeDisabled();
    expect(labels('Accounts')).toEqual([
      'Smith Family Trust',
      'Jane Smith',
      'Smith Super Fund',
      'All of the above',
      'All accounts combined',
    ]);
    await view.user.click(box('Accounts', 'Smith Family Trust'));
    expect(group('Investment options')).toBeEnabled();
    expect(group('Reports')).toBeEnabled();
    expect(labels('Investment options')).toEqual([
      'Growth',
      'Balanced',
      'All of the above',
      'All investment options combined',
    ]);

    await choosePeriod(view, 'Current financial year');
    await waitFor(() =>
      expect(view.server.callsTo('GET /api/ipm/reports/accounts/').at(-1)?.query.get('start_date')).toBe(
        '2025-07-01',
      ),
    );
    await choosePeriod(view, 'Previous financial year');
    await waitFor(() =>
      expect(view.server.callsTo('GET /api/ipm/reports/accounts/').at(-1)?.query.get('end_date')).toBe(
        '2025-06-30',
      ),
    );
  });

  it('custom shows Start date and End date within min_date and max_date; nothing opens until both are set', async () => {
    const view = await openPage();
    await choosePeriod(view, 'Custom');
    expect(group('Accounts')).toBeDisabled();
    // The calendar offers no day after max_date.
    await view.user.click(
      within(await dateFieldGroup('Start date')).getByRole('button', { name: /Choose date/ }),
    );
    const calendar = await screen.findByRole('grid');
    expect(YEARS.max_date).toBe('2026-03-05');
    expect(within(calendar).getByRole('gridcell', { name: '5' })).toBeEnabled();
    expect(within(calendar).getByRole('gridcell', { name: '6' })).toBeDisabled();
    await view.user.keyboard('{Escape}');
    await typeDate(view.user, 'Start date', '2025-01-01');
    expect(group('Accounts')).toBeDisabled();
    await typeDate(view.user, 'End date', '2026-04-01');
    expect(await screen.findByText('Date must be between 01-Jul-2024 and 05-Mar-2026')).toBeVisible();
    expect(group('Accounts')).toBeDisabled();
    await typeDate(view.user, 'End date', '2025-02-01');
    await within(group('Accounts')).findByRole('checkbox', { name: 'Jane Smith' });
    expect(group('Accounts')).toBeEnabled();
    expect(view.server.callsTo('GET /api/ipm/reports/accounts/').at(-1)?.query.get('end_date')).toBe(
      '2025-02-01',
    );

    await choosePeriod(view, 'Twelve months back');
    expect(screen.queryByLabelText('Start date')).toBeNull();
  });

  it('choosing a period resets everything else', async () => {
    const view = await openPage();
    await startTwelveMonths(view);
    await view.user.click(box('Accounts', 'Smith Family Trust'));
    await view.user.click(box('Accounts', 'All accounts combined'));
    await view.user.click(box('Investment options', 'Growth'));
    await view.user.click(box('Reports', 'Performance'));
    await choosePeriod(view, 'Current financial year');
    await within(group('Accounts')).findByRole('checkbox', { name: 'Smith Family Trust' });
    expect(checked('Accounts')).toEqual([]);
    expect(group('Investment options')).toBeDisabled();
    expect(labels('Investment options')).toEqual([]);
    expect(labels('Reports')).toEqual([]);
  });

  it('changing accounts clears the options and reports; changing options clears the reports', async () => {
    const view = await openPage();
    await startTwelveMonths(view);
    await view.user.click(box('Accounts', 'Smith Family Trust'));
    await view.user.click(box('Investment options', 'Growth'));
    await view.user.click(box('Reports', 'Performance'));
    expect(checked('Reports')).toEqual(['Performance']);
    await view.user.click(box('Investment options', 'Balanced'));
    expect(checked('Investment options')).toEqual(['Growth', 'Balanced', 'All of the above']);
    expect(checked('Reports')).toEqual([]);
    await view.user.click(box('Reports', 'Portfolio valuation'));
    await view.user.click(box('Accounts', 'Jane Smith'));
    expect(checked('Accounts')).toEqual(['Smith Family Trust', 'Jane Smith']);
    expect(checked('Investment options')).toEqual([]);
    expect(checked('Reports')).toEqual([]);
    // Options of two accounts name their account.
    expect(labels('Investment options')).toContain('Income (Jane Smith)');
  });

  it("'All of the above' chooses every account, every real option and every available report", async () => {
    const view = await openPage();
    await startTwelveMonths(view);
    await view.user.click(box('Accounts', 'All of the above'));
    expect(checked('Accounts')).toEqual([
      'Smith Family Trust',
      'Jane Smith',
      'Smith Super Fund',
      'All of the above',
    ]);
    await view.user.click(box('Investment options', 'All of the above'));
    expect(checked('Investment options')).toEqual([
      'Growth (Smith Family Trust)',
      'Balanced (Smith Family Trust)',
      'Income (Jane Smith)',
      'Conservative (Smith Super Fund)',
      'All of the above',
    ]);
    expect(box('Investment options', 'All investment options combined')).not.toBeChecked();
    expect(labels('Reports')).toEqual([
      'Portfolio valuation',
      'Performance',
      'Income',
      'Tax summary',
      'Realised capital gains by parcel',
      'Unrealised capital gains',
      'All of the above',
    ]);
    await view.user.click(box('Reports', 'All of the above'));
    expect(checked('Reports')).toHaveLength(7);
    await view.user.click(box('Reports', 'All of the above'));
    expect(checked('Reports')).toEqual([]);
  });

  it('warns when the combined account is the only one chosen', async () => {
    const view = await openPage();
    await startTwelveMonths(view);
    await view.user.click(box('Accounts', 'All accounts combined'));
    expect(screen.getByText(COMBINE_ACCOUNTS_WARNING)).toBeVisible();
    expect(group('Investment options')).toBeDisabled();
    await view.user.click(box('Accounts', 'Jane Smith'));
    expect(screen.queryByText(COMBINE_ACCOUNTS_WARNING)).toBeNull();
  });

  it('preselects the only account', async () => {
    const view = await openPage(
      reportsHandlers({ 'GET /api/ipm/reports/accounts/': { body: [ACCOUNTS[1]] } }),
    );
    await choosePeriod(view, 'Twelve months back');
    await waitFor(() => expect(box('Accounts', 'Jane Smith')).toBeChecked());
    expect(labels('Accounts')).toEqual(['Jane Smith']);
    expect(group('Investment options')).toBeEnabled();
  });

  it('enables Generate by the spec rule, posts the payload, says so and resets', async () => {
    const view = await openPage(
      reportsHandlers({
        'POST /api/ipm/reports/': { status: 201, body: { detail: REPORT_GENERATING_DETAIL, id: 9 } },
      }),
    );
    await startTwelveMonths(view);
    expect(generate()).toBeDisabled();
    await view.user.click(box('Accounts', 'Smith Family Trust'));
    expect(generate()).toBeDisabled();
    await view.user.click(box('Reports', 'Performance'));
    // No option chosen: every chosen type works with client options.
    expect(generate()).toBeEnabled();
    await view.user.click(box('Reports', 'Tax summary'));
    expect(generate()).toBeDisabled();
    await view.user.click(box('Investment options', 'Growth'));
    expect(checked('Reports')).toEqual([]);
    await view.user.click(box('Reports', 'Tax summary'));
    expect(generate()).toBeEnabled();
    await view.user.click(box('Accounts', 'All accounts combined'));
    expect(generate()).toBeEnabled();

    await view.user.click(generate());
    await waitFor(() => expect(view.server.callsTo('POST /api/ipm/reports/')).toHaveLength(1));
    const call = view.server.callsTo('POST /api/ipm/reports/')[0]!;
    expect(call.body).toEqual({
      accounts: [1],
      investment_options: [11],
      report_types: [8],
      start_date: '2025-04-01',
      end_date: '2026-03-05',
      combine_accounts: true,
      combine_investment_options: false,
      parcel_method: 'fifo',
    });
    expect(call.headers.get('Accept')).toBe('application/json; version=2');
    expect(await screen.findByTestId('toast-success')).toHaveTextContent(REPORT_GENERATING_DETAIL);
    await waitFor(() => expect(screen.getByLabelText('Period')).toHaveValue(''));
    expect(group('Accounts')).toBeDisabled();
    expect(generate()).toBeDisabled();
  });

  it('asks the parcel matching method only for the capital gains by parcel types, and posts it', async () => {
    const view = await openPage(
      reportsHandlers({
        'POST /api/ipm/reports/': { status: 201, body: { detail: REPORT_GENERATING_DETAIL, id: 9 } },
      }),
    );
    await startTwelveMonths(view);
    await view.user.click(box('Accounts', 'Jane Smith'));
    await view.user.click(box('Reports', 'Performance'));
    expect(screen.queryByLabelText('Parcel matching')).toBeNull();
    await view.user.click(box('Reports', 'Unrealised capital gains'));
    const method = screen.getByLabelText('Parcel matching');
    expect(method).toHaveValue('fifo');
    expect(
      within(method)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['First in, first out', 'Minimum gain']);
    await view.user.selectOptions(method, 'Minimum gain');
    await view.user.click(generate());
    await waitFor(() => expect(view.server.callsTo('POST /api/ipm/reports/')).toHaveLength(1));
    expect(view.server.callsTo('POST /api/ipm/reports/')[0]!.body).toMatchObject({
      report_types: [2, 10],
      parcel_method: 'minimum_gain',
    });
  });

  it('shows server errors on the fields and at the top of the form', async () => {
    const view = await openPage(
      reportsHandlers({
        'POST /api/ipm/reports/': {
          status: 400,
          body: { report_types: ['Unknown report type'], non_field_errors: ['Try another period'] },
        },
      }),
    );
    await startTwelveMonths(view);
    await view.user.click(box('Accounts', 'Jane Smith'));
    await view.user.click(box('Reports', 'Performance'));
    await view.user.click(generate());
    expect(await screen.findByTestId('form-error')).toHaveTextContent('Try another period');
    expect(within(group('Reports')).getByText('Unknown report type')).toBeVisible();
  });

  it('a favourite fills accounts, options and reports and mirrors the combine flags', async () => {
    const view = await openPage(
      reportsHandlers({
        'GET /api/ipm/reports/favorites/': {
          body: [favourite(), favourite({ id: 6, name: 'Old pack', is_available: false })],
        },
      }),
    );
    await startTwelveMonths(view);
    const select = screen.getByLabelText('Favourite reports');
    await within(select).findByRole('option', { name: 'Quarterly pack' });
    await view.user.selectOptions(select, 'Quarterly pack');
    expect(checked('Accounts')).toEqual(['Smith Family Trust', 'Jane Smith', 'All accounts combined']);
    expect(checked('Investment options')).toEqual(['Growth (Smith Family Trust)', 'Income (Jane Smith)']);
    expect(box('Investment options', 'All investment options combined')).not.toBeChecked();
    expect(checked('Reports')).toEqual(['Portfolio valuation', 'Performance']);
    expect(generate()).toBeEnabled();

    await view.user.selectOptions(select, 'Old pack');
    expect(screen.getByText(FAVOURITE_NO_DATA_MESSAGE)).toBeVisible();
  });

  it('deleting a favourite asks first, then deletes and fetches the favourites again', async () => {
    let favourites = [favourite()];
    const view = await openPage(
      reportsHandlers({
        'GET /api/ipm/reports/favorites/': () => ({ body: favourites }),
        'DELETE /api/ipm/reports/favorites/5/': () => {
          favourites = [];
          return { status: 204 };
        },
      }),
    );
    await startTwelveMonths(view);
    const select = screen.getByLabelText('Favourite reports');
    await within(select).findByRole('option', { name: 'Quarterly pack' });
    await view.user.selectOptions(select, 'Quarterly pack');
    await view.user.click(screen.getByRole('button', { name: 'Delete favourite' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(deleteFavouriteConfirm('Quarterly pack'));
    expect(dialog).toHaveTextContent('Are you sure you want to delete Quarterly pack from favourites?');
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.server.callsTo('DELETE /api/ipm/reports/favorites/5/')).toHaveLength(0);

    await view.user.click(screen.getByRole('button', { name: 'Delete favourite' }));
    dialog = await screen.findByRole('dialog');
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(view.server.callsTo('DELETE /api/ipm/reports/favorites/5/')).toHaveLength(1));
    await waitFor(() => expect(within(select).queryByRole('option', { name: 'Quarterly pack' })).toBeNull());
    expect(view.server.callsTo('GET /api/ipm/reports/favorites/').length).toBeGreaterThan(1);
  });

  it('says when there is no data', async () => {
    mockServer(
      reportsHandlers({
        'GET /api/ipm/reports/financial-years/': {
          body: { financial_years_list: [], min_date: null, max_date: null },
        },
      }),
    );
    renderApp('/reports/', { token: 't' });
    expect(await screen.findByText(NO_FINANCIAL_YEARS_MESSAGE)).toBeVisible();
    expect(screen.getByLabelText('Period')).toBeDisabled();
  });
});
