import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeProfile, mockServer, type THandler } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

const TAA = {
  cash: { saa: 0.05, old_taa: 0.04, new_taa: 0.055, taa_difference: 0.015 },
  totals: { total_saa: 1, total_old_taa: 1, total_difference: 0, total_new_taa: 1 },
  records: [
    {
      asset_class: 'Australian Equities',
      investment_options: [
        { name: 'Australian Shares Core', saa: 0.2, old_taa: 0.21, new_taa: 0.19, taa_difference: -0.02 },
        {
          name: 'Australian Small Companies',
          saa: 0.05,
          old_taa: 0.05,
          new_taa: 0.055,
          taa_difference: 0.005,
        },
      ],
      total_saa: 0.25,
      total_old_taa: 0.26,
      total_difference: -0.015,
      total_new_taa: 0.245,
    },
    {
      asset_class: 'Fixed Income',
      investment_options: [
        { name: 'Australian Bonds', saa: 0.7, old_taa: 0.7, new_taa: 0.7, taa_difference: 0 },
      ],
      total_saa: 0.7,
      total_old_taa: 0.7,
      total_difference: 0,
      total_new_taa: 0.7,
    },
  ],
};

const MODEL = {
  rows: [
    {
      code: 'BHP',
      name: 'BHP Group Limited',
      old_target: 0.1,
      new_target: 0.12,
      target_difference: 0.02,
      investment_option: 'Australian Equity Income',
    },
    {
      code: 'CBA',
      name: 'Commonwealth Bank of Australia',
      old_target: 0.1,
      new_target: 0.085,
      target_difference: -0.015,
      investment_option: 'Australian Equity Income',
    },
  ],
};

const report = (overrides: Record<string, unknown> = {}) => ({
  id: 7,
  date: '2026-03-05',
  message: 'First line of commentary.\nSecond line of commentary.\n\nThird line.',
  status: 'complete',
  is_new: false,
  type: 'taa',
  data: JSON.stringify(TAA),
  ...overrides,
});

const setup = (detail: ReturnType<typeof report>, markSeen: THandler = { body: { is_new: false } }) => {
  const server = mockServer({
    'GET /api/profiles/my/': { body: makeProfile({ onboardings: { dashboard_tour: true } }) },
    'GET /api/ipm/rebalance/reports/7/': { body: detail },
    'POST /api/ipm/rebalance/reports/7/mark-seen/': markSeen,
  });
  const view = renderApp('/rebalance/report/7/', { token: 't' });
  return { server, ...view };
};

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('rebalance report page', () => {
  it('shows a taa report: header, date, columns, subtotal per asset class, Cash and Total, signed changes', async () => {
    setup(report());
    expect(
      await screen.findByRole('heading', { name: 'We would like to rebalance your portfolio', level: 1 }),
    ).toBeVisible();
    expect(screen.getByText('05-Mar-2026')).toBeVisible();
    expect(screen.getByText(/tactical asset allocation \(TAA\) of your portfolio/)).toBeVisible();
    expect(screen.queryByText('Cancelled')).toBeNull();
    const table = screen.getByRole('table', { name: 'Tactical asset allocation' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Asset Class',
      'Investment Option',
      'Strategic Asset Allocation',
      'Current TAA',
      'Change in TAA',
      'Revised TAA',
    ]);
    const rows = within(table).getAllByRole('row').slice(1).map(cellsOf);
    expect(rows).toEqual([
      ['Australian Equities', 'Australian Shares Core', '20.00%', '21.00%', '-2.00%', '19.00%'],
      ['', 'Australian Small Companies', '5.00%', '5.00%', '+0.50%', '5.50%'],
      ['', 'Subtotal', '25.00%', '26.00%', '-1.50%', '24.50%'],
      ['Fixed Income', 'Australian Bonds', '70.00%', '70.00%', '+0.00%', '70.00%'],
      ['', 'Subtotal', '70.00%', '70.00%', '+0.00%', '70.00%'],
      ['Cash', '', '5.00%', '4.00%', '+1.50%', '5.50%'],
      ['Total', '', '100.00%', '100.00%', '+0.00%', '100.00%'],
    ]);
  });

  it('shows a model_portfolio report with its own columns', async () => {
    setup(report({ type: 'model_portfolio', data: JSON.stringify(MODEL) }));
    const table = await screen.findByRole('table', { name: 'Model portfolio' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Code', 'Company name', 'Current Target', 'Change in Target', 'Revised target']);
    expect(within(table).getAllByRole('row').slice(1).map(cellsOf)).toEqual([
      ['BHP', 'BHP Group Limited', '10.00%', '+2.00%', '12.00%'],
      ['CBA', 'Commonwealth Bank of Australia', '10.00%', '-1.50%', '8.50%'],
    ]);
    expect(screen.getByText(/model portfolio your account follows/)).toBeVisible();
  });

  it('shows a Cancelled chip on a cancelled report', async () => {
    setup(report({ status: 'cancelled' }));
    const chip = await screen.findByText('Cancelled');
    expect(chip.closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
  });

  it('shows each commentary line as its own paragraph', async () => {
    setup(report());
    const heading = await screen.findByRole('heading', { name: 'Commentary', level: 2 });
    const section = heading.closest('section') as HTMLElement;
    expect([...section.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'First line of commentary.',
      'Second line of commentary.',
      'Third line.',
    ]);
  });

  it('marks a new report seen once, then refreshes the latest report and the history', async () => {
    const { server, queryClient } = setup(report({ is_new: true }));
    queryClient.setQueryData(['rebalance', 'latest-report'], { id: 7, date: '2026-03-05', new_count: 2 });
    queryClient.setQueryData(['rebalance', 'reports', { page: 1 }], { count: 0, results: [] });
    await screen.findByRole('heading', { name: 'We would like to rebalance your portfolio' });
    await waitFor(() =>
      expect(server.callsTo('POST /api/ipm/rebalance/reports/7/mark-seen/')).toHaveLength(1),
    );
    await waitFor(() =>
      expect(queryClient.getQueryState(['rebalance', 'latest-report'])?.isInvalidated).toBe(true),
    );
    expect(queryClient.getQueryState(['rebalance', 'reports', { page: 1 }])?.isInvalidated).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.callsTo('POST /api/ipm/rebalance/reports/7/mark-seen/')).toHaveLength(1);
  });

  it('does not mark a report already seen', async () => {
    const { server } = setup(report({ is_new: false }));
    await screen.findByRole('heading', { name: 'Commentary' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.callsTo('POST /api/ipm/rebalance/reports/7/mark-seen/')).toHaveLength(0);
  });

  it('only logs a mark-seen 404, staying on the report', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { location } = setup(report({ is_new: true }), { status: 404, body: { detail: 'Not found.' } });
    await screen.findByRole('heading', { name: 'Commentary' });
    await waitFor(() => expect(info).toHaveBeenCalled());
    expect(location.current.pathname).toBe('/rebalance/report/7/');
    expect(screen.getByRole('heading', { name: 'We would like to rebalance your portfolio' })).toBeVisible();
  });
});
