import { PASSKEY_MESSAGES } from '@portal/contracts/api/second-factors';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTHENTICATION_OPTIONS, installFakeAuthenticator } from '@/test/fake-authenticator';
import { makeProfile, mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';
import { PASSKEY_FACTOR_TEXT } from './passkey-factor';

const OPTIONS = { body: AUTHENTICATION_OPTIONS };
const credentialSent = {
  credential: expect.objectContaining({ id: 'cred-1', type: 'public-key', response: expect.any(Object) }),
};

describe('passwordless sign-in on the login page', () => {
  it('signs in with a passkey the browser offers and goes to the dashboard', async () => {
    const browser = installFakeAuthenticator();
    const server = mockServer({
      'POST /api/auth/passkey-login/options/': OPTIONS,
      'POST /api/auth/passkey-login/': { body: { key: 'passkey-key', profile: makeProfile() } },
    });
    const { user, location } = renderApp('/auth/login/');
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(location.current.pathname).toBe('/');
    expect(localStorage.getItem('portal.token')).toBe('passkey-key');
    expect(browser.get).toHaveBeenCalledTimes(1);
    expect(server.callsTo('POST /api/auth/passkey-login/')[0]?.body).toEqual(credentialSent);
  });

  it('says why a passkey was refused, and when the prompt was left', async () => {
    installFakeAuthenticator();
    mockServer({
      'POST /api/auth/passkey-login/options/': OPTIONS,
      'POST /api/auth/passkey-login/': { status: 400, body: { detail: PASSKEY_MESSAGES.notForPasswordless } },
    });
    const { user } = renderApp('/auth/login/');
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByText(PASSKEY_MESSAGES.notForPasswordless)).toBeVisible();

    installFakeAuthenticator({ refuse: true });
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByText(PASSKEY_MESSAGES.cancelled)).toBeVisible();
  });

  it('is not offered where the browser has no passkeys', async () => {
    mockServer();
    renderApp('/auth/login/');
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
  });
});

describe('a passkey as the second factor', () => {
  it('the Verification overlay opens on the passkey and confirms the sign-in with it', async () => {
    installFakeAuthenticator();
    let confirmed = false;
    const server = mockServer({
      'GET /api/profiles/my/': () =>
        confirmed
          ? { body: makeProfile() }
          : { status: 403, body: { detail: 'Verification required.', code: 'login_2fa_required' } },
      'GET /api/auth/second-factors/': {
        body: { channels: ['passkey', 'sms', 'backup_code'], default_channel: 'passkey' },
      },
      'POST /api/auth/login-confirmation/passkey/options/': OPTIONS,
      'POST /api/auth/login-confirmation/passkey/': () => {
        confirmed = true;
        return { body: { key: 'signed-in', profile: makeProfile() } };
      },
    });
    const { user } = renderApp('/', { token: 'pending' });
    const dialog = await screen.findByRole('dialog', { name: 'Verification' });
    expect(within(dialog).getByText(PASSKEY_FACTOR_TEXT)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Use a backup code' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Verification' })).toBeNull());
    expect(localStorage.getItem('portal.token')).toBe('signed-in');
    expect(server.callsTo('POST /api/auth/login-confirmation/passkey/')[0]?.body).toEqual(credentialSent);
  });

  it('the action-confirmation page offers "Use a passkey" beside the app and confirms with it', async () => {
    installFakeAuthenticator();
    const server = mockServer({
      'GET /api/auth/second-factors/': {
        body: { channels: ['totp', 'passkey', 'sms', 'backup_code'], default_channel: 'totp' },
      },
      'POST /api/auth/action-confirmation/passkey/options/': OPTIONS,
      'POST /api/auth/action-confirmation/passkey/': { body: { detail: 'The action has been confirmed.' } },
    });
    const { user, location } = renderApp(
      '/two-factor-authentication/totp/action-confirmation/?next=%2Faccount%2Fsettings%2F',
      { token: 't' },
    );
    await user.click(await screen.findByRole('button', { name: 'Use a passkey' }));
    expect(screen.getByText(PASSKEY_FACTOR_TEXT)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeVisible();
    expect(location.current.pathname).toBe('/account/settings/');
    expect(server.callsTo('POST /api/auth/action-confirmation/passkey/')).toHaveLength(1);
  });

  it('shows a refused passkey and stays', async () => {
    installFakeAuthenticator();
    mockServer({
      'GET /api/auth/second-factors/': { body: { channels: ['passkey', 'sms'], default_channel: 'passkey' } },
      'POST /api/auth/action-confirmation/passkey/options/': OPTIONS,
      'POST /api/auth/action-confirmation/passkey/': {
        status: 400,
        body: { detail: PASSKEY_MESSAGES.notVerified },
      },
    });
    const { user, location } = renderApp(
      '/two-factor-authentication/sms/action-confirmation/?next=%2Faccount%2Fsettings%2F',
      { token: 't' },
    );
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(PASSKEY_MESSAGES.notVerified)).toBeVisible();
    expect(location.current.pathname).toBe('/two-factor-authentication/sms/action-confirmation/');
  });
});
