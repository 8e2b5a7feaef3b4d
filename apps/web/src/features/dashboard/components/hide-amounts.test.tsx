// The header's "Hide amounts" switch on the dashboard: every money figure and holding size is masked,
// percentages and market prices stay, and the choice is kept on the device.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MASKED_AMOUNT, MASKED_UNITS } from '@/shared/preferences/display-preferences';
import { deviceStorage } from '@/shared/storage/device-storage';
import { mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';
import { dashboardHandlers, setViewportWidth } from './dashboard-test-fixtures';

const card = (title: string) => screen.getByRole('region', { name: title });
const legend = () =>
  within(card('Total asset value')).getByRole('list', { name: 'Total asset value legend' });
const assetClasses = () => within(card('Asset allocation')).getByRole('list', { name: 'Asset classes' });
const investmentsTable = () => within(card('Investments')).getByRole('table');
/** A dollar figure with digits, as the dashboard writes money ('$1,100,000.00', '$45.00'). */
const MONEY = /\$\d/;

const openDashboard = async () => {
  mockServer(dashboardHandlers());
  const view = renderApp('/', { token: 't' });
  await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
  await waitFor(() => expect(within(legend()).getByText('$1,100,000.00')).toBeVisible());
  await within(card('Asset allocation')).findByRole('list', { name: 'Asset classes' });
  await within(card('Investments')).findByText('BHP');
  return view;
};

beforeEach(() => {
  setViewportWidth(1280);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

describe('hide amounts', () => {
  it('masks every amount and holding on the dashboard until turned off, and is remembered on the device', async () => {
    const first = await openDashboard();
    const hide = screen.getByRole('button', { name: 'Hide amounts' });
    expect(hide).toHaveAttribute('aria-pressed', 'false');
    await first.user.click(hide);

    expect(screen.getByRole('button', { name: 'Hide amounts' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(legend()).getByText(MASKED_AMOUNT)).toBeVisible();
    expect(legend().textContent).not.toMatch(MONEY);
    // The classes keep their share of the whole; the amounts go.
    expect(
      within(assetClasses())
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual([`Australian Equities${MASKED_AMOUNT}58.3%`, `Cash${MASKED_AMOUNT}41.7%`]);
    // Units and values are masked; the market price is not the investor's money and stays.
    const table = investmentsTable();
    expect(within(table).getAllByText(MASKED_UNITS).length).toBeGreaterThan(0);
    expect(within(table).getAllByText(MASKED_AMOUNT).length).toBeGreaterThan(0);
    expect(within(table).getAllByText('$45.00').length).toBeGreaterThan(0);
    expect(within(table).queryByText('$4,500.00')).toBeNull();
    expect(deviceStorage.getAmountsHidden()).toBe(true);
    first.unmount();

    // The next visit on this device opens with the amounts hidden; one click shows them again.
    mockServer(dashboardHandlers());
    const second = renderApp('/', { token: 't' });
    await within(await screen.findByRole('region', { name: 'Asset allocation' })).findByRole('list', {
      name: 'Asset classes',
    });
    await waitFor(() => expect(within(legend()).getByText(MASKED_AMOUNT)).toBeVisible());
    await second.user.click(screen.getByRole('button', { name: 'Hide amounts' }));
    expect(within(legend()).getByText('$1,100,000.00')).toBeVisible();
    expect(within(assetClasses()).getByText('$700.00')).toBeVisible();
    expect(deviceStorage.getAmountsHidden()).toBe(false);
  });

  it('offers the theme in the header: the device follows its system until a choice is made', async () => {
    const { user } = await openDashboard();
    await user.click(screen.getByRole('button', { name: 'Theme' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => [item.textContent, item.getAttribute('aria-checked')]),
    ).toEqual([
      ['Same as my device', 'true'],
      ['Light', 'false'],
      ['Dark', 'false'],
    ]);
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Dark' }));
    expect(deviceStorage.getThemeMode()).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'Theme' }));
    expect(await screen.findByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });
});
