import { FAVOURITE_PREFILL_NOTE, type TSaveToFavoriteRequest } from '@portal/contracts/api/reports';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockServer, type TRecordedCall } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';
import { reportsHandlers } from './reports-test-fixtures';

const UUID = 'a6c1f0de-2b1c-4c33-9f5e-000000000100';
const CONFIG = {
  name: 'Portfolio report 100',
  accounts: [
    { id: 1, name: 'Smith Family Trust' },
    { id: 2, name: 'Jane Smith' },
  ],
  investment_options: [
    { id: 11, label: 'Growth', account_name: 'Smith Family Trust' },
    { id: 31, label: 'Growth', account_name: 'Smith Super Fund' },
  ],
  report_types: [
    { id: 1, name: 'Portfolio valuation' },
    { id: 8, name: 'Tax summary' },
  ],
  combine_accounts: true,
  combine_investment_options: false,
};

const handlers = (overrides = {}) =>
  reportsHandlers({
    [`GET /api/ipm/reports/${UUID}/favorite-config/`]: { body: CONFIG },
    ...overrides,
  });

const lines = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((line) => line.textContent);

describe('save to favourites', () => {
  it('shows a read-only summary and the note; Name is required', async () => {
    mockServer(handlers());
    const { user } = renderApp(`/reports/${UUID}/save-to-favorite/`, { token: 't' });
    expect(await screen.findByRole('heading', { name: 'Save to favourites', level: 1 })).toBeVisible();
    await screen.findByLabelText('Name');
    expect(lines('Accounts')).toEqual([
      'All accounts combined in one report',
      'Smith Family Trust',
      'Jane Smith',
    ]);
    expect(lines('Investment options')).toEqual(['Smith Family Trust: Growth', 'Smith Super Fund: Growth']);
    expect(lines('Reports')).toEqual(['Portfolio valuation', 'Tax summary']);
    expect(screen.getByText(FAVOURITE_PREFILL_NOTE)).toBeVisible();
    const cont = screen.getByRole('button', { name: 'Continue' });
    expect(cont).toBeDisabled();
    await user.type(screen.getByLabelText('Name'), 'x');
    expect(cont).toBeEnabled();
    await user.clear(screen.getByLabelText('Name'));
    expect(await screen.findByText('This field is required')).toBeVisible();
    expect(cont).toBeDisabled();
  });

  it('Continue saves and returns to the reports', async () => {
    const server = mockServer(
      handlers({
        // The server answers the favourite it saved.
        [`POST /api/ipm/reports/${UUID}/save-to-favorite/`]: ({ body }: TRecordedCall) => ({
          status: 201,
          body: {
            ...CONFIG,
            ...(body as TSaveToFavoriteRequest),
            id: 5,
            is_visible: true,
            is_available: true,
            is_global: false,
            description: '',
          },
        }),
      }),
    );
    const { user, location } = renderApp(`/reports/${UUID}/save-to-favorite/`, { token: 't' });
    await user.type(await screen.findByLabelText('Name'), 'My pack');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location.current.pathname).toBe('/reports/'));
    expect(server.callsTo(`POST /api/ipm/reports/${UUID}/save-to-favorite/`)[0]?.body).toEqual({
      name: 'My pack',
    });
    expect(await screen.findByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  });

  it('shows a field error from the server under Name, and Cancel goes back', async () => {
    mockServer(
      handlers({
        [`POST /api/ipm/reports/${UUID}/save-to-favorite/`]: {
          status: 400,
          body: { name: ['A favourite with this name already exists'] },
        },
      }),
    );
    const { user, location } = renderApp(`/reports/${UUID}/save-to-favorite/`, { token: 't' });
    await user.type(await screen.findByLabelText('Name'), 'Dup');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('A favourite with this name already exists')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(location.current.pathname).toBe('/reports/');
  });
});
