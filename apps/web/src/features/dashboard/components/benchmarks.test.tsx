// The benchmark picker and the overlay: the chosen index beside the total asset value and the return card,
// its amounts masked with "Hide amounts", its returns shown.
import { BENCHMARK_TEXTS } from '@portal/contracts/api/benchmarks';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MASKED_AMOUNT } from '@/shared/preferences/display-preferences';
import { deviceStorage } from '@/shared/storage/device-storage';
import { mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';
import {
  BENCHMARK_COMPARISON,
  benchmarkHandlers,
  dashboardHandlers,
  setViewportWidth,
} from './dashboard-test-fixtures';

const SHARES = 'Australian shares accumulation index';
const card = (title: string) => screen.getByRole('region', { name: title });
const totalLegend = () =>
  within(card('Total asset value')).getByRole('list', { name: 'Total asset value legend' });
const legendItems = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

const openDashboard = async (handlers = dashboardHandlers()) => {
  const server = mockServer(handlers);
  const view = renderApp('/', { token: 't' });
  await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
  await waitFor(() => expect(within(totalLegend()).getByText('$1,100,000.00')).toBeVisible());
  return { server, ...view };
};

const picker = () => screen.getByRole('combobox', { name: BENCHMARK_TEXTS.picker });

beforeEach(() => {
  setViewportWidth(1280);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

describe('benchmark', () => {
  it('is chosen in the filter: the total asset value draws it with its own legend entry, and None removes it', async () => {
    const { server, user } = await openDashboard();
    expect(picker()).toHaveTextContent(BENCHMARK_TEXTS.none);
    expect(legendItems(totalLegend())).toEqual(['Total asset value$1,100,000.00']);
    expect(server.callsTo('GET /api/ipm/dashboard/benchmark-comparison/')).toHaveLength(0);

    await user.click(picker());
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      BENCHMARK_TEXTS.none,
      SHARES,
      'Balanced composite index',
    ]);
    await user.click(options[1]!);
    expect(server.callsTo('PUT /api/ipm/dashboard/benchmark-choice/').map((c) => c.body)).toEqual([
      { benchmark: 'AU_SHARES_ACC' },
    ]);
    // The benchmark's value at the end: the portfolio's first value grown by the index.
    await waitFor(() =>
      expect(legendItems(totalLegend())).toEqual([
        'Total asset value$1,100,000.00',
        `${SHARES}$1,030,000.00`,
      ]),
    );
    expect(picker()).toHaveTextContent(SHARES);
    // Asked with the cards' filter.
    expect(server.callsTo('GET /api/ipm/dashboard/benchmark-comparison/').at(-1)?.query.get('period')).toBe(
      'twelve_months_back',
    );

    await user.click(picker());
    await user.click(await screen.findByRole('option', { name: BENCHMARK_TEXTS.none }));
    expect(server.callsTo('PUT /api/ipm/dashboard/benchmark-choice/').at(-1)?.body).toEqual({
      benchmark: null,
    });
    await waitFor(() => expect(legendItems(totalLegend())).toEqual(['Total asset value$1,100,000.00']));
  });

  it("the return card's Benchmark tab shows the portfolio's return beside the benchmark's", async () => {
    const { user } = await openDashboard(dashboardHandlers(benchmarkHandlers('AU_SHARES_ACC')));
    const summary = card('Return summary');
    await user.click(within(summary).getByRole('tab', { name: 'Benchmark' }));
    const legend = await within(summary).findByRole('list', { name: 'Benchmark comparison legend' });
    expect(legendItems(legend)).toEqual([`${BENCHMARK_TEXTS.portfolio}10.00%`, `${SHARES}3.50%`]);
    expect(within(summary).getByRole('img', { name: 'Benchmark comparison chart' })).toBeInTheDocument();
  });

  it('asks for a choice in the Benchmark tab while none is chosen', async () => {
    const { user } = await openDashboard();
    const summary = card('Return summary');
    await user.click(within(summary).getByRole('tab', { name: 'Benchmark' }));
    expect(await within(summary).findByText(BENCHMARK_TEXTS.choose)).toBeVisible();
  });

  it('hides its amounts with "Hide amounts" and keeps its returns', async () => {
    const { user } = await openDashboard(dashboardHandlers(benchmarkHandlers('AU_SHARES_ACC')));
    await waitFor(() => expect(legendItems(totalLegend())).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Hide amounts' }));
    expect(legendItems(totalLegend())).toEqual([
      `Total asset value${MASKED_AMOUNT}`,
      `${SHARES}${MASKED_AMOUNT}`,
    ]);
    const summary = card('Return summary');
    await user.click(within(summary).getByRole('tab', { name: 'Benchmark' }));
    const legend = await within(summary).findByRole('list', { name: 'Benchmark comparison legend' });
    expect(legendItems(legend)).toEqual([`${BENCHMARK_TEXTS.portfolio}10.00%`, `${SHARES}3.50%`]);
  });

  it('says why the index is not drawn when it does not cover the period, and when its levels stop early', async () => {
    const notCovered = {
      ...BENCHMARK_COMPARISON,
      benchmark: { code: 'BALANCED_60_40', name: 'Balanced composite index' },
      status: 'not_covered' as const,
      levels_to: null,
      portfolio_return: null,
      benchmark_return: null,
      total_asset_values: [],
      returns: [],
    };
    const early = { ...BENCHMARK_COMPARISON, levels_to: '2026-01-02' };
    const { user } = await openDashboard(
      dashboardHandlers(
        benchmarkHandlers('BALANCED_60_40', { BALANCED_60_40: notCovered, AU_SHARES_ACC: early }),
      ),
    );
    const message = BENCHMARK_TEXTS.notCovered('Balanced composite index', '31-Dec-2025');
    expect(await within(card('Total asset value')).findByText(message)).toBeVisible();
    expect(legendItems(totalLegend())).toEqual(['Total asset value$1,100,000.00']);

    await user.click(picker());
    await user.click(await screen.findByRole('option', { name: SHARES }));
    expect(
      await within(card('Total asset value')).findByText(BENCHMARK_TEXTS.levelsTo('02-Jan-2026')),
    ).toBeVisible();
  });

  it("shows a client's choice to a staff member acting for them, who cannot change it", async () => {
    deviceStorage.setManagedUserId(55);
    await openDashboard(dashboardHandlers(benchmarkHandlers('AU_SHARES_ACC')));
    await waitFor(() => expect(picker()).toHaveTextContent(SHARES));
    expect(picker()).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(legendItems(totalLegend())).toHaveLength(2));
  });
});
