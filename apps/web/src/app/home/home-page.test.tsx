import type { TAccountListItem } from '@portal/contracts/api/account-setup';
import { CONTINUE_APPLICATION_TEXTS } from '@portal/contracts/api/account-setup';
import { DASHBOARD_FIRST_VISIT_TEXTS } from '@portal/contracts/api/dashboard';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNTS,
  dashboardHandlers,
  setViewportWidth,
} from '@/features/dashboard/components/dashboard-test-fixtures';
import { APPLICATION, makeProfile, mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

const account = (overrides: Partial<TAccountListItem> = {}): TAccountListItem => ({
  kind: 'account',
  id: 19,
  uuid: '7324635c-2a56-41bc-8dc7-f9a990dd339b',
  name: 'Sharma Holdings Pty Ltd',
  account_type: 'company',
  type_display: 'Company',
  status: 'application_in_progress',
  status_display: { display_name: 'Application in progress', style: 'info' },
  is_active: false,
  is_selected: true,
  is_primary: true,
  ...overrides,
});

/** A user whose accounts hold no investment option yet. */
const NO_PORTFOLIO = ACCOUNTS.map((entry) => ({ ...entry, investment_options: [] }));

const openHome = async (handlers: Parameters<typeof dashboardHandlers>[0]) => {
  const server = mockServer(dashboardHandlers(handlers));
  const view = renderApp('/', { token: 't' });
  await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
  return { server, ...view };
};

beforeEach(() => {
  setViewportWidth(1280);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

describe('home page', () => {
  it('before any investment, says what will appear and when, with no cards or charts', async () => {
    const { server } = await openHome({ 'GET /api/ipm/dashboard/accounts/': { body: NO_PORTFOLIO } });
    const firstVisit = await screen.findByRole('region', { name: DASHBOARD_FIRST_VISIT_TEXTS.title });
    expect(within(firstVisit).getByText(DASHBOARD_FIRST_VISIT_TEXTS.what)).toBeVisible();
    expect(within(firstVisit).getByText(DASHBOARD_FIRST_VISIT_TEXTS.when)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Total asset value' })).toBeNull();
    expect(screen.queryByRole('img', { name: /chart$/ })).toBeNull();
    expect(server.callsTo('GET /api/ipm/dashboard/total-asset-value/')).toHaveLength(0);
  });

  it('an applicant sees Continue your application, leading to the summary of where the setup stands', async () => {
    await openHome({
      'GET /api/ipm/dashboard/accounts/': { body: [] },
      'GET /api/accounts/': { body: [account()] },
    });
    const card = await screen.findByRole('region', {
      name: CONTINUE_APPLICATION_TEXTS.title('Sharma Holdings Pty Ltd'),
    });
    expect(within(card).getByText('Application in progress')).toBeVisible();
    expect(within(card).getByRole('link', { name: CONTINUE_APPLICATION_TEXTS.action })).toHaveAttribute(
      'href',
      '/account-setup/summary/?account=19',
    );
    expect(screen.getByRole('region', { name: DASHBOARD_FIRST_VISIT_TEXTS.title })).toBeVisible();
  });

  it('offers no Continue link for a submitted application, one of another primary user, or an active account', async () => {
    const { server } = await openHome({
      'GET /api/accounts/': {
        body: [
          account({ id: 1, status: 'awaiting_activation' }),
          account({ id: 2, is_primary: false }),
          account({ id: 3, status: 'active', is_active: true }),
        ],
      },
    });
    await waitFor(() => expect(server.callsTo('GET /api/accounts/')).toHaveLength(1));
    await screen.findByRole('region', { name: 'Investments' });
    expect(screen.queryByRole('link', { name: CONTINUE_APPLICATION_TEXTS.action })).toBeNull();
  });

  it('an investor with a portfolio gets the cards', async () => {
    await openHome({});
    expect(await screen.findByRole('region', { name: 'Total asset value' })).toBeVisible();
    expect(screen.queryByRole('region', { name: DASHBOARD_FIRST_VISIT_TEXTS.title })).toBeNull();
  });
});

describe('the loan-note line', () => {
  const products = {
    'GET /api/loan-notes/accounts/': { body: [] },
  };

  it('a client holding only loan notes lands on their products, not an empty dashboard', async () => {
    mockServer({
      ...products,
      'GET /api/profiles/my/': {
        body: makeProfile({
          onboardings: { dashboard_tour: true },
          permissions: {
            applications: [
              { product_key: 'icf', modules: ['loan_notes', 'documents', 'settings', 'activity'] },
            ],
          },
        }),
      },
    });
    const { location } = renderApp('/', { token: 't' });
    expect(await screen.findByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
    expect(location.current.pathname).toBe('/products/');
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
  });

  it('a loan-note applicant not yet activated, signed in to the portfolio application, lands on their products', async () => {
    mockServer({
      ...products,
      'GET /api/profiles/my/': {
        body: makeProfile({
          onboardings: { dashboard_tour: true },
          permissions: { applications: [{ product_key: 'icf', modules: [] }] },
        }),
      },
    });
    const { location } = renderApp('/', { token: 't' });
    expect(await screen.findByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
    expect(location.current.pathname).toBe('/products/');
  });

  it('in the loan-note application, home is the products', async () => {
    const icf = { ...APPLICATION, id: 'icf', product_key: 'icf', name: 'Loan Notes' };
    mockServer({
      ...products,
      'GET /api/applications/current/': { body: icf },
      'GET /api/applications/': { body: [icf] },
      'GET /api/profiles/my/': { body: makeProfile({ onboardings: { dashboard_tour: true } }) },
    });
    const { location } = renderApp('/', { token: 't' });
    expect(await screen.findByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
    expect(location.current.pathname).toBe('/products/');
  });
});
