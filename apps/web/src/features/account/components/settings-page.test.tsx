import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProfile, mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

// Lazy pages load slowly when the machine is busy; the first look waits longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const setting = (
  id: number,
  title: string,
  is_required: boolean,
  send_email: boolean,
  send_sms: boolean,
) => ({
  id,
  title,
  is_required,
  send_email,
  send_sms,
});

/** A user of every product line: the portal's, loan notes, investment view and private portfolios. */
const ALL_LINES = makeProfile({
  permissions: {
    applications: ['icf', 'ipm', 'viv'].map((product_key) => ({ product_key, modules: [] })),
  },
});

const NOTIFICATIONS = {
  'GET /api/profiles/my/notification-settings/portal/': {
    body: [
      setting(1, 'Security alerts', true, true, false),
      setting(2, 'News and offers', false, false, false),
    ],
  },
  'GET /api/profiles/my/notification-settings/finance/': {
    body: [setting(4, 'Statements', true, true, false)],
  },
  'GET /api/profiles/my/notification-settings/investment-view/': {
    body: [setting(7, 'Portfolio valuations', false, true, false)],
  },
  'GET /api/profiles/my/notification-settings/private-portfolios/': {
    body: [setting(9, 'Rebalance proposals', true, true, true)],
  },
};

const CONFIRMED = {
  body: { resource: 'two_factor', two_factor_required_for_write: true, confirmed: true },
};

describe('settings', () => {
  it('turning login two-factor off asks for the SMS code first and changes nothing until then', async () => {
    const server = mockServer({
      ...NOTIFICATIONS,
      'GET /api/profiles/my/': { body: makeProfile({ login_two_factor_auth_enabled: true }) },
      'GET /api/auth/security-schema/': {
        body: { resource: 'two_factor', two_factor_required_for_write: true, confirmed: false },
      },
      'POST /api/profiles/my/send-2fa-confirmation-code-sms/': {
        body: { detail: 'A new verification code has been sent to your phone.' },
      },
    });
    const { user, location } = renderApp('/account/settings/', { token: 't' });
    expect(
      await screen.findByRole('heading', { name: 'Settings', level: 1 }, { timeout: 20_000 }),
    ).toBeVisible();
    const toggle = await screen.findByRole('switch', { name: 'Login Two-Factor Authentication' });
    await waitFor(() => expect(toggle).toBeChecked());
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    expect(
      await screen.findByText(/enter the verification code that has been sent to your phone by SMS/),
    ).toBeVisible();
    expect(location.current.pathname).toBe('/two-factor-authentication/sms/check-required-confirmation/');
    expect(new URLSearchParams(location.current.search).get('resource')).toBe('two_factor');
    expect(new URLSearchParams(location.current.search).get('next')).toBe('/account/settings/');
    expect(server.callsTo('PATCH /api/profiles/my/')).toHaveLength(0);
  });

  it('enabling login two-factor says so, then logs out to the login page', async () => {
    const server = mockServer({
      ...NOTIFICATIONS,
      'GET /api/auth/security-schema/': CONFIRMED,
      'PATCH /api/profiles/my/': {
        body: {
          detail: 'Login Two-Factor Authentication setting was enabled. You will be logged out now.',
          login_two_factor_auth_enabled: true,
          logged_out: true,
        },
      },
    });
    const { user, location } = renderApp('/account/settings/', { token: 't' });
    expect(
      await screen.findByRole('heading', { name: 'Settings', level: 1 }, { timeout: 20_000 }),
    ).toBeVisible();
    const toggle = await screen.findByRole('switch', { name: 'Login Two-Factor Authentication' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Login Two-Factor Authentication setting was enabled. You will be logged out now.',
      ),
    ).toBeVisible();
    expect(server.callsTo('PATCH /api/profiles/my/')[0]?.body).toEqual({
      login_two_factor_auth_enabled: true,
    });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('heading', { name: 'Client Portal' })).toBeVisible();
    expect(location.current.pathname).toBe('/auth/login/');
    expect(localStorage.getItem('portal.token')).toBeNull();
    // The server ended the sessions itself.
    expect(server.callsTo('POST /api/auth/logout/')).toHaveLength(0);
  });

  it('marketing opt-out answers with the success text, and a failure with the failure text', async () => {
    const server = mockServer({
      ...NOTIFICATIONS,
      'PATCH /api/profiles/my/misc/': {
        body: { detail: 'Your settings were successfully changed', marketing_opt_out: true },
      },
    });
    const { user } = renderApp('/account-new/settings/', { token: 't' });
    const toggle = await screen.findByRole('switch', {
      name: 'I do not want to receive marketing communications',
    });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    expect(await screen.findByText('Your settings were successfully changed')).toBeVisible();
    expect(server.callsTo('PATCH /api/profiles/my/misc/')[0]?.body).toEqual({ marketing_opt_out: true });
    await waitFor(() => expect(toggle).toBeChecked());

    server.on('PATCH /api/profiles/my/misc/', { networkError: true });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeVisible();
    expect(toggle).toBeChecked();
  });

  it('shows the areas of the user’s product lines; a required notification keeps one channel; saving sends the area', async () => {
    const server = mockServer({
      ...NOTIFICATIONS,
      'GET /api/profiles/my/': { body: ALL_LINES },
      'PUT /api/profiles/my/notification-settings/portal/bulk-update/': ({ body }) => ({
        body: [
          { ...setting(1, 'Security alerts', true, true, false), ...(body as object[])[0] },
          { ...setting(2, 'News and offers', false, false, false), ...(body as object[])[1] },
        ],
      }),
    });
    const { user } = renderApp('/account/settings/', { token: 't' });
    for (const area of ['Portal', 'Finance', 'Investment view', 'Private portfolios']) {
      expect(await screen.findByRole('heading', { name: area })).toBeVisible();
    }
    const security = await screen.findByRole('group', { name: 'Security alerts' });
    expect(within(security).getByText('(required)')).toBeVisible();
    // Its only channel cannot be unticked.
    expect(within(security).getByRole('checkbox', { name: 'Email' })).toBeDisabled();
    await user.click(within(security).getByRole('checkbox', { name: 'SMS' }));
    await waitFor(() => expect(within(security).getByRole('checkbox', { name: 'Email' })).toBeEnabled());
    await user.click(within(security).getByRole('checkbox', { name: 'Email' }));
    expect(within(security).getByRole('checkbox', { name: 'SMS' })).toBeDisabled();

    const news = screen.getByRole('group', { name: 'News and offers' });
    await user.click(within(news).getByRole('checkbox', { name: 'Email' }));
    await user.click(screen.getByRole('button', { name: 'Save Portal notifications' }));
    expect(await screen.findByText('Your settings were successfully changed')).toBeVisible();
    expect(server.callsTo('PUT /api/profiles/my/notification-settings/portal/bulk-update/')[0]?.body).toEqual(
      [
        { id: 1, send_email: false, send_sms: true },
        { id: 2, send_email: true, send_sms: false },
      ],
    );
  });

  it('an investor of the private portfolios alone is not offered the loan-note Finance area', async () => {
    mockServer(NOTIFICATIONS);
    renderApp('/account/settings/', { token: 't' });
    expect(await screen.findByRole('heading', { name: 'Private portfolios' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Portal' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Finance' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Investment view' })).toBeNull();
  });

  it('a refused save shows the failure text', async () => {
    mockServer({
      ...NOTIFICATIONS,
      'GET /api/profiles/my/': { body: ALL_LINES },
      'PUT /api/profiles/my/notification-settings/finance/bulk-update/': {
        status: 400,
        body: { '0': { send_email: ['A required notification needs email or SMS selected'] } },
      },
    });
    const { user } = renderApp('/account/settings/', { token: 't' });
    const statements = await screen.findByRole('group', { name: 'Statements' });
    await user.click(within(statements).getByRole('checkbox', { name: 'SMS' }));
    await user.click(screen.getByRole('button', { name: 'Save Finance notifications' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeVisible();
  });

  it('shows two-factor as on for a user who has it', async () => {
    mockServer({
      ...NOTIFICATIONS,
      'GET /api/profiles/my/': { body: makeProfile({ login_two_factor_auth_enabled: true }) },
    });
    renderApp('/account/settings/', { token: 't' });
    await waitFor(async () =>
      expect(await screen.findByRole('switch', { name: 'Login Two-Factor Authentication' })).toBeChecked(),
    );
  });
});
