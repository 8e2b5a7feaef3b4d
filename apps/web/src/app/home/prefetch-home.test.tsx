import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dashboardHandlers,
  filterSetup,
  setViewportWidth,
} from '@/features/dashboard/components/dashboard-test-fixtures';
import { configureAppEnvironment, createQueryClient } from '@/shared/lib/app-environment';
import { sessionStore } from '@/shared/session/session-store';
import { deviceStorage } from '@/shared/storage/device-storage';
import { APPLICATION, makeProfile, mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';
import { opensOnHome, prefetchHome } from './prefetch-home';

const CARD_CALLS = [
  'GET /api/ipm/dashboard/total-asset-value/',
  'GET /api/ipm/dashboard/return-summary/',
  'GET /api/ipm/dashboard/capital-performance/',
  'GET /api/ipm/dashboard/income/',
  'GET /api/ipm/dashboard/capital-movement/',
  'GET /api/ipm/dashboard/asset-allocation/',
  'GET /api/ipm/dashboard/investments/',
];

const CLIENT = makeProfile({
  onboardings: { dashboard_tour: true },
  permissions: { applications: [{ product_key: 'ipm', modules: ['dashboard', 'reports', 'documents'] }] },
});

/** The app's cache with a signed-in session, as main.tsx starts it, before anything renders. */
const startSignedIn = () => {
  deviceStorage.setToken('t');
  sessionStore.reload();
  const queryClient = createQueryClient();
  configureAppEnvironment({ navigate: vi.fn(), currentPath: () => '/', queryClient });
  return queryClient;
};

const dashboardCalls = (server: ReturnType<typeof mockServer>) =>
  server.calls.filter((call) => call.path.startsWith('/api/ipm/dashboard/'));

beforeEach(() => {
  setViewportWidth(1280);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

describe('the home page’s dashboard, asked for as the app starts', () => {
  it('opens on /, /dashboard and /dashboard/ only', () => {
    expect(['/', '/dashboard', '/dashboard/'].every(opensOnHome)).toBe(true);
    expect(['/documents/', '/reports/', '/auth/login/'].some(opensOnHome)).toBe(false);
  });

  it('asks for the seven cards with the saved filter, which the dashboard then shows without asking again', async () => {
    const server = mockServer(
      dashboardHandlers({
        'GET /api/profiles/my/': { body: CLIENT },
        'GET /api/ipm/dashboard/filter-setup/': { body: filterSetup('current_financial_year', [1, 3]) },
      }),
    );
    const queryClient = startSignedIn();
    await prefetchHome(queryClient);
    for (const key of CARD_CALLS) {
      const calls = server.callsTo(key);
      expect(calls, key).toHaveLength(1);
      expect(calls[0]!.query.get('period'), key).toBe('current_financial_year');
      expect(calls[0]!.query.get('account'), key).toBe('1,3');
    }
    expect(server.callsTo('GET /api/ipm/dashboard/investments/')[0]!.query.get('ordering')).toBe('code');
    expect(server.callsTo('GET /api/ipm/dashboard/accounts/')).toHaveLength(1);

    renderApp('/', { token: 't', queryClient });
    const investments = await screen.findByRole('region', { name: 'Investments' });
    expect(await within(investments).findAllByRole('row')).not.toHaveLength(0);
    for (const key of CARD_CALLS) expect(server.callsTo(key), key).toHaveLength(1);
  });

  it('asks for nothing of the dashboard for staff, a client managed by staff, or a loan-note client', async () => {
    const staff = mockServer(
      dashboardHandlers({ 'GET /api/profiles/my/': { body: makeProfile({ is_staff: true }) } }),
    );
    await prefetchHome(startSignedIn());
    expect(dashboardCalls(staff)).toEqual([]);

    const managed = mockServer(dashboardHandlers({ 'GET /api/profiles/my/': { body: CLIENT } }));
    deviceStorage.setManagedUserId(21);
    await prefetchHome(startSignedIn());
    expect(managed.calls).toEqual([]);
    deviceStorage.setManagedUserId(null);

    const loanNotes = mockServer(
      dashboardHandlers({
        'GET /api/profiles/my/': { body: CLIENT },
        'GET /api/applications/current/': { body: { ...APPLICATION, id: 'icf', product_key: 'icf' } },
      }),
    );
    await prefetchHome(startSignedIn());
    expect(dashboardCalls(loanNotes)).toEqual([]);
  });

  it('asks for nothing without a session', async () => {
    const server = mockServer(dashboardHandlers({ 'GET /api/profiles/my/': { body: CLIENT } }));
    sessionStore.reload();
    await prefetchHome(createQueryClient());
    expect(server.calls).toEqual([]);
  });
});
