import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProfile, mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

const NO_TWO_FACTOR = {
  body: { resource: 'password', two_factor_required_for_write: false, confirmed: false },
};

describe('route guards', () => {
  it.each([
    '/account/help/',
    '/account/settings/',
    '/account/legal/',
    '/',
    '/notifications/',
    '/account-new/details/',
  ])('%s without a token goes to the login page', async (path) => {
    mockServer();
    const { location } = renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Client Portal' })).toBeVisible();
    expect(location.current.pathname).toBe('/auth/login/');
  });

  it('after logging in the user lands on the page they asked for', async () => {
    mockServer({ 'POST /api/auth/login/': { body: { key: 'k', profile: makeProfile() } } });
    const { user, location } = renderApp('/account/activity/');
    await user.type(await screen.findByLabelText('Email'), 'olivia@example.com');
    await user.type(screen.getByLabelText('Password'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('heading', { name: 'Activity' })).toBeVisible();
    expect(location.current.pathname).toBe('/account/activity/');
  });

  it.each([
    '/auth/login/',
    '/auth/raw-login/',
    '/auth/reset-password/',
    '/auth/reset-password-confirm/',
    '/auth/email-verify/',
  ])('%s with a token goes to the index', async (path) => {
    mockServer();
    const { location } = renderApp(path, { token: 't' });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(location.current.pathname).toBe('/');
  });

  it.each([
    ['/account/contact-support/', 'Contact support'],
    ['/error-page/', 'Sorry!'],
    ['/unauthorized/', 'Unauthorized'],
    ['/forbidden/', 'Access denied'],
    ['/page-not-found/', 'Page not found'],
    ['/internal-server-error/', 'Internal server error'],
    ['/account-blocked/', 'Your account is blocked'],
    ['/notifications/unsubscribed/', 'Unsubscribed'],
  ])('%s is open without a token', async (path, heading) => {
    mockServer();
    const { location } = renderApp(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeVisible();
    expect(location.current.pathname).toBe(path);
  });

  it('any other path shows page not found', async () => {
    mockServer();
    renderApp('/no/such/page/');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.getByText('Please try to')).toBeVisible();
  });

  it('error pages offer support when signed in and log in otherwise', async () => {
    mockServer();
    renderApp('/forbidden/', { token: 't' });
    expect(await screen.findByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/account/contact-support/',
    );
    expect(screen.getByText(/Need help\?/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it('a forced password change sends every page to the change-password screen until it is done', async () => {
    let forced = true;
    const server = mockServer({
      'GET /api/profiles/my/': () => ({ body: makeProfile({ force_password_change: forced }) }),
      'GET /api/auth/security-schema/': NO_TWO_FACTOR,
      'POST /api/auth/password-change/': () => {
        forced = false;
        return { body: { detail: 'New password has been saved.', key: 'new-key' } };
      },
    });
    const { user, location } = renderApp('/account/settings/', { token: 't' });
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeVisible();
    expect(location.current.pathname).toBe('/account/change-password/');

    // Open pages too.
    await user.click(screen.getAllByRole('link', { name: 'Dashboard' })[0]!);
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeVisible();

    await user.type(screen.getByLabelText('Current password'), 'Old-password-1!');
    await user.type(screen.getByLabelText('New password'), 'Brand-new-pass-42!');
    await user.type(screen.getByLabelText('Repeat new password'), 'Brand-new-pass-42!');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(location.current.pathname).toBe('/');
    expect(localStorage.getItem('portal.token')).toBe('new-key');
    expect(server.callsTo('POST /api/auth/password-change/')[0]?.body).toEqual({
      old_password: 'Old-password-1!',
      new_password1: 'Brand-new-pass-42!',
      new_password2: 'Brand-new-pass-42!',
    });
  });

  it('contact support and the legal pages stay open while a password change is forced', async () => {
    mockServer({
      'GET /api/profiles/my/': { body: makeProfile({ force_password_change: true }) },
      'GET /api/auth/security-schema/': NO_TWO_FACTOR,
    });
    const { location } = renderApp('/account/contact-support/', { token: 't' });
    expect(await screen.findByRole('heading', { name: 'Contact support' })).toBeVisible();
    expect(location.current.pathname).toBe('/account/contact-support/');
  });

  it('a staff member without an app or passkey is sent to set one up first', async () => {
    let setUp = false;
    mockServer({
      'GET /api/profiles/my/': () => ({
        body: makeProfile({ is_staff: true, second_factor_setup_required: !setUp }),
      }),
      'GET /api/auth/security-schema/': {
        body: { resource: 'two_factor', two_factor_required_for_write: true, confirmed: true },
      },
      'GET /api/profiles/my/second-factors/': () => ({
        body: {
          sms: true,
          totp: setUp,
          backup_codes_left: setUp ? 10 : 0,
          passkeys: [],
          app_or_passkey_required: true,
        },
      }),
      'POST /api/profiles/my/second-factors/totp/': {
        body: {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauth_uri: 'otpauth://totp/x',
          qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
        },
      },
      'POST /api/profiles/my/second-factors/totp/confirm/': () => {
        setUp = true;
        return { body: { detail: 'Your authenticator app is set up.', backup_codes: ['abcde-22222'] } };
      },
    });
    const { user, location } = renderApp('/account/help/', { token: 't' });
    expect(
      await screen.findByText('Staff must set up an authenticator app or a passkey before anything else.'),
    ).toBeVisible();
    expect(location.current.pathname).toBe('/account/sign-in-methods/');
    await user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    await user.type(await screen.findByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    // Set up: the page says so and keeps the backup codes on screen.
    expect(await screen.findByText('Staff sign in with an authenticator app or a passkey.')).toBeVisible();
    expect(screen.getByRole('list', { name: 'Backup codes' })).toBeVisible();
    expect(location.current.pathname).toBe('/account/sign-in-methods/');
  });

  it('sets the document title from the page', async () => {
    mockServer();
    renderApp('/account/help/', { token: 't' });
    await screen.findByRole('heading', { name: 'Help' });
    await waitFor(() => expect(document.title).toBe('Help | Private Portfolios'));
  });
});
