import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deviceStorage } from '@/shared/storage/device-storage';
import { APPLICATION, makeProfile, mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

const openAccountMenu = async (user: ReturnType<typeof renderApp>['user'], name = 'Olivia Nguyen') => {
  // The header may render again while the page settles, losing a click on the button it replaced: click
  // until the menu is open.
  await waitFor(
    async () => {
      if (!screen.queryByRole('menu')) await user.click(screen.getByRole('button', { name }));
      expect(screen.getByRole('menu')).toBeInTheDocument();
    },
    { timeout: 10_000 },
  );
  return screen.getByRole('menu');
};

describe('header', () => {
  it('shows Dashboard, Reports and Private Portfolio Manager, and the account menu', async () => {
    mockServer({ 'GET /api/ipm/reports/new-counter/': { body: { new_counter: 0 } } });
    const { user } = renderApp('/', { token: 't' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Reports0', 'Private Portfolio Manager']);
    // The reports counter (GET /api/ipm/reports/new-counter/) shows 0 when nothing is new.
    expect(within(nav).getByTestId('nav-counter')).toHaveTextContent('0');
    expect(within(nav).getByRole('link', { name: 'Reports' })).toContainElement(
      within(nav).getByTestId('nav-counter'),
    );
    const menu = await openAccountMenu(user);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Individual info',
      'Accounts',
      'Documents',
      'Settings',
      'Shared access',
      'Activity',
      'Support',
      'Legal',
      'Logout',
    ]);
  });

  it('gates items by the permission modules of the current application', async () => {
    mockServer({
      'GET /api/profiles/my/': {
        body: makeProfile({
          permissions: {
            applications: [
              { product_key: 'ipm', modules: ['dashboard', 'settings'] },
              { product_key: 'icf', modules: ['reports', 'documents', 'activity'] },
            ],
          },
        }),
      },
    });
    const { user } = renderApp('/', { token: 't' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard']);
    const menu = await openAccountMenu(user);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Individual info', 'Accounts', 'Settings', 'Shared access', 'Support', 'Legal', 'Logout']);
  });

  it('shows Products only in the loan-note application, to users holding its module', async () => {
    const icf = { ...APPLICATION, id: 'icf', product_key: 'icf', name: 'Loan Notes' };
    mockServer({
      'GET /api/applications/current/': { body: icf },
      'GET /api/profiles/my/': {
        body: makeProfile({
          permissions: { applications: [{ product_key: 'icf', modules: ['loan_notes', 'documents'] }] },
        }),
      },
    });
    renderApp('/accounts/', { token: 't' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products/');
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it("in the portfolio application, a loan-note client sees their line's menu: Products, no Dashboard or Reports", async () => {
    mockServer({
      'GET /api/profiles/my/': {
        body: makeProfile({ permissions: { applications: [{ product_key: 'icf', modules: [] }] } }),
      },
    });
    renderApp('/accounts/', { token: 't' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products/');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Products']);
  });

  it('a loan-note applicant not yet activated (no modules yet) sees Products, not the private-portfolio items', async () => {
    const icf = { ...APPLICATION, id: 'icf', product_key: 'icf', name: 'Loan Notes' };
    mockServer({
      'GET /api/applications/current/': { body: icf },
      'GET /api/profiles/my/': {
        body: makeProfile({ permissions: { applications: [{ product_key: 'icf', modules: [] }] } }),
      },
    });
    const { user } = renderApp('/accounts/', { token: 't' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Products' })).toBeVisible();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Products']);
    const menu = await openAccountMenu(user);
    expect(within(menu).queryByRole('menuitem', { name: /Private Portfolio/ })).not.toBeInTheDocument();
  });

  it('staff get the console in the header and the older menu without Logout', async () => {
    mockServer({
      'GET /api/profiles/my/': {
        body: makeProfile({ is_staff: true, first_name: 'Sam', last_name: 'Staff' }),
      },
    });
    const { user } = renderApp('/', { token: 't' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Staff console']);
    const menu = await openAccountMenu(user, 'Sam Staff');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Staff console', 'Account details', 'Settings', 'Activity', 'Support', 'Legal']);
    // Their Logout is beside the menu, on wide screens and in the narrow screens' drawer.
    await user.keyboard('{Escape}');
    const server = mockServer({
      'GET /api/profiles/my/': {
        body: makeProfile({ is_staff: true, first_name: 'Sam', last_name: 'Staff' }),
      },
    });
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('navigation', { name: 'Mobile navigation' });
    expect(within(drawer).getByRole('button', { name: 'Logout' })).toBeVisible();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Client Portal' })).toBeVisible();
    expect(server.callsTo('POST /api/auth/logout/')).toHaveLength(1);
  });

  it('staff acting for a client get the client’s navigation, gated by the client’s modules', async () => {
    deviceStorage.setManagedUserId(21);
    mockServer({
      'GET /api/profiles/my/': {
        body: makeProfile({
          is_staff: true,
          first_name: 'Sam',
          last_name: 'Staff',
          managed_user_individual_info: {
            user_id: 21,
            first_name: 'Morgan',
            last_name: 'Hayes',
            email: 'client@example.com',
            personal_detail: null,
            contact_detail: null,
            additional_detail: null,
            permissions: { applications: [{ product_key: 'ipm', modules: ['dashboard', 'reports'] }] },
          },
        }),
      },
    });
    renderApp('/', { token: 't' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      (await within(nav).findAllByRole('link')).map((link) => link.textContent?.replace(/\d+$/, '')),
    ).toEqual(['Dashboard', 'Reports']);
  });

  it('Logout calls the server, forgets the session and goes to login', async () => {
    const server = mockServer();
    localStorage.setItem('portal.permissions', '{"applications":[]}');
    const { user, location } = renderApp('/account/help/', { token: 't' });
    const menu = await openAccountMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Client Portal' })).toBeVisible();
    expect(location.current.pathname).toBe('/auth/login/');
    expect(server.callsTo('POST /api/auth/logout/')[0]?.headers.get('Authorization')).toBe('Token t');
    expect(localStorage.getItem('portal.token')).toBeNull();
    expect(localStorage.getItem('portal.permissions')).toBeNull();
  });

  it('Logout asks first when a form has unsaved changes', async () => {
    const server = mockServer();
    const { user, location } = renderApp('/account/change-email/', { token: 't' });
    await user.type(await screen.findByLabelText('New email'), 'half-typed@example.com');
    const menu = await openAccountMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Changes that you made may not be saved.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(location.current.pathname).toBe('/account/change-email/');
    expect(screen.getByLabelText('New email')).toHaveValue('half-typed@example.com');
    expect(server.callsTo('POST /api/auth/logout/')).toHaveLength(0);

    await user.click(within(await openAccountMenu(user)).getByRole('menuitem', { name: 'Logout' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Client Portal' })).toBeVisible();
    expect(server.callsTo('POST /api/auth/logout/')).toHaveLength(1);
  });

  it('a menu on narrow screens holds the same entries', async () => {
    mockServer();
    const { user } = renderApp('/', { token: 't' });
    await user.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('navigation', { name: 'Mobile navigation' });
    expect(within(drawer).getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/reports/');
    expect(within(drawer).getByRole('link', { name: 'Legal' })).toHaveAttribute('href', '/account/legal/');
    expect(within(drawer).getByRole('button', { name: 'Logout' })).toBeVisible();
  });
});
